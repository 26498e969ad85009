import {
  SIX_COMPANY_ORDER,
  sixBankUi,
  sixCompanyUi,
  sixCreditUi,
  sixSignUi,
  sixTradeReferencesUi,
} from './application-six-shared';
import type { UiSchema } from './ui-parts';

/** Six-step credit application (divisions other than CPG, UWL and WDS). */
export const applicationSixUi: UiSchema = {
  'ui:order': [...SIX_COMPANY_ORDER, 'amountReq', 'numberEmployees', 'annualRevenue', '*'],
  ...sixCompanyUi(),
  ...sixCreditUi(),
  bankInfo: sixBankUi(),
  tradeRefInfo: sixTradeReferencesUi(),
  ...sixSignUi(),
};
