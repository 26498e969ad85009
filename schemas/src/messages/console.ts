/** Messages of the staff console shell (back-office.md §2 'Shell', §8), word for word. */

/** Company switch dialog with no choice (back-office.md §8 'Validation and access messages'). */
export const SELECT_COMPANY_OR_DIVISION = 'You must select a company | division!';
/** The All option of the switch dialog; its code is ALL (back-office.md §9). */
export const ALL_COMPANIES_LABEL = 'All';
/** Shown under the switch dialog's select while the units cannot be listed. */
export const UNITS_UNAVAILABLE = 'The company and division list could not be loaded.';
/** Idle logout (back-office.md §8 'Banners'); shown by the customer app's /login/loggedOut page. */
export const LOGGED_OUT_INACTIVITY = 'You have been logged out due to inactivity.';
/** The version label in the side menu (back-office.md §1, §9). */
export const APP_VERSION = '2.0.23';
/** The warning before the idle logout (the logout itself keeps back-office.md §4's 30-minute rule). */
export const IDLE_WARNING_TITLE = 'Are you still there?';
export const idleWarningText = (left: string) =>
  `For your security you will be signed out in ${left} because there has been no activity. Any unsaved changes on this page would be lost.`;
export const IDLE_STAY_SIGNED_IN = 'Stay signed in';
export const IDLE_SIGN_OUT = 'Sign out now';
