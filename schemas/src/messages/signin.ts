/**
 * Sign-in messages. Wording from customer-portal.md §2, §5, §8 and back-office.md §8 is kept exactly;
 * the rest (marked) are the server's own answers where the specs only say "server message".
 */
// customer-portal.md §5 'Sign-in screens'
export const LOGIN_EMAIL_REQUIRED = 'Please enter your email address.';
export const LOGIN_PASSWORD_REQUIRED = 'Please enter your password.';
export const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters in length';
export const PASSWORD_NEEDS_CASES = 'Password must contain a lowercase and an uppercase character';
export const PASSWORD_NEEDS_NUMBER = 'Password must contain at least one number';
export const PASSWORD_NEEDS_SPECIAL = 'Password must contain at least one special character';
export const PASSWORDS_MUST_MATCH = 'Passwords must match.';
export const FIRST_NAME_REQUIRED = 'First name is required.';
export const LAST_NAME_REQUIRED = 'Last name is required.';

// customer-portal.md §2 and §8
export const PASSWORD_RESET_REQUESTED =
  'If a user with the provided email exists, a password reset email was sent.';
export const LOGGED_OUT_INACTIVITY = 'You have been logged out due to inactivity.';
export const AUTHENTICATION_INVALID_TITLE = 'Authentication Invalid';
export const AUTHENTICATION_INVALID_TEXT =
  'The link in your email has expired. Please contact the person who invited you.';
export const BAD_CHECK_TITLE = 'Looks Like A Bad Check Came In!';
export const BAD_CHECK_TEXT = 'Please contact your administrator regarding the below error.';

// back-office.md §8 'Administration' and 'Validation and access messages'
export const INVITE_SENT = 'Invite has been sent out';
export const INVITE_RESENT = 'Successfully resent invite.';
export const ACCESS_INVITE_DENIED = 'Access to invite a user is denied!';
export const INVALID_EMAIL = 'Must be a valid email address';
export const SELECT_COMPANY_OR_DIVISION = 'You must select at least one company or division!';
export const ADMIN_ONE_COMPANY = 'Admins can only be assigned to one company!';
export const MAXIMUM_APPROVAL_REQUIRED = 'You must enter a maximum approval amount!';
export const SAVE_USER_DENIED = 'Access to save the user is denied!';
export const USER_UPDATED = 'Successfully updated user.';
export const USER_DELETED = 'Successfully deleted user.';

// The server's own answers (the specs show only that a message is displayed).
export const LOGIN_FAILED = 'The email or password is incorrect.';
export const LOGIN_SUCCEEDED = 'Login successful.';
export const PASSWORD_RESET_DONE = 'Your password has been reset. Please log in with your new password.';
export const PASSWORD_RESET_LINK_INVALID =
  'This password reset link is invalid or has expired. Please request a new password reset.';
export const INVITE_INVALID = `${AUTHENTICATION_INVALID_TITLE}: ${AUTHENTICATION_INVALID_TEXT}`;
export const INVITE_VALID = 'The invitation is valid.';
export const REGISTERED = 'Your account has been activated.';
export const USER_EMAIL_TAKEN = 'A user with this email address already exists.';
export const USER_ALREADY_ACTIVE = 'This user has already accepted the invitation.';
export const USER_DEACTIVATED_NO_INVITE =
  'This user is deactivated. Switch them back on to send them a new invitation.';
export const TOKEN_REFRESHED = 'Session refreshed.';
export const LOGGED_OUT = 'You have been logged out.';
export const CANNOT_DELETE_SELF = 'You cannot delete your own user.';
export const DELETE_USER_DENIED = 'Access to delete the user is denied!';

/** Not in the spec: the login form's words while the server's Retry-After of a 429 runs (issue 15 item 12). */
export const loginWait = (seconds: number) =>
  `Too many sign-in attempts. Please wait ${seconds} second${seconds === 1 ? '' : 's'}, then try again.`;
export const LOGIN_RETRY_NOW = 'You can try to sign in again now.';
