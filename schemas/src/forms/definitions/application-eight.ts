import { FORM_MESSAGES as M } from '../../messages/forms';
import { mustTick, obj, req, text } from '../dsl';
import type { FormSource } from '../types';
import { DRAFT_07, applicationDefaults, existingAccountNumber, surveyFields } from './application-common';
import {
  billingAddress,
  chbEight,
  eightBank,
  eightCompany,
  eightCredit,
  tradeReferenceOptions,
  tradeReferenceRule,
} from './application-eight-parts';
import {
  ADDRESS_ORDER,
  BILLING_ADDRESS_ORDER,
  CHB_ORDER,
  EIGHT_BANK_ORDER,
  METHOD_ORDER,
  TRADE_REFERENCE_ORDER,
  field,
  layout,
  list,
  step,
} from './layout-parts';
import { applicationRoles, bankRole, customsBrokerRole } from './roles-parts';

/** The eight-step credit application of UWL and WDS. */

const sign = {
  signature: text({ required: M.signatureEight, max: [200, M.cannotExceed(200)] }),
  signatureTitle: text({
    required: M.title,
    max: [100, M.cannotExceed(100)],
    forbid: ['withAmp', M.forbidWithAmp],
    normalize: 'upper',
  }),
  termsAndConditions: mustTick(M.agreeTerms),
};

export const applicationEight: FormSource = {
  key: 'application-eight',
  form: 'credit-application',
  title: 'Credit Application',
  schema: {
    $schema: DRAFT_07,
    title: 'ApplicationEight',
    ...obj(
      {
        ...eightCompany(),
        copyCompanyAddress: { type: 'boolean' },
        billingAddress: req(M.address, billingAddress()),
        chb: req(M.selectOption, chbEight(true)),
        ...eightCredit(),
        bankInfo: req(M.bankName, eightBank()),
        ...tradeReferenceOptions(),
        ...sign,
        ...surveyFields(),
      },
      { allOf: [tradeReferenceRule('tradeReferences')] },
    ),
  },
  layout: layout(
    [
      step('companyInformation', 'Company Information', [
        'companyName',
        'companyWebsite',
        'companyEstablishedDate',
        'companyContact',
        'companyPhone',
        'companyEmail',
        'accountsPayableEmail',
        'ctpatNumber',
        field('address', ADDRESS_ORDER),
      ]),
      step('billingInformation', 'Billing Information', [
        'copyCompanyAddress',
        field('billingAddress', BILLING_ADDRESS_ORDER),
      ]),
      step('chbInformation', 'CHB Information', [field('chb', CHB_ORDER)]),
      step('creditRequest', 'Credit Request', [
        'amountReq',
        'numberEmployees',
        'annualRevenue',
        'ownership',
        field('method', METHOD_ORDER),
        'documents',
      ]),
      step('bankingInformation', 'Banking Information', [field('bankInfo', EIGHT_BANK_ORDER)]),
      step('tradeReferences', 'Trade References', [
        'tradeReferencesSkipped',
        'tradeReferencesFileName',
        list('tradeRefInfo', TRADE_REFERENCE_ORDER),
      ]),
      step('eSign', 'E-Sign', Object.keys(sign), { sign: true, clearOnBack: ['termsAndConditions'] }),
      step('review', 'Review', ['referral']),
    ],
    { welcome: true },
  ),
  roles: applicationRoles({
    customsBroker: customsBrokerRole(),
    bank: { ...bankRole(), email: '/bankInfo/email' },
  }),
  defaults: applicationDefaults(),
  skipUntilEdited: existingAccountNumber(),
};
