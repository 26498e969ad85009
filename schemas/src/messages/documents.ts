/** Messages of PDFs and the Email log. The PDF ones are word for word from back-office.md §8. */
export const PDF_APPLICATION_ERROR =
  'Error loading PDF application. Please contact your administrator for assistance!';
export const PDF_ACTIVATION_ERROR =
  'Error loading PDF customer activation. Please contact your administrator for assistance!';

export const EMAIL_LOG_ACCESS_DENIED = 'Access to the Email log is denied!';
export const EMAIL_RESENT = 'The email will be sent again.';
export const EMAIL_NOT_RESENDABLE = 'Only failed emails can be resent.';
export const EMAIL_TEMPLATE_UNKNOWN = 'There is no email template with this name.';
/** The Email log's alert for dead letters (emails given up on: 'failed' or 'dead'). */
export const emailDeadLetters = (n: number) =>
  n === 1
    ? '1 email could not be delivered. Open it to read the error, then resend it.'
    : `${n} emails could not be delivered. Open them to read the errors, then resend them.`;
/** The status of an email waiting for its next delivery attempt after a failure. */
export const emailRetrying = (nextAttempt: string) => `retrying, next attempt at ${nextAttempt}`;
/** Stands in the Email log's copy for a one-time or customer link: only the recipient's email has it. */
export const EMAIL_LINK_REDACTED = '[link removed: only the recipient has it]';
/** The Email log's notice while the development mode MAILBOX_SHOW_LINKS shows those links in full. */
export const EMAIL_LINKS_SHOWN =
  'Development mode (MAILBOX_SHOW_LINKS): password reset, invitation, signing and customer links are shown in full in this log, so anyone who reads it can use them. Never turn it on where real people get email.';
