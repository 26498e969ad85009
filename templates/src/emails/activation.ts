/** Customer activation emails; wording from the unit's record (back-office.md §2 'Customer Activation Email Templates'). */
import { type Fact, wordingEmails } from './skeleton';

const ACTIVATION: Fact[] = [
  ['Customer Activation #', 'applicationNumber'],
  ['Company', 'companyName'],
];

export const activationTemplates = wordingEmails({
  'activation-invitation': {
    audience: 'customer',
    subject: '{{unit.name}} Customer Activation',
    heading: 'Activate your account',
    wording: { lead: 'caInvitationTopNote', first: 'caInvitationBody' },
    start: {
      url: 'activationUrl',
      label: 'Start Customer Activation',
      text: 'Start your customer activation',
    },
  },
  'activation-receipt': {
    audience: 'customer',
    subject: 'Customer Activation Received - Customer Activation # {{applicationNumber}}',
    heading: 'We received your customer activation',
    wording: { first: 'caReceiptFirstParagraph', second: 'caReceiptSecondParagraph' },
    facts: ACTIVATION,
    attachmentNote: 'A copy is attached: Customer Activation # {{applicationNumber}}.pdf',
  },
  'activation-approved': {
    audience: 'customer',
    subject: 'Customer Activation Approved - Customer Activation # {{applicationNumber}}',
    heading: 'Your account has been activated',
    wording: { first: 'caApprovedFirstParagraph', second: 'caApprovedSecondParagraph' },
    facts: [...ACTIVATION, ['Customer Code', 'customerCode'], ['Payment Terms', 'paymentTerms']],
  },
  'activation-status': {
    audience: 'staff',
    subject: 'Customer Activation {{statusWord status}} - Customer Activation # {{applicationNumber}}',
    heading: 'Customer activation {{lower (statusWord status)}}',
    wording: { first: 'caStatusParagraph' },
    facts: [
      ...ACTIVATION,
      ['Customer Email', 'email'],
      ['Status', 'status'],
      ['Customer Code', 'customerCode'],
      ['Approved Amount', '(money approvedAmount)'],
      ['Payment Terms', 'paymentTerms'],
      ['Denial Code', 'denialCode'],
      ['Decided By', 'decidedBy'],
      ['Decided On', '(date approvedOrDeniedDate)'],
    ],
    detailsLink: { label: 'Open Customer Activation', text: 'Open the customer activation' },
  },
});
