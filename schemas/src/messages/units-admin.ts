/**
 * Messages of the company and division administration (companies, divisions, contacts, denial codes,
 * onboarding packets), word for word from back-office.md §4, §5 and §8 — including its quirks: some end
 * in '!', some in '.', some in nothing, and the division's 'saved' text still says 'company' (§8).
 */

// Success (§8 'Administration').
export const COMPANY_UPDATED = 'Successfully updated Company.';
export const DIVISION_UPDATED = 'Successfully updated Division.';
export const CONTACT_ADDED = 'Successfully added the Contact.';
export const DENIAL_CODE_ADDED = 'Successfully added the denial code.';
export const PACKET_UPLOADED = 'Successfully Uploaded Packet.';
export const COMPANY_CREATED =
  'Successfully saved company. Please enter the DocuSign Template Id and all Email Verbiage in Company Details.';
export const DIVISION_CREATED =
  'Successfully saved company. Please enter the DocuSign Template Id and all Email Verbiage in Division Details.';

// Access (§8 'Validation and access messages').
export const SAVE_COMPANY_DENIED = 'Access to save the Company is denied!';
export const ADD_COMPANY_DENIED = 'Access to add new company is denied!';
export const ADD_CONTACT_DENIED = 'Access to add a new contact is denied!';
export const ADD_DENIAL_CODE_DENIED = 'Access to add a new denial code is denied!';
export const ADD_DIVISION_DENIED = 'Access to add new division is denied!';
export const SAVE_DIVISION_DENIED = 'Access to save the Division is denied!';

// Add company / division dialogs (§5 'Add company', 'Add division').
export const COMPANY_CODE_EXISTS = 'Company code already exists!';
export const DIVISION_CODE_EXISTS = 'Division code already exists!';
export const COMPANY_NAME_REQUIRED = 'You must enter a company name.';
export const COMPANY_CODE_REQUIRED = 'You must enter a company code.';
export const DIVISION_NAME_REQUIRED = 'You must enter a division name.';
export const DIVISION_CODE_REQUIRED = 'You must enter a division code.';
export const EMAIL_TEMPLATE_REQUIRED = 'You must select an email template.';
export const COMPANY_REQUIRED = 'You must select a company.';

// Save company / division (§5 'Save company', 'Save division').
export const COMPANY_CODE_UNIQUE = 'Company Code must be unique';
export const DIVISION_CODE_UNIQUE = 'Division Code must be unique!';
export const SAVE_NAME_REQUIRED = 'Please enter a Company Name';
export const SAVE_CODE_REQUIRED = 'Please enter a Company Code';
export const SAVE_PREFIX_REQUIRED = 'Please enter a Prefix';
export const SAVE_EMAIL_TEMPLATE_REQUIRED = 'Please select a Email Template';
/** §5 'quick credit amount numeric'; the spec gives no wording for it. */
export const QUICK_CREDIT_NUMERIC = 'Quick Credit Amount must be a number.';

// Contact (§5 'Contact'; only the 'Invalid Email. ' prefix of the email rules is the spec's).
export const CONTACT_NAME_REQUIRED = 'You must enter a Contact Name!';
export const CONTACT_NAME_UNIQUE = 'Contact Name must be unique';
export const CONTACT_NAME_TOO_LONG = 'Contact Name must be 100 characters or fewer.';
export const CONTACT_EMAIL_RULES = {
  required: 'Invalid Email. An email is required.',
  tooLong: 'Invalid Email. An email must be 250 characters or fewer.',
  oneAt: "Invalid Email. An email must contain exactly one '@'.",
  dot: "Invalid Email. An email must contain a '.'.",
  startsWithAt: "Invalid Email. An email cannot start with '@'.",
  dotAfterAt: "Invalid Email. An email must have a '.' after the '@'.",
  characters: 'Invalid Email. An email cannot contain the characters (),:;<>[]\\.',
} as const;
export const contactDeactivateTitle = (name: string) => `Deactivate ${name}`;
export const contactDeactivateText = (name: string) =>
  `You are about to deactivate contact ${name} do you want to continue?`;

// Denial code (§5 'Denial code', §4).
export const DENIAL_CODE_REQUIRED = 'You must enter a Denial Code.';
export const DENIAL_DESCRIPTION_REQUIRED = 'You must enter a Description.';
export const DENIAL_CODE_TOO_LONG = 'Denial Code must be 20 characters or fewer.';
export const DENIAL_CODE_UNIQUE = 'Denial Code must be unique.';
export const DENIAL_CODE_SPECIAL = "Special characters except '-' are not allowed for the Denial Code!";
export const denialCodeDeleteTitle = (code: string) => `Delete ${code}?`;
export const denialCodeDeleteText = (code: string) => `Are you sure you want to delete ${code}?`;

// Onboarding packet (§4, §5 'Uploads', §8).
export const packetUploadConfirm = (name: string) =>
  `Are you sure you want to upload the onboarding packet for ${name}? This will overwrite the current packet.`;
export const PACKET_UNAVAILABLE = 'New customer packet unavailable for this division!';
export const PACKET_PDF_ONLY = 'The onboarding packet must be a PDF file.';
export const PACKET_MISSING = 'Please choose a PDF file to upload.';

// The unit's forms (not in the spec: each unit's form families are data, ARCHITECTURE.md 'Units').
export const FORM_FAMILY_DENIED = 'Only a super admin may choose the forms of a company or division.';
/** What a form kind is called in these messages. */
export const FORM_KIND_LABELS = {
  'credit-application': 'credit application',
  'customer-activation': 'customer activation',
} as const;
type FormKindLabel = (typeof FORM_KIND_LABELS)[keyof typeof FORM_KIND_LABELS];
export const formFamilyUnknown = (family: string) => `There is no form named ${family}.`;
export const formFamilyWrongKind = (family: string, kind: FormKindLabel) =>
  `${family} is not a ${kind} form.`;
export const formFamilyUnpublished = (family: string) =>
  `${family} has no published version yet: publish one before a unit uses it.`;
export const formFamilyRequired = (kind: FormKindLabel) => `A company must use a ${kind} form.`;
