/**
 * Realistic customer data for seeded submissions. Field names are the camelCase entity fields of
 * back-office.md §3 (Customer activation and Application); dates 'YYYY-MM-DD', phones 10 digits.
 */
import { isoDate, type Random } from './random';

// prettier-ignore
const FIRST = [
  'James', 'Maria', 'Robert', 'Linda', 'David', 'Susan', 'Carlos', 'Aisha', 'Kevin', 'Emily', 'Tom',
  'Grace', 'Luis', 'Nina', 'Omar', 'Rachel',
];
// prettier-ignore
const LAST = [
  'Smith', 'Garcia', 'Johnson', 'Nguyen', 'Brown', 'Patel', 'Miller', 'Lopez', 'Davis', 'Kim', 'Wilson',
  'Martin', 'Clark', 'Lewis', 'Walker', 'Young',
];
// prettier-ignore
const NAME_A = [
  'Atlantic', 'Harbor', 'Summit', 'Prairie', 'Cascade', 'Granite', 'Bluewater', 'Pioneer', 'Keystone',
  'Lakeside', 'Redwood', 'Ironbridge', 'Coastal', 'Midland', 'Northstar', 'Silverline',
];
// prettier-ignore
const NAME_B = [
  'Imports', 'Logistics', 'Trading', 'Foods', 'Supply', 'Manufacturing', 'Distribution', 'Produce',
  'Textiles', 'Electronics', 'Hardware', 'Beverages', 'Paper Goods', 'Auto Parts',
];
const SUFFIX = ['LLC', 'Inc.', 'Co.', 'Corp.', 'Group'];
// prettier-ignore
const STREETS = [
  'Main St', 'Harbor Blvd', 'Industrial Pkwy', 'Commerce Dr', 'Port Rd', 'Warehouse Way', 'Elm St',
  'Oak Ave', 'Terminal Ave', 'Dock St',
];
// prettier-ignore
const CITIES: [string, string, string][] = [
  ['Savannah', 'GA', '31401'], ['Charleston', 'SC', '29401'], ['Norfolk', 'VA', '23510'],
  ['Baltimore', 'MD', '21202'], ['Newark', 'NJ', '07102'], ['Houston', 'TX', '77002'],
  ['Long Beach', 'CA', '90802'], ['Seattle', 'WA', '98101'], ['Jacksonville', 'FL', '32202'],
  ['Mobile', 'AL', '36602'], ['Memphis', 'TN', '38103'], ['Chicago', 'IL', '60601'],
  ['Columbus', 'OH', '43215'], ['Atlanta', 'GA', '30303'], ['Dallas', 'TX', '75201'],
  ['Kansas City', 'MO', '64105'],
];
// prettier-ignore
const BANKS = [
  'First National Bank', 'Harbor Trust', 'Commerce Bank', 'Summit Savings', 'Pacific Mutual Bank',
  'Union Federal',
];
const TITLES = ['Owner', 'President', 'CFO', 'Controller', 'Operations Manager', 'General Manager'];
// prettier-ignore
const DOCUMENTS = [
  'Work Order', 'POD/BOL', 'Scale Ticket', 'Interchange In/Out', 'Accessorial Approval',
  'Rate Confirmation', 'Customs Paperwork', 'Driver Detention',
];
// prettier-ignore
const REFERRALS = [
  'Referral', 'Advertisement', 'Trade Show/Conference', 'Website', 'Salesperson', 'Social Media',
];

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');

export interface Business {
  companyName: string;
  domain: string;
  contact: string;
  email: string;
}

export function fakeBusiness(r: Random): Business {
  const companyName = `${r.pick(NAME_A)} ${r.pick(NAME_B)} ${r.pick(SUFFIX)}`;
  const domain = `${slug(companyName.split(' ').slice(0, 2).join(''))}.example.com`;
  const first = r.pick(FIRST);
  const last = r.pick(LAST);
  return {
    companyName,
    domain,
    contact: `${first} ${last}`,
    email: `${slug(first)}.${slug(last)}@${domain}`,
  };
}

const phone = (r: Random) => `${r.int(2, 9)}${r.digits(9)}`;
const person = (r: Random) => `${r.pick(FIRST)} ${r.pick(LAST)}`;

function place(r: Random) {
  const [city, state, zip] = r.pick(CITIES);
  return {
    address1: `${r.int(10, 9999)} ${r.pick(STREETS)}`,
    address2: r.chance(0.3) ? `Suite ${r.int(100, 900)}` : '',
    city,
    state,
    zip,
    country: 'United States',
  };
}

function signed(r: Random, b: Business, signedOn: Date) {
  return { signature: b.contact, signatureTitle: r.pick(TITLES), signatureDate: isoDate(signedOn) };
}

