/**
 * Credit application messages, word for word from back-office.md §5 ('Application invite and copy',
 * 'Application approval', 'Application denial') and §8 ('Application details', 'Application list').
 * Do not reword: users and tests rely on them. The spec's spelling is kept where it is odd
 * ('Error dleteing application…', the trailing space of the copy message).
 */

import { alreadyApproved, alreadyDenied, notSent, notSubmitted } from './submissions';

// §8 Application details: validation of the approval and denial dialogs
export const APPLICATION_CUSTOMER_CODE_REQUIRED = 'You must enter a customer code!';
export const APPLICATION_ALREADY_APPROVED = alreadyApproved('application');
export const APPLICATION_ALREADY_DENIED = alreadyDenied('application');
export const APPLICATION_AMOUNT_REQUIRED = 'You must enter an approved amount!';
export const APPLICATION_NET_TERMS_REQUIRED = 'You must enter the net terms!';
export const APPLICATION_CONTACT_REQUIRED = 'You must select at least one contact!';
export const APPLICATION_DENIAL_CODE_REQUIRED = 'You must select a denial code!';

/**
 * §8: 'Access to approve the application amount is denied! Maximum allowed is: $' followed by the amount
 * (§9: money shown with up to 2 decimals). It caps every approval of credit, activations included.
 */
export const approvalAmountDenied = (maximum: number): string =>
  `Access to approve the application amount is denied! Maximum allowed is: $${maximum.toLocaleString(
    'en-US',
    {
      maximumFractionDigits: 2,
    },
  )}`;

// §8 Application details: success
export const APPLICATION_APPROVED = 'Successfully approved application.';
export const APPLICATION_DENIED = 'Successfully denied application.';
export const APPLICATION_NOTES_UPDATED = 'Successfully updated application notes.';
export const APPLICATION_UPDATED = 'Successfully updated application.';
export const TRADE_REFERENCES_UPLOADED = 'Successfully Uploaded Trade References.';

// §8 Application details: access
export const APPLICATION_CHANGE_DENIED = 'Access to change the application is denied!';
export const APPLICATION_RESEND_DENIED = 'Access to resend an Application invite is denied!';
export const APPLICATION_INVITE_DENIED = 'Access to send an Application invite is denied!';
export const APPLICATION_DOCUSIGN_DENIED = 'Access to view the DocuSign PDF is denied!';
// Copy, link, delete and notes refusals: submissions.ts (both kinds word them alike).

// §8 Application details: other
export const APPLICATION_LINK_ERROR =
  'Error copying application link. Please contact your administrator for assistance!';
export const APPLICATION_PDF_ERROR =
  'Error loading PDF application. Please contact your administrator for assistance!';
export const APPLICATION_NOT_APPROVED = 'Application is not approved!';
export const DOCUSIGN_PDF_UNAVAILABLE = 'DocuSign PDF is unavailable for this application!';
export const DOCUSIGN_PDF_ERROR =
  'Error loading DocuSign PDF. Please contact your administrator for assistance!';
export const TRADE_REFERENCES_PDF_ERROR =
  'Error loading Trade References PDF. Please contact your administrator for assistance!';

// §8 Application list
export const APPLICATIONS_LOAD_ERROR =
  'Error loading applications. Please contact your administrator for assistance!';
/** Spelling as shown in the spec (§8). */
export const APPLICATION_DELETE_ERROR =
  'Error dleteing application. Please contact your administrator for assistance!';
export const APPLICATION_INVITE_DELETED = 'Application invite has been deleted';
export const APPLICATION_INVITE_SENT = 'Application invite has been sent out';
export const APPLICATION_INVITE_RESENT = 'Application invite has been resent';
/** With the trailing space of the spec (§8 Application list). */
export const APPLICATION_COPIED = 'Successfully copied application. ';

// §5 'Application invite and copy' and 'Resend'
export const APPLICATION_INVITE_UNIT_REQUIRED = 'You must select at least one company or division!';
export const RESEND_EMAIL_REQUIRED = 'You must enter in an email!';

// Not worded by the spec: said plainly.
export const APPLICATION_NOT_FOUND = 'Credit application not found.';
export const APPLICATION_NOT_SUBMITTED = notSubmitted('application');
export const APPLICATION_NOT_SENT = notSent('application');
/** Only a sent invite may be deleted (§2 'Delete (sent only)'); the spec words no refusal. */
export const APPLICATION_NOT_DELETABLE = 'Only a sent application invite can be deleted.';
