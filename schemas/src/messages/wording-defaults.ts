/**
 * The wording a new company or division starts from (back-office.md §2 'Company details'): neutral text in
 * the unit's own name, so its first emails read sensibly and name no other company. Staff edit it on the
 * details page, where the preview shows it.
 */
import type { WordingField } from '../contracts/units-admin';

export function neutralWording(name: string): Record<WordingField, string> {
  const n = name.trim() || 'our company';
  return {
    invitationBody: `${n} invites you to apply for trade credit. Please complete the secure online application using the link below.`,
    invitationTopNote: 'Please have your bank and trade reference details ready before you start.',
    receiptFirstParagraph: `Thank you for applying for credit with ${n}. We have received your application.`,
    receiptSecondParagraph: 'Our credit team will review your application and contact you with the decision.',
    deniedFirstParagraph: `Thank you for your interest in doing business with ${n}.`,
    deniedSecondParagraph: 'After careful review we are unable to extend credit at this time.',
    approvedFirstParagraph: `Your credit application with ${n} has been approved.`,
    approvedSecondParagraph: 'Your credit limit and payment terms are shown below.',
    approvedBoldParagraph: 'Invoices are due within the approved terms.',
    contactApprovedBody: `A credit application for ${n} has been approved. The details are below for your records.`,
    contactDeniedBody: `A credit application for ${n} has been denied. The denial code and notes are below.`,
    duplicationNotification: `We already have an application on file for your company with ${n}; our credit team will be in touch.`,
    contactDuplicationNotification: `A customer submitted a credit application to ${n} that matches an existing account. Please review it.`,
    caInvitationBody: `${n} invites you to activate your customer account. Please complete the activation form using the link below.`,
    caInvitationTopNote: 'Please have your accounts payable and banking contacts at hand.',
    caReceiptFirstParagraph: `Thank you for completing your customer activation with ${n}.`,
    caReceiptSecondParagraph: 'Our team will confirm your account shortly.',
    caApprovedFirstParagraph: `Your customer account with ${n} is now active.`,
    caApprovedSecondParagraph: 'Your payment terms are shown below.',
    caStatusParagraph: `The status of your customer activation with ${n} has been updated.`,
    referenceRequestBody: `One of our customers has given your company as a credit reference. Your answer helps ${n} extend fair terms; it takes about two minutes.`,
    referenceReminderBody: `We have not yet received your answer to our credit reference request. If you cannot give references, one tap on the form tells us so.`,
  };
}
