import { GENERAL_ERROR } from '@cp/schemas/messages/general';

/**
 * Wording of the customer app, word for word from customer-portal.md §2, §5 and §8
 * (the misspellings marked 'sic' are the spec's and kept on purpose).
 */
export const MSG = {
  general: GENERAL_ERROR,
  enterEmail: 'Please enter your email address.',
  enterPassword: 'Please enter your password.',
  validEmail: 'Please enter a valid email',
  loggedOut: 'You have been logged out due to inactivity.',
  resetSent: 'If a user with the provided email exists, a password reset email was sent.',
  passwordUpdated: 'Your password has been updated. Please log in.',
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  badCheckTitle: 'Looks Like A Bad Check Came In!',
  badCheckText: 'Please contact your administrator regarding the below error.',
  inviteInvalidTitle: 'Authentication Invalid',
  inviteInvalidText:
    'The link in your email has expired or is no longer valid. Please contact the person who invited you to request a new invitation.',
  fillRequired: 'Please fill out all required fields to continue',
  activationSubmitted: 'Activation Form Submitted',
  activationPdfEmailed: 'A PDF Version Of Your Activation Form Has Been Emailed To You',
  applicationSubmitted: 'Application Submitted!',
  applicationPdfEmailed: 'A PDF version of your credit application has been emailed to you.',
  surveyQuestion: 'How did you hear about us?.',
  surveySaved: 'The survey saved successfully.',
  saveFailed: 'Data was unable to save successfully. Please refresh the page and try again.',
  pdfFailed: 'Error loading PDF application. Please contact your administrator for assistance!',
  // sic: 'uploadin' is the spec's wording (customer-portal.md §8).
  uploadFailed: 'Error uploadin file. Please contact your administrator for assistance!',
  docuSignTitle: 'DocuSign Completed!',
  docuSignThanks: 'Thank you for completing the DocuSign document, we look forward to working with you!',
  docuSignClose: 'You may close this page.',
  browserNote: 'For the best experience please use Google Chrome, Microsoft Edge or Brave.',
} as const;

/** customer-portal.md §8: the expired-link page sentence with the division's onboarding address. */
export function expiredText(email: string): string {
  return `Authentication Invalid: You are seeing this page because the link in your email has expired. Please reach out to ${email} to request a new credit application.`;
}

export const REFERRAL_SOURCES = [
  'Referral',
  'Advertisement',
  'Trade Show/Conference',
  'Website',
  'Salesperson',
  'Social Media',
] as const;
