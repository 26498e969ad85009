/**
 * A reference's request or reminder email (README 'Reference requests'), written to the Email log in the
 * caller's transaction, in the brand and wording of the application's unit. Its link (`referenceUrl`) is a
 * credential, so the Email log keeps the sent copy without it (mail/redact-links.ts), as it does the signing link;
 * the access code alone opens nothing without the link's token. The message's id is the request's `email_id`, by
 * which the delivery's outcome moves the request to 'sent' or 'bounced' (delivery-outcome.ts); its delivery is
 * idempotent by that id and its stable Message-ID (jobs/deliver-email.ts).
 */
import { factText } from '@cp/schemas/forms/roles';
import type { DbOrTx } from '../db/client';
import type { referenceRequests } from '../db/schema/references';
import { divisionSegment } from '../esign/queue-envelope';
import { enqueueEmail } from '../mail/enqueue';
import type { SubmissionRow } from '../services/submissions/kind';
import type { UnitRow } from '../services/units/find-unit';

type RequestRow = typeof referenceRequests.$inferSelect;

/** The answer page of a request: the customer links' unit segment (back-office.md §9) and the token. */
export const referenceUrlFor = (
  origin: string,
  unit: Pick<UnitRow, 'prefix' | 'name'>,
  token: string,
): string => `${origin.replace(/\/$/, '')}/Reference/${encodeURIComponent(divisionSegment(unit))}/${token}`;

export async function referenceEmail(
  tx: DbOrTx,
  o: {
    template: 'reference-request' | 'reference-reminder';
    origin: string;
    request: Pick<RequestRow, 'id' | 'kind' | 'company' | 'contact' | 'email'>;
    submission: Pick<SubmissionRow, 'id' | 'facts'>;
    unit: UnitRow;
    token: string;
    code: string;
  },
): Promise<string> {
  return enqueueEmail(tx, {
    template: o.template,
    to: [o.request.email],
    unitId: o.unit.id,
    submissionId: o.submission.id,
    context: {
      applicantName: factText(o.submission.facts, 'legalName'),
      referenceCompany: o.request.company,
      referenceContact: o.request.contact,
      bank: o.request.kind === 'bank',
      referenceUrl: referenceUrlFor(o.origin, o.unit, o.token),
      accessCode: o.code,
    },
  });
}
