import { FORM_MESSAGES as M } from '../../messages/forms';
import { country, email, phoneDigits, url, zip } from '../fields';
import { choice, need, obj, text } from '../dsl';
import type { FormSource, JsonSchema } from '../types';
import {
  activationBilling,
  activationCompany,
  activationCompanyLayout,
  activationDefaults,
  activationSignature,
  fedTaxId,
} from './activation-common';
import { BROKER_FIELDS, METHOD_ORDER, field, layout, step } from './layout-parts';
import { activationRoles, customsBrokerRole } from './roles-parts';

/**
 * Customer activation for UWL and WDS: customs-broker section. 'Will UWL handle your CHB?' is stored as the
 * string 'yes' | 'no' | 'n/a' (the spec's true / false / undefined); yes asks the importer-ACH question,
 * no makes the broker fields required.
 */

const forbid = ['basic', M.forbidBasic] as const;
const brokerFields = (): Record<string, JsonSchema> => ({
  companyName: text({ required: M.companyName, max: [200, M.maxLength(200)] }),
  contact: text({ required: M.contact, max: [200, M.maxLength(200)] }),
  phone: phoneDigits(M.phone10, M.phone10, 'country'),
  email: email(M.validEmail),
  address1: text({ required: M.address, max: [100, M.maxLength(100)], forbid }),
  city: text({ required: M.city, max: [100, M.maxLength(100)], forbid }),
  state: text({ required: M.state, max: [2, M.maxLength(2)], forbid, normalize: 'upper' }),
  zip: zip(M.zip, 'country'),
  country: country(),
});
/** The broker fields as optional properties (required only in the 'no' branch). */
const optionalBroker = Object.fromEntries(
  Object.entries(brokerFields()).map(([name, { 'x-required': _required, ...rest }]) => [name, rest]),
);

const chb = obj(
  {
    uwlHandleChb: choice(['yes', 'no', 'n/a'], M.selectOption),
    achImporter: { type: 'boolean', errorMessage: M.selectOption },
    ...optionalBroker,
    address2: text({ max: [100, M.maxLength(100)], forbid }),
  },
  {
    'x-required': M.selectOption,
    allOf: [
      {
        if: { properties: { uwlHandleChb: { const: 'yes' } }, required: ['uwlHandleChb'] },
        then: need({ achImporter: { type: 'boolean', 'x-required': M.selectOption } }),
      },
      {
        if: { properties: { uwlHandleChb: { const: 'no' } }, required: ['uwlHandleChb'] },
        then: need(brokerFields()),
      },
    ],
  },
);

export const activationUwl: FormSource = {
  key: 'activation-uwl',
  form: 'customer-activation',
  title: 'Customer Activation',
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'ActivationUwl',
    ...obj({
      ...activationCompany(),
      fedTaxId: fedTaxId(M.fedTax),
      ctpatNumber: text({ max: [100, M.maxLength(100)] }),
      companyWebsite: url(),
      ...activationBilling(),
      chb,
      ...activationSignature(),
    }),
  },
  layout: layout([
    step(
      'companyInformation',
      'Company Information',
      activationCompanyLayout(['ctpatNumber', 'companyWebsite']),
    ),
    step('billing', 'Billing Information (AP Contact)', [
      'accountsPayableName',
      'accountsPayableEmail',
      field('method', METHOD_ORDER),
      'paymentMethod',
      field('chb', ['uwlHandleChb', 'achImporter', ...BROKER_FIELDS]),
    ]),
    step('signAndComplete', 'Sign and Complete', ['signature', 'signatureTitle'], { sign: true }),
  ]),
  roles: activationRoles({ companyWebsite: '/companyWebsite', customsBroker: customsBrokerRole() }),
  defaults: activationDefaults(['chb']),
};
