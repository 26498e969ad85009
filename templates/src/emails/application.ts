/** Credit application emails; wording from the unit's record (back-office.md §2 'Credit Application Email Templates'). */
import { type Fact, wordingEmails } from './skeleton';

const APPLICATION: Fact[] = [
  ['Application #', 'applicationNumber'],
  ['Company', 'companyName'],
];
const DUPLICATE: Fact[] = [
  ['Company', 'companyName'],
  ['Email', 'email'],
];
const OPEN_APPLICATION = { label: 'Open Application', text: 'Open the application' };

export const applicationTemplates = wordingEmails({
  'application-invitation': {
    audience: 'customer',
    subject: '{{unit.name}} Credit Application',
    heading: 'Your credit application',
    wording: { lead: 'invitationTopNote', first: 'invitationBody' },
    start: { url: 'applyUrl', label: 'Start Credit Application', text: 'Start your credit application' },
  },
  'application-receipt': {
    audience: 'customer',
    subject: 'Credit Application Received - Application # {{applicationNumber}}',
    heading: 'We received your credit application',
    wording: { first: 'receiptFirstParagraph', second: 'receiptSecondParagraph' },
    facts: APPLICATION,
    attachmentNote: 'A copy of your application is attached: Application # {{applicationNumber}}.pdf',
  },
  'application-approved': {
    audience: 'customer',
    subject: 'Credit Application Approved - Application # {{applicationNumber}}',
    heading: 'Your credit application has been approved',
    wording: {
      lead: 'approvedBoldParagraph',
      first: 'approvedFirstParagraph',
      second: 'approvedSecondParagraph',
    },
    facts: [
      ...APPLICATION,
      ['Customer Code', 'customerCode'],
      ['Approved Amount', '(money approvedAmount)'],
      ['Net Terms', 'netTerms'],
      ['Payment Terms', 'paymentTerms'],
    ],
  },
  'application-denied': {
    audience: 'customer',
    subject: 'Credit Application Decision - Application # {{applicationNumber}}',
    heading: 'About your credit application',
    wording: { first: 'deniedFirstParagraph', second: 'deniedSecondParagraph' },
    facts: APPLICATION,
  },
  'application-contact-approved': {
    audience: 'staff',
    // back-office.md §9: 'Approval email subject on the approval flow: 'Needs Additional Review'.'
    subject: 'Needs Additional Review',
    heading: 'Credit application approved - Application # {{applicationNumber}}',
    wording: { first: 'contactApprovedBody' },
    facts: [
      ...APPLICATION,
      ['Customer Email', 'email'],
      ['Customer Code', 'customerCode'],
      ['Approved Amount', '(money approvedAmount)'],
      ['Net Terms', 'netTerms'],
      ['Payment Terms', 'paymentTerms'],
      ['COD', '(cod isCod)'],
      ['Approved By', 'approvedBy'],
      ['Approved On', '(date approvedOrDeniedDate)'],
    ],
    detailsLink: OPEN_APPLICATION,
  },
  'application-contact-denied': {
    audience: 'staff',
    subject: 'Credit Application Denied - Application # {{applicationNumber}}',
    heading: 'Credit application denied - Application # {{applicationNumber}}',
    wording: { first: 'contactDeniedBody' },
    facts: [
      ...APPLICATION,
      ['Customer Email', 'email'],
      ['Denial Code', 'denialCode'],
      ['Denied By', 'deniedBy'],
      ['Denied On', '(date approvedOrDeniedDate)'],
    ],
    detailsLink: OPEN_APPLICATION,
  },
  'application-duplication': {
    audience: 'customer',
    subject: '{{unit.name}} Credit Application',
    heading: 'We already have your credit application',
    wording: { first: 'duplicationNotification' },
    facts: DUPLICATE,
  },
  'application-contact-duplication': {
    audience: 'staff',
    subject: 'Duplicate Credit Application - {{companyName}}',
    heading: 'Duplicate credit application',
    wording: { first: 'contactDuplicationNotification' },
    facts: [...DUPLICATE, ['Existing Application #', 'applicationNumber'], ['Existing Status', 'status']],
    detailsLink: OPEN_APPLICATION,
  },
});
