/** POST /api/CustomerActivation/setInvite: the customer submits their activation form. */
import type { Tx } from '../../db/client';
import { enqueueEmail } from '../../mail/enqueue';
import { selectedContactEmails } from '../submissions/contacts';
import type { LinkRecord } from '../submissions/find-by-link';
import { toInviteView, type InviteView } from './invite-view';
import { submitLinkRecord, type SubmitOptions } from './submit-link-record';
import { factText } from '@cp/schemas/forms/roles';

export type SubmitActivationOptions = SubmitOptions;

/** The receipt with the PDF to the customer, the 'submitted' notice to the unit's selected contacts. */
async function notifyActivationSubmitted(
  tx: Tx,
  { submission: s }: LinkRecord,
  publicOrigin: string,
): Promise<void> {
  const unitId = s.divisionId ?? s.companyId;
  const context = {
    applicationNumber: s.applicationNumber,
    companyName: factText(s.facts, 'legalName'),
    email: s.email,
  };
  await enqueueEmail(tx, {
    template: 'activation-receipt',
    to: [s.email],
    context,
    unitId,
    submissionId: s.id,
    attachments: [{ kind: 'submission-pdf', submissionId: s.id }],
  });
  const contactEmails = await selectedContactEmails(tx, s.contacts);
  if (contactEmails.length > 0) {
    await enqueueEmail(tx, {
      template: 'activation-status',
      to: contactEmails,
      context: {
        ...context,
        event: 'submitted',
        status: s.status,
        detailsUrl: `${publicOrigin}/activations/details/${s.id}`,
      },
      unitId,
      submissionId: s.id,
    });
  }
}

export async function submitActivation(o: SubmitActivationOptions): Promise<InviteView> {
  const { record } = await submitLinkRecord({
    ...o,
    form: 'customer-activation',
    notify: (tx, record) => notifyActivationSubmitted(tx, record, o.publicOrigin),
  });
  return toInviteView(record);
}
