import type { FormData, FormKey } from './types';

/**
 * One complete, valid record per form key, as a customer would submit it (normalised values). Used by the
 * rule table, PDFs, the playground and the benches.
 */

const address = () => ({
  address1: '1200 HARBOR BLVD',
  address2: 'SUITE 400',
  city: 'LONG BEACH',
  state: 'CA',
  zip: '90802',
  country: 'United States',
});

const tradeReferences = () => [
  {
    company: 'PACIFIC DRAYAGE CO',
    email: 'ar@pacificdrayage.com',
    contact: 'Maria Lopez',
    phone: '5625550101',
    address: '88 OCEAN AVE',
    city: 'LONG BEACH',
    state: 'CA',
    country: 'United States',
  },
  {
    company: 'GULF PALLET SUPPLY',
    email: 'billing@gulfpallet.com',
    contact: 'James Carter',
    phone: '7135550122',
    address: '410 CLINTON DR',
    city: 'HOUSTON',
    state: 'TX',
    country: 'United States',
  },
  {
    company: 'MIDWEST PACKAGING INC',
    email: 'credit@midwestpack.com',
    contact: 'Ann Fischer',
    phone: '3125550143',
    address: '2 WACKER DR',
    city: 'CHICAGO',
    state: 'IL',
    country: 'United States',
  },
];

const bankSix = () => ({
  duns: '123456789',
  bankName: 'First Harbor Bank',
  accountNumber: '000123456789',
  principalName: 'Robert Chen',
  contact: 'Linda Park',
  address1: '500 OCEAN BLVD',
  city: 'LONG BEACH',
  state: 'CA',
  zip: '90802',
  country: 'United States',
  phone: '5625550199',
  federalTaxNumber: '951234567',
  paymentMethod: 'ACH',
});

const companySix = () => ({
  companyName: 'ACME IMPORTS LLC',
  companyEstablishedDate: '2011-04-15',
  accountsPayableEmail: 'ap@acmeimports.com',
  companyEmail: 'info@acmeimports.com',
  companyContact: 'Dana Whitfield',
  companyWebsite: 'https://www.acmeimports.com',
  companyPhone: '5625550100',
  address: address(),
});

const creditSix = () => ({
  amountReq: 50000,
  numberEmployees: 85,
  annualRevenue: 12500000,
  method: { code: 'Email', value: 'invoices@acmeimports.com' },
  ownership: 'Corporation',
  documents: ['Work Order', 'POD/BOL'],
});

const sign = () => ({ signature: 'Dana Whitfield', signatureTitle: 'CFO' });

const sixStep = (): FormData => ({
  ...companySix(),
  ...creditSix(),
  bankInfo: bankSix(),
  tradeRefInfo: tradeReferences(),
  ...sign(),
});

const activationCompany = () => ({
  companyName: 'Acme Imports LLC',
  companyContact: 'Dana Whitfield',
  companyEstablishedDate: '2011-04-15',
  companyPhone: '5625550100',
  companyEmail: 'info@acmeimports.com',
  duns: '123456789',
  fedTaxId: '951234567',
  address: address(),
  accountsPayableName: 'Peter Gomez',
  accountsPayableEmail: 'ap@acmeimports.com',
  method: { code: 'Email', value: 'invoices@acmeimports.com' },
  paymentMethod: 'ACH',
  ...sign(),
});

const broker = () => ({
  companyName: 'HARBOR CUSTOMS BROKERS',
  email: 'entries@harborcb.com',
  phone: '3105550177',
  contact: 'Kevin Young',
  address: '300 S FERRY ST',
  city: 'SAN PEDRO',
  state: 'CA',
  zip: '90731',
});

const SAMPLES: Record<FormKey, () => FormData> = {
  'activation-cpg': () => ({
    ...activationCompany(),
    documents: ['Work Order', 'Scale Ticket'],
    bankInfo: {
      bankName: 'First Harbor Bank',
      principalName: 'Robert Chen',
      accountNumber: '000123456789',
      contact: 'Linda Park',
      phone: '5625550199',
      address: '500 Ocean Blvd',
      city: 'Long Beach',
      state: 'CA',
      zip: '90802',
      country: 'United States',
    },
    termsAndConditions: true,
  }),
  'activation-uwl': () => ({
    ...activationCompany(),
    ctpatNumber: 'CT-778812',
    companyWebsite: 'https://www.acmeimports.com',
    chb: {
      uwlHandleChb: 'no',
      companyName: 'Harbor Customs Brokers',
      contact: 'Kevin Young',
      phone: '3105550177',
      email: 'entries@harborcb.com',
      address1: '300 S Ferry St',
      city: 'San Pedro',
      state: 'CA',
      zip: '90731',
      country: 'United States',
    },
  }),
  'application-six': sixStep,
  'application-six-cpg': () => ({ ...sixStep(), perDiemAgreement: true }),
  'application-eight': () => ({
    ...companySix(),
    billingAddress: {
      ...address(),
      country: undefined,
      email: 'ap@acmeimports.com',
      phone: '5625550111',
      contact: 'Peter Gomez',
    },
    chb: { uwlHandleChb: false, ...broker() },
    ...creditSix(),
    bankInfo: { ...bankSix(), contact: 'Linda Park', email: 'lpark@firstharborbank.com' },
    tradeRefInfo: tradeReferences(),
    ...sign(),
    termsAndConditions: true,
  }),
  'application-light': () => ({
    ...companySix(),
    billingAddress: {
      ...address(),
      country: undefined,
      email: 'ap@acmeimports.com',
      phone: '5625550111',
      contact: 'Peter Gomez',
    },
    chb: { uwlHandleChb: true, achImporter: true },
    ...creditSix(),
    bankInfo: bankSix(),
    tradeRefInfo: tradeReferences(),
    ...sign(),
    termsAndConditions: true,
  }),
  'trade-reference': () => ({
    accountOpenDate: '2014-03-01',
    highCreditAmount: 48000,
    balanceAmount: 12500,
    pastDueAmount: 0,
    paymentTerms: 'Net 30',
    daysBeyondTerms: 4,
    paymentHabit: 'prompt',
    sellAgain: true,
    comments: 'Good customer.',
    respondentName: 'Maria Lopez',
    respondentTitle: 'Credit Manager',
    respondentPhone: '5625550142',
  }),
  'bank-reference': () => ({
    accountOpenDate: '2012-06-15',
    averageBalance: '$10,000–$99,999',
    returnedItems: 0,
    hasLoans: false,
    satisfactory: true,
    respondentName: 'Linda Park',
    respondentTitle: 'Branch Manager',
    respondentPhone: '5625550199',
  }),
};

/** A fresh copy of the valid sample of a form key. */
export function sampleFor(key: FormKey): FormData {
  return JSON.parse(JSON.stringify(SAMPLES[key]())) as FormData;
}
