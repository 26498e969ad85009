/** Credit application emails; wording from the unit's record (back-office.md §2 'Credit Application Email Templates'). */
import { type Fact, submissionEmails, wordingEmails } from './skeleton';

const kind = submissionEmails({
  title: 'Credit Application',
  numberLabel: 'Application #',
  wordingPrefix: '',
  startUrl: 'applyUrl',
});
const DUPLICATE: Fact[] = [
  ['Company', 'companyName'],
  ['Email', 'email'],
];
const OPEN_APPLICATION = { label: 'Open Application', text: 'Open the application' };

export const applicationTemplates = wordingEmails({
  'application-invitation': kind.invitation('Your credit application'),
  'application-receipt': kind.receipt(
    'A copy of your application is attached: Application # {{applicationNumber}}.pdf',
  ),
  'application-approved': {
    audience: 'customer',
    subject: kind.subject('Approved'),
    heading: 'Your credit application has been approved',
    wording: { lead: kind.field('ApprovedBoldParagraph'), ...kind.paragraphs('Approved') },
    facts: [
      ...kind.facts,
      ['Customer Code', 'customerCode'],
      ['Approved Amount', '(money approvedAmount)'],
      ['Net Terms', 'netTerms'],
      ['Payment Terms', 'paymentTerms'],
    ],
  },
  'application-denied': {
    audience: 'customer',
    subject: kind.subject('Decision'),
    heading: 'About your credit application',
    wording: kind.paragraphs('Denied'),
    facts: kind.facts,
    reasonsNotice: true,
  },
  'application-contact-approved': {
    audience: 'staff',
    // back-office.md §9: 'Approval email subject on the approval flow: 'Needs Additional Review'.'
    subject: 'Needs Additional Review',
    heading: 'Credit application approved - Application # {{applicationNumber}}',
    wording: { first: 'contactApprovedBody' },
    facts: [
      ...kind.facts,
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
    subject: kind.subject('Denied'),
    heading: 'Credit application denied - Application # {{applicationNumber}}',
    wording: { first: 'contactDeniedBody' },
    facts: [
      ...kind.facts,
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
