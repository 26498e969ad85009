import { CPG_ACTIVATION_BANK_ORDER } from '../layout-parts';
import { activationBillingUi, activationCompanyUi, activationSignUi } from './activation-shared';
import { bankInfo, checkbox, checkboxes } from './ui-parts';
import type { UiSchema } from './ui-parts';

/** Customer activation, CPG / Bristol / MiddleBay. */
export const activationCpgUi: UiSchema = {
  ...activationCompanyUi(),
  ...activationBillingUi(),
  documents: checkboxes('Documents Required With Invoice'),
  bankInfo: bankInfo(CPG_ACTIVATION_BANK_ORDER),
  ...activationSignUi(),
  termsAndConditions: checkbox('I have read and accept the terms and conditions'),
};
