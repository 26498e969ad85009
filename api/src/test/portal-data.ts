/**
 * Complete, valid form data per form key for the portal tests (what a customer would have typed).
 * Kept here rather than in schemas so the API tests state the data they submit.
 */
const address = {
  address1: '100 Harbor Way',
  city: 'Oakland',
  state: 'CA',
  zip: '94607',
  country: 'United States',
};
const tradeRef = (n: number) => ({
  company: `Supplier ${n}`,
  email: `ref${n}@supplier.test`,
  contact: 'Pat Lee',
  phone: `510555000${n}`,
  country: 'United States',
  address: `${n} Dock Street`,
  city: 'Oakland',
  state: 'CA',
  zip: '94607',
});

const company = {
  companyName: 'Acme Freight',
  companyContact: 'Jane Doe',
  companyEstablishedDate: '2001-04-15',
  companyPhone: '5105550100',
  companyEmail: 'office@acme.test',
  companyWebsite: 'https://acme.test',
  accountsPayableEmail: 'ap@acme.test',
  address,
};

const signature = { signature: 'Jane Doe', signatureTitle: 'President', termsAndConditions: true };

const activation = {
  ...company,
  fedTaxId: '123456789',
  accountsPayableName: 'Sam Payable',
  method: { code: 'Email', value: 'invoices@acme.test' },
  paymentMethod: 'ACH',
  ...signature,
};

const bankInfo = {
  bankName: 'First Harbor Bank',
  principalName: 'Jane Doe',
  accountNumber: '123456789012',
  federalTaxNumber: '123456789',
  contact: 'Bank Contact',
  phone: '5105550199',
  address1: '1 Bank Plaza',
  address: '1 Bank Plaza',
  city: 'Oakland',
  state: 'CA',
  zip: '94607',
  country: 'United States',
  paymentMethod: 'ACH',
};

const application = {
  ...company,
  billingAddress: { ...address, email: 'billing@acme.test', phone: '5105550111', contact: 'Bill Payer' },
  chb: { uwlHandleChb: true, achImporter: false },
  amountReq: 50000,
  numberEmployees: 25,
  annualRevenue: 2500000,
  method: { code: 'Email', value: 'invoices@acme.test' },
  ownership: 'Corporation',
  documents: ['Work Order', 'POD/BOL'],
  perDiemAgreement: true,
  bankInfo,
  tradeRefInfo: [tradeRef(1), tradeRef(2), tradeRef(3)],
  ...signature,
};

const samples: Record<string, Record<string, unknown>> = {
  'activation-cpg': activation,
  'activation-uwl': { ...activation, chb: { uwlHandleChb: 'yes', achImporter: true } },
  'application-six': application,
  'application-six-cpg': application,
  'application-eight': application,
  'application-light': application,
};

export function validData(formKey: string): Record<string, unknown> {
  return structuredClone(samples[formKey]);
}
