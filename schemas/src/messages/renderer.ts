// Words the generic forms engine shows (customer-portal.md §2, §4, §8), kept exactly as the spec writes them.
// Messages the portal calls already own are reused from portal.ts, not repeated.
import { FILL_REQUIRED_FIELDS, STEP_SAVE_FAILED, UPLOAD_NETWORK_ERROR, UPLOAD_WRONG_TYPE } from './portal';

export const SIGNATURE = {
  dialogTitle: 'Adopt Your Signature',
  fullName: 'Full Name',
  preview: 'Preview',
  consent:
    'By selecting Adopt And Sign, I agree that the signature above is the electronic representation of my ' +
    'signature for all purposes, that it is legal and binding just as a pen-and-paper signature, and that the ' +
    'information I have provided in this application is true and accurate.',
  adopt: 'Adopt And Sign',
  back: 'Back',
  cancel: 'Cancel',
  open: 'Sign',
  empty: 'You must enter in your signature.',
  adoptedLabel: 'Signature',
  /** customer-portal.md §2: the signer must be a member of company management (a statement, not checked). */
  management: "This form must be signed by a member of the company's management.",
} as const;

export const TRADE_REFERENCES = {
  heading: 'Please select one of the options below',
  enter: 'ENTER TRADE REFERENCES',
  upload: 'UPLOAD TRADE REFERENCES',
  later: 'PROVIDE TRADE REFERENCES LATER',
  warningTitle: 'Warning',
  warningText:
    'Please be aware that you must provide trade references separately from this application in order for ' +
    'your credit request to be approved',
  goBack: 'GO BACK AND PROVIDE THE REFERENCES',
  goToSign: 'GO TO E-SIGNATURE',
  add: 'ADD REFERENCE',
  remove: 'REMOVE REFERENCE',
  reference: 'Trade Reference',
  skipped: 'You chose to provide trade references later.',
  /** NEXT with no option chosen, or with UPLOAD chosen and no file: say what is missing. */
  chooseOption:
    'Choose how you will provide your trade references: enter them, upload a file of them, or provide them later.',
  chooseFile: 'Choose the file of your trade references to upload (.pdf, .doc or .docx).',
  uploaded: 'Uploaded trade references:',
  // Spec §8 keeps this misspelling ('uploadin') on purpose.
  uploadFailed: UPLOAD_NETWORK_ERROR,
} as const;

export const FILE_UPLOAD = {
  choose: 'Choose File',
  accepted: '.pdf,.doc,.docx',
  wrongType: UPLOAD_WRONG_TYPE,
} as const;

export const FORM = {
  invalid: FILL_REQUIRED_FIELDS,
  next: 'NEXT',
  back: 'BACK',
  submit: 'SUBMIT',
  submitApplication: 'SUBMIT APPLICATION',
  sectionValid: 'Complete',
  sectionInvalid: 'Incomplete',
  /** A step's save failed without a message of its own; the answers stay on the page. */
  saveFailed: STEP_SAVE_FAILED,
  retry: 'TRY AGAIN',
  /** Typing or pasting past a field's limit, when its definition has no words of its own for it. */
  limitReached: (n: number) => `Maximum length is ${n} characters`,
} as const;
