/** POST /api/Application/setInviteApplication with submit: the customer submits their credit application. */
import type { Tx } from '../../db/client';
import { enqueueEmail } from '../../mail/enqueue';
import { autoRequestReferences } from '../../references/request-references';
import { recordDuplicates } from '../applications/record-duplicates';
import { selectedContactEmails } from '../submissions/contacts';
import type { LinkRecord } from '../submissions/find-by-link';
import { toInviteView, type InviteView } from './invite-view';
import { submitLinkRecord, type SubmitOptions } from './submit-link-record';
import { factText } from '@cp/schemas/forms/roles';

export type SubmitApplicationOptions = SubmitOptions;

export async function submitApplication(o: SubmitApplicationOptions): Promise<InviteView> {
  /** The receipt with the PDF to the customer and a link to the details page to each selected contact. */
  const notify = async (tx: Tx, { submission: s }: LinkRecord): Promise<void> => {
    const unitId = s.divisionId ?? s.companyId;
    const context = { applicationNumber: s.applicationNumber, companyName: factText(s.facts, 'legalName') };
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
    // The trade and bank references are asked at once when the unit says so (README 'Reference requests').
    await autoRequestReferences(tx, s, o.publicOrigin);
  };
  const { record } = await submitLinkRecord({ ...o, form: 'credit-application', notify });
  return toInviteView(record);
}
