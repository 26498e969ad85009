import { GENERAL_ERROR } from '@cp/schemas/messages/general';
import {
  ANSWERS_SAVED_AS_YOU_TYPE,
  ACTIVATION_SUBMITTED,
  APPLICATION_SUBMITTED,
  FILL_REQUIRED_FIELDS,
  SAVE_FAILED,
  STEP_SAVE_FAILED,
  SURVEY_SAVED,
  UPLOAD_NETWORK_ERROR,
} from '@cp/schemas/messages/portal';
import {
  AUTHENTICATION_INVALID_TEXT,
  AUTHENTICATION_INVALID_TITLE,
  BAD_CHECK_TEXT,
  BAD_CHECK_TITLE,
  FIRST_NAME_REQUIRED,
  LAST_NAME_REQUIRED,
  LOGGED_OUT_INACTIVITY,
  LOGIN_EMAIL_REQUIRED,
  LOGIN_PASSWORD_REQUIRED,
  PASSWORD_RESET_DONE,
  PASSWORD_RESET_LINK_INVALID,
  PASSWORD_RESET_REQUESTED,
} from '@cp/schemas/messages/signin';

/**
 * The wording the customer app shows: the schemas catalogue (customer-portal.md §2, §5, §8 word for word,
 * the spec's misspellings included), plus the few sentences of this app's own layout.
 */
export const MSG = {
  general: GENERAL_ERROR,
  enterEmail: LOGIN_EMAIL_REQUIRED,
  enterPassword: LOGIN_PASSWORD_REQUIRED,
  validEmail: 'Please enter a valid email',
  loggedOut: LOGGED_OUT_INACTIVITY,
  resetSent: PASSWORD_RESET_REQUESTED,
  passwordUpdated: PASSWORD_RESET_DONE,
  resetLinkInvalid: PASSWORD_RESET_LINK_INVALID,
  firstNameRequired: FIRST_NAME_REQUIRED,
  lastNameRequired: LAST_NAME_REQUIRED,
  badCheckTitle: BAD_CHECK_TITLE,
  badCheckText: BAD_CHECK_TEXT,
  inviteInvalidTitle: AUTHENTICATION_INVALID_TITLE,
  inviteInvalidText: AUTHENTICATION_INVALID_TEXT,
  fillRequired: FILL_REQUIRED_FIELDS,
  activationSubmitted: ACTIVATION_SUBMITTED,
  activationPdfEmailed: 'A PDF Version Of Your Activation Form Has Been Emailed To You',
  applicationSubmitted: APPLICATION_SUBMITTED,
  applicationPdfEmailed: 'A PDF version of your credit application has been emailed to you.',
  surveyQuestion: 'How did you hear about us?.',
  surveySaved: SURVEY_SAVED,
  saveFailed: SAVE_FAILED,
  stepSaveFailed: STEP_SAVE_FAILED,
  savedAsYouType: ANSWERS_SAVED_AS_YOU_TYPE,
  draftSaving: 'Saving…',
  draftSaved: 'All changes saved',
  draftSaveFailed: 'Your latest changes are not saved yet; they will be saved when you type again.',
  pdfFailed: 'Error loading PDF application. Please contact your administrator for assistance!',
  uploadFailed: UPLOAD_NETWORK_ERROR,
  docuSignTitle: 'DocuSign Completed!',
  docuSignThanks: 'Thank you for completing the DocuSign document, we look forward to working with you!',
  docuSignClose: 'You may close this page.',
  browserNote: 'For the best experience please use Google Chrome, Microsoft Edge or Brave.',
} as const;

export const REFERRAL_SOURCES = [
  'Referral',
  'Advertisement',
  'Trade Show/Conference',
  'Website',
  'Salesperson',
  'Social Media',
] as const;
