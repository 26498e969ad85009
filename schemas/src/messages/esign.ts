/**
 * E-signature messages (README 'E-signature'). The spec names the DocuSign action and the DocuSign PDF
 * messages (back-office.md §8, kept in messages/applications.ts); these are the product's own words for
 * sending, resending and voiding the agreement and for the customer's signing page.
 */
export const ESIGN_SEND_DENIED = 'Access to send the DocuSign agreement is denied!';
export const ESIGN_ALREADY_OUT = 'A DocuSign agreement is already out for this application.';
export const ESIGN_NONE_OUT = 'There is no unsigned DocuSign agreement to resend or void.';
export const ESIGN_QUEUED = 'DocuSign agreement is being sent.';
export const ESIGN_RESENT = 'DocuSign agreement has been resent.';
export const ESIGN_VOIDED = 'DocuSign agreement has been voided.';
/** The Reviewed row's 'DocuSign' while an agreement is out (`state`: pending, sent, …). */
export const esignOutForSignature = (state: string) =>
  `The agreement is out for signature (${state}); resend or void it on the details page.`;
export const ESIGN_SEND_READ_ONLY = 'Read-only users cannot send the DocuSign agreement';
export const ESIGN_VIEW_READ_ONLY = 'Read-only users cannot view the DocuSign PDF';
/** The Email log's alert for e-signature jobs the job queue gave up on. */
export const esignDeadLetters = (n: number) =>
  n === 1
    ? '1 e-signature job failed. Open its application to resend the agreement, or void it and send it again.'
    : `${n} e-signature jobs failed. Open their applications to resend the agreements, or void them and send them again.`;
export const ESIGN_JOB_LABELS = { send: 'Sending the agreement', reminder: 'Reminder' } as const;
export const ESIGN_VOID_REASON = 'Voided by the credit department.';

// The customer's signing page
export const ESIGN_LINK_INVALID = 'This signing link is no longer valid.';
export const ESIGN_ALREADY_SIGNED = 'This agreement has already been signed.';
export const ESIGN_CONSENT_REQUIRED = 'You must agree to sign electronically.';
export const ESIGN_NAME_REQUIRED = 'Enter your full name to sign.';
export const ESIGN_CONSENT_TEXT =
  'I agree to sign this agreement electronically; my electronic signature is as legal and binding as a handwritten one.';

// DocuSign Connect
export const ESIGN_CONNECT_SIGNATURE_INVALID = 'Invalid DocuSign Connect signature.';
export const ESIGN_PAGE_TITLE = 'Payment Terms Agreement';
export const ESIGN_SIGN_BUTTON = 'Sign The Agreement';
export const ESIGN_SIGNING = 'Signing…';
export const ESIGN_SIGN_FAILED = 'The agreement could not be signed. Please try again.';

// Declining on the signing page
export const ESIGN_DECLINE_BUTTON = 'Decline';
export const ESIGN_DECLINE_TITLE = 'Decline the agreement';
export const esignDeclineIntro = (unitName: string) =>
  `Tell ${unitName} why you are declining. They will see your reason and may send you a new agreement.`;
export const ESIGN_DECLINE_REASON_LABEL = 'Reason for declining';
export const ESIGN_DECLINE_REASON_MAX = 1000;
export const ESIGN_DECLINE_REASON_REQUIRED = 'Enter the reason you are declining.';
export const ESIGN_DECLINE_REASON_TOO_LONG = `The reason can be at most ${ESIGN_DECLINE_REASON_MAX} characters.`;
export const ESIGN_DECLINE_BACK = 'Go Back';
export const ESIGN_DECLINE_CONFIRM = 'Decline Agreement';
export const ESIGN_DECLINING = 'Declining…';
export const ESIGN_DECLINE_FAILED = 'The agreement could not be declined. Please try again.';
export const ESIGN_DECLINED = 'You declined the agreement.';
export const ESIGN_ALREADY_DECLINED = 'This agreement has already been declined.';
/** The signing page of a declined agreement; `on` is the day, MM/DD/YYYY. */
export const esignDeclinedNotice = (on: string, unitName: string) =>
  `You declined this agreement on ${on}. ${unitName} has your reason and may send you a new agreement.`;
export const ESIGN_DECLINED_REASON_LABEL = 'Your reason';
/** The details page's e-signature block once the signer declined; `on` is the day, MM/DD/YYYY. */
export const esignDeclinedBySigner = (on: string) =>
  `Declined by the signer on ${on}. Send a new agreement with DocuSign once the terms are settled.`;
