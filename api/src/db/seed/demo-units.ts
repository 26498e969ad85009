/**
 * The demo companies and divisions: every email template value (CPG, IDS, MIDDLEBAY, BRISTOL, WDS, UWL)
 * and both form families, each with every wording field, contacts and denial codes.
 */
import type { units } from '../schema';

type UnitInsert = typeof units.$inferInsert;

export interface DemoUnit {
  code: string;
  name: string;
  emailTemplate: NonNullable<UnitInsert['emailTemplate']>;
  parentCode?: string;
  /** A company's form families; a division without them uses its company's. */
  activationFamily?: string;
  applicationFamily?: string;
  theme: { primary: string; secondary: string; displayName: string };
  domain: string;
  quickCreditAmount: string;
}

export const DEMO_UNITS: DemoUnit[] = [
  {
    code: 'CPG',
    name: 'Container Port Group',
    emailTemplate: 'CPG',
    activationFamily: 'activation-cpg',
    applicationFamily: 'application-six-cpg',
    domain: 'cpg.demo.test',
    quickCreditAmount: '25000',
    theme: { primary: '#0b3d91', secondary: '#f2a900', displayName: 'Container Port Group' },
  },
  {
    code: 'BRI',
    name: 'Bristol',
    emailTemplate: 'BRISTOL',
    parentCode: 'CPG',
    domain: 'bristol.demo.test',
    quickCreditAmount: '15000',
    theme: { primary: '#7a1f2b', secondary: '#d4af37', displayName: 'Bristol' },
  },
  {
    code: 'MBT',
    name: 'Middle Bay',
    emailTemplate: 'MIDDLEBAY',
    parentCode: 'CPG',
    domain: 'middlebay.demo.test',
    quickCreditAmount: '15000',
    theme: { primary: '#00695c', secondary: '#80cbc4', displayName: 'Middle Bay Terminal' },
  },
  {
    code: 'UWL',
    name: 'UWL',
    emailTemplate: 'UWL',
    activationFamily: 'activation-uwl',
    applicationFamily: 'application-eight',
    domain: 'uwl.demo.test',
    quickCreditAmount: '50000',
    theme: { primary: '#1a237e', secondary: '#ff6f00', displayName: 'UWL' },
  },
  {
    code: 'WDS',
    name: 'World Distribution Services',
    emailTemplate: 'WDS',
    activationFamily: 'activation-uwl',
    applicationFamily: 'application-eight',
    domain: 'wds.demo.test',
    quickCreditAmount: '50000',
    theme: { primary: '#263238', secondary: '#00acc1', displayName: 'World Distribution Services' },
  },
  {
    code: 'IDS',
    name: 'IDS',
    emailTemplate: 'IDS',
    activationFamily: 'activation-cpg',
    applicationFamily: 'application-six',
    domain: 'ids.demo.test',
    quickCreditAmount: '20000',
    theme: { primary: '#4a148c', secondary: '#ffb300', displayName: 'Intermodal Drayage Services' },
  },
];

/** The 13 credit-application and 7 customer-activation wording fields, in the unit's own voice. */
export function demoWording(u: DemoUnit): Partial<UnitInsert> {
  const n = u.theme.displayName;
  return {
    invitationBody: `${n} invites you to apply for trade credit. Please complete the secure online application using the link below; it takes about ten minutes.`,
    invitationTopNote: `Please have your bank and trade reference details ready before you start.`,
    receiptFirstParagraph: `Thank you for applying for credit with ${n}. We have received your application.`,
    receiptSecondParagraph: `Our credit team reviews applications within two business days and will contact you with the decision.`,
    deniedFirstParagraph: `Thank you for your interest in doing business with ${n}.`,
    deniedSecondParagraph: `After careful review we are unable to extend credit at this time. You are welcome to continue shipping with us on prepaid terms.`,
    approvedFirstParagraph: `Good news: your credit application with ${n} has been approved.`,
    approvedSecondParagraph: `Your credit limit and payment terms are shown below. Please keep your customer code for all future correspondence.`,
    approvedBoldParagraph: `Invoices are due within the approved terms; late payments may lead to a review of your credit line.`,
    contactApprovedBody: `A credit application for ${n} has been approved. The details are below for your records.`,
    contactDeniedBody: `A credit application for ${n} has been denied. The denial code and notes are below.`,
    duplicationNotification: `We already have an application on file for your company with ${n}; our credit team will be in touch.`,
    contactDuplicationNotification: `A customer submitted a credit application to ${n} that matches an existing account. Please review it.`,
    caInvitationBody: `${n} invites you to activate your customer account. Please complete the short activation form using the link below.`,
    caInvitationTopNote: `The form takes about five minutes; have your accounts payable and banking contacts at hand.`,
    caReceiptFirstParagraph: `Thank you for completing your customer activation with ${n}.`,
    caReceiptSecondParagraph: `A copy of your activation form is attached. Our team will confirm your account shortly.`,
    caApprovedFirstParagraph: `Your customer account with ${n} is now active.`,
    caApprovedSecondParagraph: `Your payment terms are shown below. Thank you for choosing ${n}.`,
    caStatusParagraph: `The status of your customer activation with ${n} has been updated.`,
    referenceRequestBody: `One of our customers has given your company as a credit reference. Your answer helps ${n} extend fair terms; it takes about two minutes, and it is kept confidential.`,
    referenceReminderBody: `We have not yet received your answer to our credit reference request. If you cannot give references, one tap on the form tells us so.`,
    onboardingEmail: `onboarding@${u.domain}`,
    // customer-portal.md §9: MiddleBay has no terms link.
    termsUrl: u.code === 'MBT' ? '' : `https://www.${u.domain}/terms`,
    websiteUrl: `https://www.${u.domain}`,
  };
}

export const DEMO_CONTACTS = [
  ['Credit Desk', 'credit'],
  ['Sales Team', 'sales'],
  ['Billing Office', 'billing'],
] as const;
export const DEMO_INACTIVE_CONTACT = ['Former Manager', 'former.manager'] as const;

export const DEMO_DENIAL_CODES = [
  // Code, description, and the reason statement a denial offers (README 'Regulation B').
  ['INSUFFICIENT-HISTORY', 'Insufficient credit history', 'Limited credit experience'],
  ['BAD-REFERENCES', 'Trade references could not be verified', 'Unable to verify credit references'],
  [
    'PAST-DUE',
    'Past due balance with a current provider',
    'Delinquent past or present credit obligations with others',
  ],
] as const;
