import { FORM_MESSAGES as M } from '../../messages/forms';
import { mustTick, obj, req, text } from '../dsl';
import type { FormSource } from '../types';
import { DRAFT_07, existingAccountNumber, surveyFields } from './application-common';
import {
  billingAddress,
  chbEight,
  eightBank,
  eightCompany,
  eightCredit,
  tradeReferenceOptions,
  tradeReferenceRule,
} from './application-eight-parts';

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
  steps: [
    { id: 'companyInformation', title: 'Company Information', fields: Object.keys(eightCompany()) },
    {
      id: 'billingInformation',
      title: 'Billing Information',
      fields: ['copyCompanyAddress', 'billingAddress'],
    },
    { id: 'chbInformation', title: 'CHB Information', fields: ['chb'] },
    { id: 'creditRequest', title: 'Credit Request', fields: Object.keys(eightCredit()) },
    { id: 'bankingInformation', title: 'Banking Information', fields: ['bankInfo'] },
    { id: 'tradeReferences', title: 'Trade References', fields: Object.keys(tradeReferenceOptions()) },
    { id: 'eSign', title: 'E-Sign', fields: Object.keys(sign), clearOnBack: ['termsAndConditions'] },
    { id: 'review', title: 'Review', fields: ['referral'] },
  ],
  signStep: 6,
  skipUntilEdited: existingAccountNumber(),
};
