import { activationBillingUi, activationCompanyUi, activationSignUi } from './activation-shared';
import { bankInfo, checkbox, checkboxes } from './ui-parts';
import type { UiSchema } from './ui-parts';

/** Customer activation, CPG / Bristol / MiddleBay. */
export const activationCpgUi: UiSchema = {
  'ui:order': [
    'companyName',
    'companyContact',
    'companyEstablishedDate',
    'companyPhone',
    'companyEmail',
    'duns',
    'fedTaxId',
    'address',
    'accountsPayableName',
    'accountsPayableEmail',
    'method',
    'paymentMethod',
    'documents',
    'bankInfo',
    'signature',
    'signatureTitle',
    'termsAndConditions',
    '*',
  ],
  ...activationCompanyUi(),
  ...activationBillingUi(),
  documents: checkboxes('Documents Required With Invoice'),
  bankInfo: bankInfo([
    'bankName',
    'principalName',
    'accountNumber',
    'contact',
    'phone',
    'address',
    'city',
    'state',
    'zip',
    'country',
  ]),
  ...activationSignUi(),
  termsAndConditions: checkbox('I have read and accept the terms and conditions'),
};
