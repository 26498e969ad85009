import {
  sixBankUi,
  sixCompanyUi,
  sixCreditUi,
  sixSignUi,
  sixTradeReferencesUi,
} from './application-six-shared';
import type { UiSchema } from './ui-parts';

/** Six-step credit application (divisions other than CPG, UWL and WDS). */
export const applicationSixUi: UiSchema = {
  ...sixCompanyUi(),
  ...sixCreditUi(),
  bankInfo: sixBankUi(),
  tradeRefInfo: sixTradeReferencesUi(),
  ...sixSignUi(),
};
