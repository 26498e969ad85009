/**
 * Customer activation messages, word for word from back-office.md §5 (Activation approval/denial, Update
 * email, Invite) and §8 'Activation list and details'. Do not reword: tests and users rely on them. What
 * both kinds word alike is in ./submissions.
 */
import { alreadyApproved, alreadyDenied, notSent, notSubmitted } from './submissions';

// §8 Copy link (refused, copied: submissions.ts)
export const ACTIVATION_LINK_ERROR = 'Error copying application link!';

// §8 Email
export const ACTIVATION_EMAIL_SENT = 'Activation email sent successfully!';
export const ACTIVATION_EMAIL_ERROR = 'Error sending activation email!';

// §8 PDF
export const ACTIVATION_PDF_ERROR = 'Error getting activation pdf!';
export const ACTIVATION_PDF_OK = 'Activation pdf retrieved successfully!';
export const ACTIVATION_PDF_LOAD_ERROR =
  'Error loading PDF customer activation. Please contact your administrator for assistance!';

// §8 Save
export const ACTIVATION_CHANGE_DENIED = 'Access to change the customer activation is denied!';
export const ACTIVATION_UPDATED = 'Successfully updated the customer activation.';
/** §8: the invite success shows the save wording without the final period. */
export const ACTIVATION_INVITE_SENT = 'Successfully updated the customer activation';

// §8 Delete (refused: submissions.ts DELETE_DENIED)
export const ACTIVATION_INVITE_DELETE_DENIED = 'Access to delete a Customer Activation invite is denied!';
export const ACTIVATION_DELETE_ERROR = 'Error deleting activation!';
export const ACTIVATION_DELETED = 'Activation deleted successfully!';
export const ACTIVATION_INVITE_DELETED = 'Customer Activation invite has been deleted';
export const ACTIVATION_DELETE_LOAD_ERROR =
  'Error deleting Customer Activation. Please contact your administrator for assistance!';

// §8 Notes (refused: submissions.ts NOTES_DENIED)
export const ACTIVATION_NOTES_ERROR = 'Error setting activation notes!';
export const ACTIVATION_NOTES_SET = 'Activation notes set successfully!';

// §8 Copy (refusals and the unit's set-up: submissions.ts)
export const ACTIVATION_COPIED = 'Successfully copied application.';

// §5 Activation approval / denial (list dialogs)
export const CUSTOMER_CODE_REQUIRED = 'Customer code is required';
export const CONTACT_REQUIRED = 'Contact is required';
export const DENIAL_CODE_REQUIRED = 'Denial Code is required';

// §5 Update email (sent activation)
export const INVALID_EMAIL = 'Please enter a valid email';
export const changeEmailConfirmation = (from: string, to: string): string =>
  `The application was originally sent to ${from}. You are about to change it to ${to}.`;

// §5 Invite (the email and contact messages of both kinds: submissions.ts)
export const INVITE_UNIT_REQUIRED = 'You must select at least one company or division.';

// Transitions (§4): shown when a decided record is changed or decided again.
export const ACTIVATION_ALREADY_APPROVED = alreadyApproved('activation');
export const ACTIVATION_ALREADY_DENIED = alreadyDenied('activation');
export const ACTIVATION_NOT_SENT = notSent('activation');
export const ACTIVATION_NOT_FOUND = 'Customer activation not found.';

/**
 * §5 'Invite': the email is checked on blur, one message per rule. The spec gives only 'Enter an Email'
 * word for word; the other rules are named but not worded, so these sentences say the rule plainly.
 */
export const EMAIL_BLUR_MESSAGES = {
  empty: 'Enter an Email',
  spaces: 'Spaces are not allowed in an Email',
  noAt: 'An Email requires an @',
  manyAt: 'An Email may contain only one @',
  noDot: 'An Email requires a .',
  forbidden: 'The characters (),:;<>[\\] are not allowed in an Email',
  badFirst: 'An Email cannot begin with a special character',
  atFirst: 'An Email cannot begin with @',
  noTld: 'An Email requires a top-level domain',
  noDomain: 'An Email requires a domain name',
  badLast: 'An Email cannot end with a special character',
} as const;

/** Returns the first broken rule's message, or null when the address passes every on-blur rule. */
export function emailBlurMessage(raw: string): string | null {
  const m = EMAIL_BLUR_MESSAGES;
  const email = raw ?? '';
  if (email.trim() === '') return m.empty;
  if (/\s/.test(email)) return m.spaces;
  if (email.startsWith('@')) return m.atFirst;
  const ats = email.split('@').length - 1;
  if (ats === 0) return m.noAt;
  if (ats > 1) return m.manyAt;
  if (!email.includes('.')) return m.noDot;
  if (/[(),:;<>[\]\\]/.test(email)) return m.forbidden;
  if (/^[^A-Za-z0-9]/.test(email)) return m.badFirst;
  const domain = email.slice(email.indexOf('@') + 1);
  const dot = domain.lastIndexOf('.');
  if (dot <= 0) return m.noDomain;
  if (/[^A-Za-z0-9]$/.test(email)) return m.badLast;
  if (!/^[A-Za-z]{2,}$/.test(domain.slice(dot + 1))) return m.noTld;
  return null;
}

/** The standard pattern of §5 'Update email'. */
export const isValidEmail = (email: string): boolean =>
  /^[^\s@()<>[\],;:\\]+@[^\s@]+\.[A-Za-z]{2,}$/.test(email);

export const ACTIVATION_NOT_SUBMITTED = notSubmitted('activation');
