import { FORM_MESSAGES as M } from '../../messages/forms';
import { country, documentsList, phoneDigits, zip } from '../fields';
import { mustTick, obj, text } from '../dsl';
import type { FormSource } from '../types';
import {
  activationBilling,
  activationCompany,
  activationCompanyLayout,
  activationDefaults,
  activationSignature,
  fedTaxId,
} from './activation-common';
import { CPG_ACTIVATION_BANK_ORDER, METHOD_ORDER, field, layout, step } from './layout-parts';
import { activationRoles, bankRole } from './roles-parts';

/** Customer activation for CPG, Bristol and MiddleBay: banking section, documents, terms checkbox. */

const max100 = [100, M.maxLength(100)] as const;
const forbid = ['basic', M.forbidBasic] as const;

/*
 * No `skipUntilEdited` here: customer-portal.md states "an existing account number skips its validation
 * until edited" for the wizards (§4, wizard progress); the short form is filled and submitted once, with
 * no drafts to reopen, and its optional account number has only the 30-character limit (§5).
 */
const bankInfo = obj({
  bankName: text({ max: max100 }),
  principalName: text({ max: max100 }),
  accountNumber: text({ max: [30, M.maxLength(30)] }),
  contact: text({ max: max100 }),
  phone: phoneDigits(undefined, undefined, 'country'),
  address: text({ max: max100, forbid }),
  city: text({ max: max100, forbid }),
  state: text({ max: [2, M.maxLength(2)], forbid, normalize: 'upper' }),
  zip: zip(undefined, 'country'),
  country: country(undefined),
});

export const activationCpg: FormSource = {
  key: 'activation-cpg',
  form: 'customer-activation',
  title: 'Customer Activation',
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'ActivationCpg',
    ...obj({
      ...activationCompany(),
      fedTaxId: fedTaxId(),
      ...activationBilling(),
      documents: documentsList(),
      bankInfo,
      ...activationSignature(),
      termsAndConditions: mustTick(M.acceptTerms),
    }),
  },
  layout: layout([
    step('companyInformation', 'Company Information', activationCompanyLayout([])),
    step('billingCpg', 'Billing Information (AP Contact)', [
      'accountsPayableName',
      'accountsPayableEmail',
      field('method', METHOD_ORDER),
      'paymentMethod',
      'documents',
    ]),
    step('banking', 'Banking Information (Optional)', [field('bankInfo', CPG_ACTIVATION_BANK_ORDER)], {
      optional: true,
    }),
    step('signAndComplete', 'Sign and Complete', ['signature', 'signatureTitle', 'termsAndConditions'], {
      sign: true,
    }),
  ]),
  roles: activationRoles({ bank: bankRole() }),
  defaults: activationDefaults(['bankInfo']),
};
