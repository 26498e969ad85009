import {
  sixBankUi,
  sixCompanyUi,
  sixCreditUi,
  sixSignUi,
  sixTradeReferencesUi,
} from './application-six-shared';
import { checkbox } from './ui-parts';
import type { UiSchema } from './ui-parts';

/** Six-step credit application of the container-port group: the per-diem agreement heads step 1. */
export const applicationSixCpgUi: UiSchema = {
  ...sixCompanyUi(),
  perDiemAgreement: checkbox(
    'I agree to the cash outlay terms: an administration fee of 15% applies to expenses covered outside dray, fuel and accessorials (including per diem and storage) unless agreed in writing; credit terms are net 30 days.',
  ),
  ...sixCreditUi(),
  bankInfo: sixBankUi(),
  tradeRefInfo: sixTradeReferencesUi(),
  ...sixSignUi(),
};
