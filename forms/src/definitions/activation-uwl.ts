import { activationBillingUi, activationCompanyUi, activationSignUi } from './activation-shared';
import { country, email, label, phone, state, url } from './ui-parts';
import type { UiSchema } from './ui-parts';

/** Customer activation, UWL / WDS: customs-broker section. */
export const uiSchema: UiSchema = {
  'ui:order': [
    'companyName',
    'companyContact',
    'companyEstablishedDate',
    'companyPhone',
    'companyEmail',
    'duns',
    'fedTaxId',
    'ctpatNumber',
    'companyWebsite',
    'address',
    'accountsPayableName',
    'accountsPayableEmail',
    'method',
    'paymentMethod',
    'chb',
    'signature',
    'signatureTitle',
    '*',
  ],
  ...activationCompanyUi(),
  ctpatNumber: label('CTPAT Number'),
  companyWebsite: url('Company Website'),
  ...activationBillingUi(),
  chb: {
    'ui:title': 'Customs Broker',
    'ui:order': ['uwlHandleChb', 'achImporter', 'companyName', 'contact', 'phone', 'email', '*'],
    uwlHandleChb: label('Will UWL handle your CHB?', { 'ui:widget': 'yesNoNa' }),
    achImporter: label('Are you an ACH importer?', { 'ui:widget': 'radio' }),
    companyName: label('Broker Company Name'),
    contact: label('Broker Contact'),
    phone: phone('Broker Phone'),
    email: email('Broker Email'),
    address1: label('Address 1'),
    address2: label('Address 2'),
    city: label('City'),
    state: state(),
    zip: label('Zip'),
    country: country(),
  },
  ...activationSignUi(),
};
