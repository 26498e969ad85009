/**
 * The one-transaction submit shared by activations and applications (issue 5 §5): the row is locked, the
 * data validated fully, status NEW, signatureDate now, a number from the unit's counter, version bumped,
 * an audit row and the form's emails — all or nothing. A record that is already submitted answers as it
 * stands, so a double click or a retry after a timeout never makes a second number or a second email.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { submissions } from '../../db/schema';
import { enqueueCarrierCheck } from '../../carriers/enqueue';
import { screenSubmission } from '../../sanctions/screen';
import { linkToCustomer } from '../../customers/match';
import { definitionOf } from '../../forms/definitions';
import { writeAudit } from '../submissions/audit';
import { findByLink, isSubmitted, type FormName, type LinkRecord } from '../submissions/find-by-link';
import { nextApplicationNumber } from '../submissions/next-application-number';
import { checkFormData } from './check-form-data';
import { amountColumn, mergeLinkData } from './merge-data';
import { emitSubmissionEvent } from '../../webhooks/events';

/** What a kind's submit (submit-activation, submit-application) takes from the portal's route. */
export interface SubmitOptions {
  db: Db;
  id: unknown;
  email: unknown;
  data: Record<string, unknown>;
  /** Origin of the staff console, for the details link in the contacts' notices. */
  publicOrigin: string;
  ip?: string;
}

export interface SubmitLinkOptions {
  db: Db;
  id: unknown;
  email: unknown;
  form: FormName;
  data: Record<string, unknown>;
  ip?: string;
  /** Writes the form's emails with the submit's transaction. */
  notify: (tx: Tx, submitted: LinkRecord) => Promise<void>;
}

export interface SubmitResult {
  record: LinkRecord;
  /** True when the record had been submitted before this call (nothing changed). */
  alreadySubmitted: boolean;
}

export async function submitLinkRecord(o: SubmitLinkOptions): Promise<SubmitResult> {
  const first = await findByLink(o.db, { id: o.id, email: o.email, form: o.form });
  if (isSubmitted(first.submission)) return { record: first, alreadySubmitted: true };
  // Invalid data is refused before any lock is taken; the data is checked again under the lock.
  const stored = first.submission.data;
  // The version the record was invited on (issue 16: a submission keeps its version).
  const definition = await definitionOf(o.db, first.submission);
  checkFormData(definition, mergeLinkData(stored, o.data), 'submit', stored);

  return o.db.transaction(async (tx) => {
    const locked = await findByLink(tx, { id: o.id, email: o.email, form: o.form, forUpdate: true });
    const before = locked.submission;
    if (isSubmitted(before)) return { record: locked, alreadySubmitted: true };

    const pinned = await definitionOf(tx, before);
    const data = checkFormData(pinned, mergeLinkData(before.data, o.data), 'submit', before.data);
    const applicationNumber = await nextApplicationNumber(tx, before.divisionId ?? before.companyId);
    const [row] = await tx
      .update(submissions)
      .set({
        status: 'NEW',
        data,
        applicationNumber,
        signatureDate: sql`now()`,
        ...(before.form === 'credit-application' ? { amountReq: amountColumn(data, pinned) } : {}),
        version: sql`${submissions.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(submissions.id, before.id))
      .returning();
    const record = { submission: row, unit: locked.unit };
    // Issue 29 item 1: the record joins its customer's credit file with the submit.
    await linkToCustomer(tx, row.id);
    // README 'Sanctions screening': screened with the submit, so no record is ever decided unscreened.
    await screenSubmission(tx, { row, definition: pinned }, 'submit');
    // README 'Carrier checks': a job asks FMCSA after the commit, never inside this transaction.
    await enqueueCarrierCheck(tx, row);
    await writeAudit(tx, {
      actorId: null,
      actorKind: 'customer',
      action: 'submit',
      entity: 'submission',
      entityId: row.id,
      before: { status: before.status, applicationNumber: before.applicationNumber },
      after: { status: row.status, applicationNumber, signatureDate: row.signatureDate?.toISOString() },
      ip: o.ip,
    });
    await o.notify(tx, record);
    // README 'Webhooks': the company's ERP hears of the submit once this commits.
    await emitSubmissionEvent(tx, 'submission.submitted', row.id);
    return { record, alreadySubmitted: false };
  });
}
