/** POST /api/Application/setInviteApplication with submit: the customer submits their credit application. */
import type { Db, Tx } from '../../db/client';
import { enqueueEmail } from '../../mail/enqueue';
import { recordDuplicates } from '../applications/record-duplicates';
import { selectedContactEmails } from '../submissions/contacts';
import type { LinkRecord } from '../submissions/find-by-link';
import { toInviteView, type InviteView } from './invite-view';
import { submitLinkRecord } from './submit-link-record';

export interface SubmitApplicationOptions {
  db: Db;
  id: unknown;
  email: unknown;
  data: Record<string, unknown>;
  /** Origin of the staff console, for the details link sent to the contacts. */
  publicOrigin: string;
  ip?: string;
}

export async function submitApplication(o: SubmitApplicationOptions): Promise<InviteView> {
  /** The receipt with the PDF to the customer and a link to the details page to each selected contact. */
  const notify = async (tx: Tx, { submission: s }: LinkRecord): Promise<void> => {
    const unitId = s.divisionId ?? s.companyId;
    const context = { applicationNumber: s.applicationNumber, companyName: s.data.companyName ?? '' };
    await enqueueEmail(tx, {
      template: 'application-receipt',
      to: [s.email],
      context: { ...context, email: s.email },
      unitId,
      submissionId: s.id,
      attachments: [{ kind: 'submission-pdf', submissionId: s.id }],
    });
    const detailsUrl = `${o.publicOrigin}/applications/details/${s.id}`;
    for (const contactEmail of await selectedContactEmails(tx, s.contacts)) {
      await enqueueEmail(tx, {
        template: 'details-link',
        to: [contactEmail],
        context: { ...context, detailsUrl },
        unitId,
        submissionId: s.id,
      });
    }
    // Issue 12 item 5: earlier applications of the same business, and both duplication notices.
    await recordDuplicates(tx, s, o.publicOrigin);
  };
  const { record } = await submitLinkRecord({ ...o, form: 'credit-application', notify });
  return toInviteView(record);
}
