/**
 * The field layout of the two documents when no form definition is stored for a submission's form
 * family: the entity fields of back-office.md §3, in the order the wizards ask for them.
 */
export type SchemaNode = {
  type?: string;
  title?: string;
  format?: string;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
};

export interface PdfFormDefinition {
  title?: string;
  schema: SchemaNode;
  steps: Array<{ title: string; fields: string[] }>;
}

const str = (title: string): SchemaNode => ({ type: 'string', title });
const num = (title: string): SchemaNode => ({ type: 'number', title });
const bool = (title: string): SchemaNode => ({ type: 'boolean', title });
const list = (title: string): SchemaNode => ({ type: 'array', title, items: { type: 'string' } });
const obj = (title: string, properties: Record<string, SchemaNode>): SchemaNode => ({
  type: 'object',
  title,
  properties,
});

const address = (title: string) =>
  obj(title, {
    address1: str('Address 1'),
    address2: str('Address 2'),
    city: str('City'),
    state: str('State'),
    zip: str('Zip'),
    country: str('Country'),
  });
const method = obj('Invoice Method', { code: str('Method'), value: str('Send To') });
const signature = { signature: str('Signature'), signatureTitle: str('Title'), signatureDate: str('Date') };

export const APPLICATION_DEFINITION: PdfFormDefinition = {
  title: 'Credit Application',
  schema: {
    type: 'object',
    properties: {
      companyName: str('Company Name'),
      companyContact: str('Company Contact'),
      companyEmail: str('Company Email'),
      companyPhone: str('Company Phone'),
      companyWebsite: str('Company Website'),
      companyEstablishedDate: str('Date Established'),
      accountsPayableEmail: str('Accounts Payable Email'),
      ctpatNumber: str('CTPAT Number'),
      ownership: str('Ownership'),
      numberEmployees: { type: 'integer', title: 'Number of Employees' },
      annualRevenue: num('Annual Revenue'),
      amountReq: num('Credit Amount Requested'),
      address: address('Company Address'),
      billingAddress: obj('Billing Address', {
        address1: str('Address 1'),
        address2: str('Address 2'),
        city: str('City'),
        state: str('State'),
        zip: str('Zip'),
        contact: str('Billing Contact'),
        email: str('Billing Email'),
        phone: str('Billing Phone'),
      }),
      chb: obj('Customs Broker', {
        uwlHandleChb: bool('UWL Handles Customs'),
        achImporter: bool('ACH Importer'),
        companyName: str('Broker Company'),
        contact: str('Broker Contact'),
        address: str('Address'),
        city: str('City'),
        state: str('State'),
        zip: str('Zip'),
        email: str('Email'),
        phone: str('Phone'),
      }),
      method,
      documents: list('Documents Required with Invoice'),
      bankInfo: obj('Bank Information', {
        duns: str('DUNS'),
        federalTaxNumber: str('Federal Tax ID'),
        bankName: str('Bank Name'),
        accountNumber: str('Account Number'),
        principalName: str('Principal Name'),
        contact: str('Bank Contact'),
        phone: str('Bank Phone'),
        address1: str('Address 1'),
        address2: str('Address 2'),
        city: str('City'),
        state: str('State'),
        zip: str('Zip'),
        country: str('Country'),
        paymentMethod: str('Payment Method'),
      }),
      tradeRefInfo: {
        type: 'array',
        title: 'Trade References',
        items: obj('Trade Reference', {
          company: str('Company'),
          contact: str('Contact'),
          phone: str('Phone'),
          email: str('Email'),
          address: str('Address'),
          city: str('City'),
          state: str('State'),
          country: str('Country'),
        }),
      },
      ...signature,
    },
  },
  steps: [
    {
      title: 'Company Information',
      fields: [
        'companyName',
        'companyContact',
        'companyEmail',
        'companyPhone',
        'companyWebsite',
        'companyEstablishedDate',
        'accountsPayableEmail',
        'ctpatNumber',
        'ownership',
        'numberEmployees',
        'annualRevenue',
        'amountReq',
        'address',
      ],
    },
    { title: 'Billing', fields: ['billingAddress'] },
    { title: 'Customs Broker', fields: ['chb'] },
    { title: 'Invoicing', fields: ['method', 'documents'] },
    { title: 'Bank Information', fields: ['bankInfo'] },
    { title: 'Trade References', fields: ['tradeRefInfo'] },
    { title: 'Signature', fields: ['signature', 'signatureTitle', 'signatureDate'] },
  ],
};

export const ACTIVATION_DEFINITION: PdfFormDefinition = {
  title: 'Customer Activation',
  schema: {
    type: 'object',
    properties: {
      companyName: str('Company Name'),
      companyContact: str('Company Contact'),
      companyEstablishedDate: str('Date Established'),
      companyEmail: str('Company Email'),
      companyPhone: str('Company Phone'),
      companyWebsite: str('Company Website'),
      duns: str('DUNS'),
      fedTaxId: str('Federal Tax ID'),
      ctpatNumber: str('CTPAT Number'),
      address: address('Company Address'),
      accountsPayableName: str('Accounts Payable Name'),
      accountsPayableEmail: str('Accounts Payable Email'),
      method,
      documents: list('Documents Required with Invoice'),
      chb: obj('Customs Broker', {
        uwlHandleChb: bool('UWL Handles Customs'),
        achImporter: bool('ACH Importer'),
        companyName: str('Broker Company'),
        contact: str('Broker Contact'),
        phone: str('Phone'),
        email: str('Email'),
        address1: str('Address 1'),
        address2: str('Address 2'),
        city: str('City'),
        state: str('State'),
        zip: str('Zip'),
        country: str('Country'),
      }),
      paymentMethod: str('Payment Method'),
      bankInfo: obj('Bank Information', {
        bankName: str('Bank Name'),
        principalName: str('Principal Name'),
        accountNumber: str('Account Number'),
        contact: str('Bank Contact'),
        phone: str('Bank Phone'),
        address: str('Address'),
        city: str('City'),
        state: str('State'),
        zip: str('Zip'),
        country: str('Country'),
      }),
      ...signature,
    },
  },
  steps: [
    {
      title: 'Company Information',
      fields: [
        'companyName',
        'companyContact',
        'companyEstablishedDate',
        'companyEmail',
        'companyPhone',
        'companyWebsite',
        'duns',
        'fedTaxId',
        'ctpatNumber',
        'address',
      ],
    },
    {
      title: 'Accounts Payable',
      fields: ['accountsPayableName', 'accountsPayableEmail', 'method', 'documents'],
    },
    { title: 'Customs Broker', fields: ['chb'] },
    { title: 'Banking', fields: ['paymentMethod', 'bankInfo'] },
    { title: 'Signature', fields: ['signature', 'signatureTitle', 'signatureDate'] },
  ],
};
