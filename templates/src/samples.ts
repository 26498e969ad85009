/**
 * A sample context per template: fixtures for the template tests and the super-admin preview route
 * (GET /api/v1/email-templates/:name/preview?brand=UWL).
 */
import { BRAND_STYLES, brandStyle } from './brands';
import type { SubmissionPdfContext } from './pdf/submission';

/** Wording as a super admin would type it in the company details (line breaks become paragraphs). */
export const SAMPLE_WORDING = {
  invitationBody:
    'Thank you for your interest in doing business with us.\nPlease complete the credit application using the button below.',
  invitationTopNote: 'This link expires 30 days after it was sent.',
  receiptFirstParagraph: 'Thank you for submitting your credit application.',
  receiptSecondParagraph: 'Our credit department will review it and contact you within two business days.',
  deniedFirstParagraph: 'Thank you for your application. We are unable to extend credit at this time.',
  deniedSecondParagraph: 'You may continue to do business with us on a cash-on-delivery basis.',
  approvedFirstParagraph: 'Your credit application has been approved with the terms below.',
  approvedSecondParagraph: 'Please contact your sales representative with any questions.',
  approvedBoldParagraph: 'Welcome aboard!',
  contactApprovedBody: 'The credit application below was approved. Please set up the customer account.',
  contactDeniedBody: 'The credit application below was denied.',
  duplicationNotification: 'We already have a credit application on file for your company.',
  contactDuplicationNotification: 'A customer tried to start a second credit application.',
  caInvitationBody: 'Please complete the customer activation form using the button below.',
  caInvitationTopNote: 'This link expires 30 days after it was sent.',
  caReceiptFirstParagraph: 'Thank you for submitting your customer activation.',
  caReceiptSecondParagraph: 'We will let you know as soon as your account is active.',
  caApprovedFirstParagraph: 'Your customer account is now active.',
  caApprovedSecondParagraph: 'We look forward to working with you.',
  caStatusParagraph: 'The customer activation below has a new status.',
  referenceRequestBody:
    'We are reviewing a credit application and would value your reference.\nYour answer is kept confidential.',
  referenceReminderBody: 'We have not yet received your answer to our credit reference request.',
};

export function sampleUnit(brand: string = 'UWL') {
  const style = brandStyle(brand);
  return { ...SAMPLE_WORDING, name: style.name, emailTemplate: style.code };
}

const origin = 'https://credit.example.test';
const app = {
  applicationNumber: 'UWL1042',
  companyName: 'Harbor Freight Traders LLC',
  email: 'ap@harbor.example',
};

