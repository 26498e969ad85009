/** Customer activation emails; wording from the unit's record (back-office.md §2 'Customer Activation Email Templates'). */
import { submissionEmails, wordingEmails } from './skeleton';

const kind = submissionEmails({
  title: 'Customer Activation',
  numberLabel: 'Customer Activation #',
  wordingPrefix: 'ca',
  startUrl: 'activationUrl',
});

export const activationTemplates = wordingEmails({
  'activation-invitation': kind.invitation('Activate your account'),
  'activation-receipt': kind.receipt('A copy is attached: Customer Activation # {{applicationNumber}}.pdf'),
  'activation-approved': {
    audience: 'customer',
    subject: kind.subject('Approved'),
    heading: 'Your account has been activated',
    wording: kind.paragraphs('Approved'),
    facts: [...kind.facts, ['Customer Code', 'customerCode'], ['Payment Terms', 'paymentTerms']],
  },
  'activation-status': {
    audience: 'staff',
    subject: kind.subject('{{statusWord status}}'),
    heading: 'Customer activation {{lower (statusWord status)}}',
    wording: { first: kind.field('StatusParagraph') },
    facts: [
      ...kind.facts,
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
