/** Messages of the customer portal calls (customer-portal.md §5, §8), word for word where the spec gives them. */

/** An invalid submit (customer-portal.md §5 'Invalid forms show …'). */
export const FILL_REQUIRED_FIELDS = 'Please fill out all required fields to continue';

/** Any write through the link after the record was submitted: the link becomes read-only (DESIGN.md §7). */
export const ALREADY_SUBMITTED = 'This form has already been submitted.';

/** Unknown id, wrong email, deleted record or an invite older than 30 days (customer-portal.md §8). */
export const linkInvalid = (onboardingEmail: string): string =>
  linkExpiredFor('application', onboardingEmail);

/**
 * The expired-page sentence worded for the form the link belongs to: the spec's sentence names a credit
 * application (customer-portal.md §8); an activation link asks for a new activation form instead.
 */
export const linkExpiredFor = (form: 'activation' | 'application', onboardingEmail: string): string =>
  `Authentication Invalid: You are seeing this page because the link in your email has expired. Please reach out to ${
    onboardingEmail || 'your representative'
  } to request a new ${form === 'activation' ? 'activation form' : 'credit application'}.`;

/**
 * `data.reason` of a refused link (unknown, wrong email, deleted, expired): the one answer that shows the
 * expired page. Any other failure (500, 503, 429, no answer) is a load failure the customer can retry.
 */
export const LINK_INVALID_REASON = 'link-invalid';

/** A link that did not load for another reason than being refused (the server or the network failed). */
export const LOAD_FAILED = "We couldn't load your form. Check your connection and try again";

export const ACTIVATION_SUBMITTED = 'Activation Form Submitted';
export const APPLICATION_SUBMITTED = 'Application Submitted!';
export const APPLICATION_SAVED = 'The application saved successfully.';
/** Not in the spec: the activation form's draft saved (issue 15 item 4). */
export const ACTIVATION_SAVED = 'The activation form saved successfully.';
/** Not in the spec: told on every customer form so nobody fears losing what they typed (issue 15 item 4). */
export const ANSWERS_SAVED_AS_YOU_TYPE =
  'Your answers are saved as you type. You can leave and come back to this link later to finish.';

/** Survey saved (customer-portal.md §8). */
export const SURVEY_SAVED = 'The survey saved successfully.';
export const SURVEY_EMPTY = 'Please select at least one option.';
export const SURVEY_INVALID = 'Please select a valid option.';

/** Draft, submit or survey save failed (customer-portal.md §8). */
export const SAVE_FAILED = 'Data was unable to save successfully. Please refresh the page and try again.';
/**
 * A wizard step's save (NEXT) or the submit failed: the spec's sentence advises a refresh, which would throw
 * the step's answers away; the wizard keeps them and offers TRY AGAIN beside NEXT instead.
 */
export const STEP_SAVE_FAILED =
  'Your answers could not be saved just now. They are still here: check your connection and press TRY AGAIN.';

/** Trade reference upload network error; 'uploadin' is the spec's spelling (customer-portal.md §8, sic). */
export const UPLOAD_NETWORK_ERROR = 'Error uploadin file. Please contact your administrator for assistance!';
export const UPLOAD_SAVED = 'The trade references document uploaded successfully.';
export const UPLOAD_MISSING = 'Please choose a file to upload.';
export const UPLOAD_WRONG_TYPE = 'Only .pdf, .doc and .docx files can be uploaded.';
export const UPLOAD_TOO_LARGE = 'The file is too large. The maximum size is 10 MB.';
/** The virus scan (CLAMD_URL) found something in the file. */
export const UPLOAD_INFECTED = 'This file cannot be uploaded: the virus scan found a threat in it.';
/** The virus scan is configured but could not check the file: nothing unscanned is stored. */
export const UPLOAD_SCAN_UNAVAILABLE =
  'The file could not be checked for viruses just now. Please try again in a few minutes.';
export const TRADE_REFERENCES_NOT_FOUND = 'No trade references document has been uploaded.';
/** Not in the spec: answered 429 when uploads through one link (or the server) are already at their limit. */
export const UPLOAD_BUSY = 'Another upload is still in progress. Please wait a moment and try again.';