/** The customer's part of a customer activation (filled once it is submitted). */
export function activationData(
  r: Random,
  b: Business,
  signedOn: Date,
  withChb: boolean,
): Record<string, unknown> {
  const bankPlace = place(r);
  const data: Record<string, unknown> = {
    companyName: b.companyName,
    companyContact: b.contact,
    companyEstablishedDate: isoDate(new Date(Date.UTC(r.int(1965, 2020), r.int(0, 11), r.int(1, 28)))),
    companyEmail: `info@${b.domain}`,
    companyPhone: phone(r),
    companyWebsite: `https://www.${b.domain}`,
    duns: r.digits(9),
    fedTaxId: r.digits(9),
    ctpatNumber: r.chance(0.4) ? `CT${r.digits(8)}` : '',
    address: place(r),
    accountsPayableName: person(r),
    accountsPayableEmail: `ap@${b.domain}`,
    method: { code: 'Email', value: `invoices@${b.domain}` },
    documents: DOCUMENTS.filter(() => r.chance(0.35)),
    paymentMethod: r.chance(0.7) ? 'ACH' : 'Wire',
    bankInfo: {
      bankName: r.pick(BANKS),
      principalName: b.contact,
      accountNumber: r.digits(10),
      contact: person(r),
      phone: phone(r),
      address: bankPlace.address1,
      city: bankPlace.city,
      state: bankPlace.state,
      zip: bankPlace.zip,
      country: 'United States',
    },
    termsAndConditions: true,
    ...signed(r, b, signedOn),
  };
  if (withChb) {
    const p = place(r);
    data.chb = {
      uwlHandleChb: r.chance(0.5),
      achImporter: r.chance(0.5),
      companyName: `${r.pick(NAME_A)} Customs Brokers`,
      contact: person(r),
      ...p,
      email: `entries@${slug(r.pick(NAME_A))}customs.example.com`,
      phone: phone(r),
    };
  }
  return data;
}

/** The customer's part of a credit application (filled once it is submitted). */
export function applicationData(
  r: Random,
  b: Business,
  signedOn: Date,
  eightStep: boolean,
): Record<string, unknown> {
  const p = place(r);
  const bank = place(r);
  const data: Record<string, unknown> = {
    companyName: b.companyName,
    companyContact: b.contact,
    companyEstablishedDate: isoDate(new Date(Date.UTC(r.int(1965, 2020), r.int(0, 11), r.int(1, 28)))),
    companyEmail: `info@${b.domain}`,
    companyPhone: phone(r),
    companyWebsite: `https://www.${b.domain}`,
    accountsPayableEmail: `ap@${b.domain}`,
    ctpatNumber: r.chance(0.3) ? `CT${r.digits(8)}` : '',
    address: p,
    billingAddress: { ...place(r), email: `billing@${b.domain}`, phone: phone(r), contact: person(r) },
    amountReq: r.pick([5000, 10000, 15000, 25000, 50000, 75000, 100000]),
    numberEmployees: r.int(3, 800),
    annualRevenue: r.int(2, 400) * 250000,
    method: r.chance(0.85) ? { code: 'Email', value: `invoices@${b.domain}` } : { code: 'EDI', value: '' },
    ownership: r.pick(['Corporation', 'Corporation', 'Partnership', 'Individual']),
    documents: DOCUMENTS.filter(() => r.chance(0.35)),
    bankInfo: {
      duns: r.digits(9),
      bankName: r.pick(BANKS),
      accountNumber: r.digits(10),
      principalName: b.contact,
      address1: bank.address1,
      address2: '',
      city: bank.city,
      state: bank.state,
      zip: bank.zip,
      contact: person(r),
      phone: phone(r),
      country: 'United States',
      federalTaxNumber: r.digits(9),
      paymentMethod: r.chance(0.7) ? 'ACH' : 'Wire',
    },
    tradeRefInfo: Array.from({ length: 3 }, () => {
      const ref = fakeBusiness(r);
      const at = place(r);
      return {
        company: ref.companyName,
        address: at.address1,
        city: at.city,
        state: at.state,
        country: 'United States',
        phone: phone(r),
        email: ref.email,
        contact: ref.contact,
      };
    }),
    tradeReferencesSkipped: false,
    referral: REFERRALS.filter(() => r.chance(0.25)),
    ...signed(r, b, signedOn),
  };
  if (eightStep) {
    data.chb = {
      uwlHandleChb: r.chance(0.5),
      achImporter: r.chance(0.5),
      companyName: `${r.pick(NAME_A)} Customs Brokers`,
      contact: person(r),
      address: p.address1,
      email: `entries@customs.example.com`,
      city: p.city,
      state: p.state,
      zip: p.zip,
      phone: phone(r),
    };
    data.termsAndConditions = true;
  }
  return data;
}
