import { sixBankUi, sixCompanyUi, sixCreditUi, sixSignUi } from './application-six-shared';
import { billingAddressUi, chbUi, copyAddressUi } from './application-uwl-shared';
import { checkbox, label, tradeReference } from './ui-parts';
import type { UiSchema } from './ui-parts';

/** The lighter UWL / WDS credit application (six-step family). */
export const applicationLightUi: UiSchema = {
  ...sixCompanyUi(),
  copyCompanyAddress: copyAddressUi(),
  billingAddress: billingAddressUi(),
  chb: chbUi(),
  ...sixCreditUi(),
  bankInfo: {
    ...sixBankUi(),
    federalTaxNumber: label('Federal Tax ID', {
      'ui:widget': 'masked',
      'ui:options': { mask: '99-9999999' },
    }),
  },
  tradeRefInfo: {
    'ui:title': 'Trade References',
    'ui:field': 'tradeReferences',
    'ui:options': { fixed: 3 },
    items: tradeReference(false),
  },
  ...sixSignUi(),
  termsAndConditions: checkbox(
    'I agree to the terms and conditions: new clients are COD by default; late payments carry a 1.5% surcharge; ocean freight is billed about 5 days before arrival; storage is invoiced on the first of the month; credit terms may be rescinded at any time.',
  ),
};
