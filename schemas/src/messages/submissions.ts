/**
 * Messages both kinds of submission (customer activations, credit applications) word alike: the refusals
 * back-office.md §8 words once for both lists, the unit set-up checks of §8 Copy, and the workflow refusals
 * (§4) worded with the kind's name. Word for word; do not reword.
 */

/** What the workflow refusals call a record. */
export type SubmissionNoun = 'activation' | 'application';

// §8: listed under the activation list and the application details alike; the wording names the application.
export const COPY_DENIED = 'Access to copy the application is denied!';
export const LINK_DENIED = 'Access to copy the application link is denied!';
export const DELETE_DENIED = 'Access to delete the application is denied!';
export const NOTES_DENIED = 'Access to set notes is denied!';

export const LINK_COPIED = 'Link copied to clipboard!';

// §5 Invite, in both lists' invite dialogs (the unit's message differs: '.' or '!').
export const INVITE_EMAIL_REQUIRED = 'Email is required.';
export const INVITE_CONTACT_REQUIRED = 'You must select at least one contact.';
// §8 Invite failure
export const INVITE_FAILED = 'Something went wrong.';

// §8 Copy: the target unit must be set up to send applications (an invite of either kind checks the same).
export const EMAIL_TEMPLATE_MISSING = 'The Email Template must be setup to send applications!';
export const DOCUSIGN_TEMPLATE_MISSING = 'The DocuSign Template Id must be setup to send applications!';
export const VERBIAGE_MISSING = 'All Email Verbiage must be setup to send applications!';

/**
 * Not in the spec: a unit sends a kind only once it (or, a division, its company) has chosen the form of that
 * kind on its information card (ARCHITECTURE.md 'Units').
 */
export const FORM_FAMILY_MISSING = {
  'credit-application':
    'The Credit Application form must be chosen on the Company or Division Information card to send applications!',
  'customer-activation':
    'The Customer Activation form must be chosen on the Company or Division Information card to send activations!',
} as const;

/** The unit set-up refusals, in the order they are checked. */
export const UNIT_SET_UP_MESSAGES = {
  emailTemplate: EMAIL_TEMPLATE_MISSING,
  docuSignTemplate: DOCUSIGN_TEMPLATE_MISSING,
  wording: VERBIAGE_MISSING,
  formFamily: FORM_FAMILY_MISSING,
} as const;

// Transitions (§4): a decided record changed or decided again; a sent-only change on a submitted one.
export const alreadyApproved = (noun: SubmissionNoun): string =>
  `You cannot edit because the ${noun} has already been approved!`;
export const alreadyDenied = (noun: SubmissionNoun): string =>
  `You cannot edit because the ${noun} has already been denied!`;
export const notSent = (noun: SubmissionNoun): string =>
  `Only a sent ${noun} invite can be changed this way.`;
/** A SENT invite has no customer answers yet: nothing to approve or deny. Not worded by the spec. */
export const notSubmitted = (noun: SubmissionNoun): string =>
  `The customer has not submitted this ${noun} yet!`;
