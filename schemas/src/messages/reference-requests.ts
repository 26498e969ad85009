/** Staff-side reference request messages (README 'Reference requests'): sending, resending, cancelling, editing. */
export const REFERENCES_DENIED = 'Access to request references is denied!';
export const REFERENCES_NOT_SUBMITTED = 'References can be requested once the application is submitted.';
export const REFERENCE_REQUEST_NOT_FOUND = 'Reference request not found.';
export const REFERENCE_ALREADY_ANSWERED =
  'This reference has already answered; its request cannot be sent again, cancelled or changed.';
export const REFERENCE_CANCELLED =
  'This reference request was cancelled; request references again to send it.';
export const REFERENCE_EMAIL_REASON_REQUIRED = 'Say why the reference’s email is changed.';
export const REFERENCE_EMAIL_SAME = 'The reference already has this email address.';
export const referencesSent = (n: number) =>
  n === 0
    ? 'No reference requests to send: every reference with an email has been asked.'
    : n === 1
      ? '1 reference request is being sent.'
      : `${n} reference requests are being sent.`;
export const REFERENCE_REQUEST_CANCELLED = 'Reference request cancelled.';
export const REFERENCE_EMAIL_CHANGED = 'Reference email changed.';
export const REFERENCE_EMAIL_CHANGED_RESENT =
  'Reference email changed; the request was sent to the new address.';
export const REFERENCE_REMINDER_DAYS_INVALID =
  'Remind after must be a whole number of days from 1 to 30, or empty.';
export const REFERENCE_REMINDER_MAX_INVALID =
  'Reminders at most must be a whole number from 0 to 10, or empty.';
