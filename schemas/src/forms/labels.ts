import type { JsonSchema } from './types';

/**
 * Human labels of the form fields, written into the schemas as `title` (the PDF and the console read them;
 * the UI schemas may override them on screen). Keys are property names, or 'parent.property' where the same
 * name needs another label.
 */
const LABELS: Record<string, string> = {
  companyName: 'Company Name',
  companyContact: 'Company Contact',
  companyEstablishedDate: 'Company Established Date',
  companyPhone: 'Company Phone',
  companyEmail: 'Company Email',
  companyWebsite: 'Company Website',
  ctpatNumber: 'CTPAT Number',
  duns: 'DUNS',
  fedTaxId: 'Federal Tax ID',
  federalTaxNumber: 'Federal Tax Number',
  address: 'Company Address',
  address1: 'Address 1',
  address2: 'Address 2',
  city: 'City',
  state: 'State',
  zip: 'Zip',
  country: 'Country',
  email: 'Email',
  phone: 'Phone',
  contact: 'Contact',
  accountsPayableName: 'Accounts Payable Name',
  accountsPayableEmail: 'Accounts Payable Email',
  method: 'Preferred Method of Receiving Invoices',
  code: 'Method',
  value: 'Send To',
  paymentMethod: 'Payment Method',
  documents: 'Documents Required With Invoice',
  bankInfo: 'Banking Information',
  bankName: 'Bank Name',
  principalName: 'Principal Name',
  accountNumber: 'Bank Account Number',
  chb: 'Customs Broker (CHB)',
  uwlHandleChb: 'Will UWL handle your CHB?',
  achImporter: 'ACH Importer',
  billingAddress: 'Billing Information',
  copyCompanyAddress: 'Same As Company Address',
  amountReq: 'Amount Requested',
  numberEmployees: 'Number of Employees',
  annualRevenue: 'Annual Revenue',
  ownership: 'Ownership',
  perDiemAgreement: 'Cash Outlay (Per Diem) Agreement',
  tradeRefInfo: 'Trade References',
  tradeReferencesFileName: 'Trade References Document',
  tradeReferencesSkipped: 'Trade References Provided Later',
  signature: 'Signature',
  signatureTitle: 'Title',
  termsAndConditions: 'Terms and Conditions Accepted',
  referral: 'How Did You Hear About Us',
  'chb.companyName': 'Broker Company Name',
  'chb.address': 'Address',
  'bankInfo.address': 'Bank Address',
  'bankInfo.address1': 'Bank Address',
  'bankInfo.address2': 'Bank Address 2',
  'bankInfo.contact': 'Bank Contact',
  'bankInfo.phone': 'Bank Phone',
  'bankInfo.email': 'Bank Contact Email',
  'billingAddress.contact': 'Billing Contact',
  'tradeRefInfo.company': 'Company',
  'tradeRefInfo.address': 'Address',
};

/** A copy of `schema` whose properties (also inside arrays and conditions) carry a `title` when missing. */
export function withTitles(schema: JsonSchema, parent = ''): JsonSchema {
  const out: JsonSchema = { ...schema };
  if (schema.properties) {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties as Record<string, JsonSchema>).map(([name, child]) => {
        const title = LABELS[`${parent}.${name}`] ?? LABELS[name];
        const titled = withTitles(child, name);
        return [name, title && !child.title ? { title, ...titled } : titled];
      }),
    );
  }
  if (schema.items) out.items = withTitles(schema.items as JsonSchema, parent);
  for (const branch of ['then', 'else'] as const)
    if (schema[branch]) out[branch] = withTitles(schema[branch] as JsonSchema, parent);
  if (Array.isArray(schema.allOf))
    out.allOf = (schema.allOf as JsonSchema[]).map((s) => withTitles(s, parent));
  return out;
}