export const EMAIL_SAMPLES: Record<string, Record<string, unknown>> = {
  'application-invitation': {
    applyUrl: `${origin}/Apply/UWL/ap%40harbor.example/0b5c8a52-6f55-4d3e-9a54-1d1f3c0e9e11`,
  },
  'application-receipt': { ...app },
  'application-approved': {
    ...app,
    customerCode: 'HARB01',
    approvedAmount: 25000,
    netTerms: 'Net 30',
    paymentTerms: 'ACH',
  },
  'application-denied': { ...app, reasonsUrl: 'https://credit.example.test/Reasons/sample-token' },
  'application-contact-approved': {
    ...app,
    customerCode: 'HARB01',
    approvedAmount: 25000,
    netTerms: 'Net 30',
    paymentTerms: 'ACH',
    approvedBy: 'Alex Admin',
    approvedOrDeniedDate: '2026-11-20T15:04:00.000Z',
    detailsUrl: `${origin}/applications/details/0b5c8a52-6f55-4d3e-9a54-1d1f3c0e9e11`,
  },
  'application-contact-denied': {
    ...app,
    denialCode: 'CREDIT',
    deniedBy: 'Alex Admin',
    approvedOrDeniedDate: '2026-11-20T15:04:00.000Z',
  },
  'application-duplication': { companyName: app.companyName, email: app.email },
  'application-contact-duplication': { ...app, status: 'PENDING' },
  'activation-invitation': {
    activationUrl: `${origin}/Activation/CPG/ap%40harbor.example/4c1f8a52-6f55-4d3e-9a54-1d1f3c0e9e22`,
  },
  'activation-receipt': { ...app, applicationNumber: 'CPG2001' },
  'activation-approved': {
    ...app,
    applicationNumber: 'CPG2001',
    customerCode: 'HARB01',
    paymentTerms: 'Net 30',
  },
  'activation-status': {
    ...app,
    applicationNumber: 'CPG2001',
    status: 'APPROVED',
    customerCode: 'HARB01',
    approvedAmount: 10000,
    paymentTerms: 'Net 30',
    decidedBy: 'Alex Admin',
    approvedOrDeniedDate: '2026-11-20T15:04:00.000Z',
  },
  'user-invitation': { registerUrl: `${origin}/Register/6a1e/2f9c`, firstName: 'Jamie' },
  'password-reset': { resetUrl: `${origin}/passwordreset/6a1e/2f9c`, firstName: 'Jamie' },
  'reviews-due-digest': {
    count: 2,
    one: false,
    unitName: 'UWL',
    asOf: '2026-11-28',
    reviewsUrl: `${origin}/reviews`,
    customers: [
      {
        name: 'Harbor Freight Lines LLC',
        dueOn: '2026-10-29',
        overdueDays: 30,
        url: `${origin}/customers/4c1d`,
      },
      { name: 'Summit Logistics Inc', dueOn: '2026-11-28', overdueDays: 0, url: `${origin}/customers/9e7a` },
    ],
  },
  'details-link': {
    detailsUrl: `${origin}/applications/details/0b5c8a52-6f55-4d3e-9a54-1d1f3c0e9e11`,
    applicationNumber: 'UWL1042',
    companyName: app.companyName,
    senderName: 'Alex Admin',
  },
  'esign-signing': {
    ...app,
    approvedAmount: 25000,
    netTerms: 'Net 30',
    signUrl: `${origin}/api/esign/open/Yk3n9Qe2TzW8pVbL1sXf4uJr7cHd0aMg`,
  },
  'esign-reminder': {
    ...app,
    approvedAmount: 25000,
    netTerms: 'Net 30',
    signUrl: `${origin}/api/esign/open/Yk3n9Qe2TzW8pVbL1sXf4uJr7cHd0aMg`,
  },
  'esign-signed-copy': {
    ...app,
    approvedAmount: 25000,
    netTerms: 'Net 30',
    signerName: 'Dana Whitfield',
    signedAt: '2026-11-21T16:42:00.000Z',
  },
  'reasons-statement': {
    ...app,
    fileName: `Statement of reasons - Application # ${app.applicationNumber}.pdf`,
  },
  'reference-request': {
    applicantName: app.companyName,
    referenceCompany: 'Pacific Drayage Co',
    referenceContact: 'Maria Lopez',
    bank: false,
    referenceUrl: `${origin}/Reference/UWL/q7Lm2Xv9Rt4Kp8Wn3Bz6Ye1Hc5Jd0Fg2Sa7Uk4No9Qi`,
    accessCode: 'K7M4Q2',
  },
  'reference-reminder': {
    applicantName: app.companyName,
    referenceCompany: 'First Harbor Bank',
    referenceContact: 'Linda Park',
    bank: true,
    referenceUrl: `${origin}/Reference/UWL/q7Lm2Xv9Rt4Kp8Wn3Bz6Ye1Hc5Jd0Fg2Sa7Uk4No9Qi`,
    accessCode: 'K7M4Q2',
  },
  plain: { subject: 'A note from the credit department', text: 'First line.\nSecond line.' },
};

/** The context the preview route and the tests render: the sample plus the unit wording and brand. */
export function emailSample(name: string, brand: string = 'UWL'): Record<string, unknown> {
  return { ...(EMAIL_SAMPLES[name] ?? {}), unit: sampleUnit(brand), brand: brandStyle(brand).code };
}

export const PDF_SAMPLE: SubmissionPdfContext = {
  brand: 'UWL',
  unitName: BRAND_STYLES.UWL.name,
  title: 'Credit Application',
  applicationNumber: 'UWL1042',
  status: 'NEW',
  submittedOn: '11/20/2026',
  sections: [
    {
      title: 'Company Information',
      fields: [
        { label: 'Company Name', value: 'Harbor Freight Traders LLC' },
        { label: 'Phone', value: '555-123-4567' },
      ],
    },
    {
      title: 'Trade References',
      fields: [],
      table: { columns: ['Company', 'Phone'], rows: [['Acme Supply', '555-987-6543']] },
    },
  ],
  signature: { name: 'Pat Doe', title: 'Controller', date: '11/20/2026' },
  generatedOn: '11/20/2026',
};
