import { FORM_MESSAGES as M } from '../../messages/forms';
import { OWNERSHIPS, documentsList, invoiceMethod, nineDigits } from '../fields';
import { choice, count, mustTick, obj, req, text } from '../dsl';
import type { FormSource, JsonSchema } from '../types';
import {
  DRAFT_07,
  applicationDefaults,
  existingAccountNumber,
  sixLayout,
  surveyFields,
  tradeReferenceSix,
  tradeReferences,
} from './application-common';
import { billingAddress, chbEight } from './application-eight-parts';
import { sixBank, sixCompany, sixCompanyLayout, sixSign } from './application-six';
import {
  BILLING_ADDRESS_ORDER,
  CHB_ORDER,
  METHOD_ORDER,
  SIX_BANK_ORDER,
  TRADE_REFERENCE_ORDER,
  field,
  list,
} from './layout-parts';
import { applicationRoles, customsBrokerRole } from './roles-parts';

/**
 * The lighter UWL / WDS form of the six-step family: federal tax id (99-9999999) on the bank step, company
 * contact and amount requested optional, ownership without 'Other', billing address (may copy the company
 * address), broker fields that are not required, and a required terms-and-conditions checkbox.
 */

const { companyContact: _contact, ...company } = sixCompany();
const lightCompany = (): Record<string, JsonSchema> => ({
  ...company,
  companyContact: text({ max: [100, M.cannotExceed(100)], forbid: ['withAmp', M.forbidWithAmp] }),
  copyCompanyAddress: { type: 'boolean' },
  billingAddress: billingAddress(),
  chb: chbEight(false),
});

const lightCredit = (): Record<string, JsonSchema> => ({
  amountReq: count({ positive: M.amountReq, max: [999999999, M.amountMax] }),
  numberEmployees: count({ required: M.totalEmployees, max: [9999999, M.employeesMax] }),
  annualRevenue: count({ required: M.annualRevenue, max: [999999999999999, M.revenueMax] }),
  method: req(M.invoiceMethod, invoiceMethod()),
  ownership: choice(OWNERSHIPS.slice(0, 3), M.ownership),
  documents: documentsList(M.oneDocument),
});

const bank = sixBank() as { properties: Record<string, JsonSchema> };
const lightBank: JsonSchema = {
  ...bank,
  properties: { ...bank.properties, federalTaxNumber: nineDigits(undefined, 'unmask') },
};

const sign = { ...sixSign(), termsAndConditions: mustTick(M.agreeTerms) };

export const applicationLight: FormSource = {
  key: 'application-light',
  form: 'credit-application',
  title: 'Credit Application',
  schema: {
    $schema: DRAFT_07,
    title: 'ApplicationLight',
    ...obj({
      ...lightCompany(),
      ...lightCredit(),
      bankInfo: req(M.bankName, lightBank),
      tradeRefInfo: tradeReferences(tradeReferenceSix(), M.minRefsSix),
      ...sign,
      ...surveyFields(),
    }),
  },
  layout: sixLayout(
    [
      [
        ...sixCompanyLayout(),
        'copyCompanyAddress',
        field('billingAddress', BILLING_ADDRESS_ORDER),
        field('chb', CHB_ORDER),
      ],
      [
        'amountReq',
        'numberEmployees',
        'annualRevenue',
        field('method', METHOD_ORDER),
        'ownership',
        'documents',
      ],
      [field('bankInfo', SIX_BANK_ORDER)],
      [list('tradeRefInfo', TRADE_REFERENCE_ORDER)],
      Object.keys(sign),
      ['referral'],
    ],
    { welcome: true },
  ),
  roles: applicationRoles({ customsBroker: customsBrokerRole() }),
  defaults: applicationDefaults(),
  skipUntilEdited: existingAccountNumber(),
};
