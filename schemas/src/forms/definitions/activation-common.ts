import { FORM_MESSAGES as M } from '../../messages/forms';
import {
  ACTIVATION_METHODS,
  PAYMENT_METHODS,
  URL,
  addressActivation,
  date,
  email,
  phoneDigits,
} from '../fields';
import { choice, need, obj, text } from '../dsl';
import { DEFAULT_COUNTRY } from '../countries';
import type { FormData, JsonSchema } from '../types';
import { ADDRESS_ORDER, field } from './layout-parts';

/** Fields both activation families share (customer-portal.md §5, general rules and activation form). */

const max100 = [100, M.maxLength(100)] as const;

export const activationCompany = (): Record<string, JsonSchema> => ({
  companyName: text({ required: M.companyName, max: max100 }),
  companyContact: text({ required: M.companyContact, max: max100 }),
  companyEstablishedDate: date(M.validDate),
  companyPhone: phoneDigits(M.phone10, M.phone10, 'address/country'),
  companyEmail: email(M.validEmail),
  duns: text({ normalize: 'digits', pattern: ['^\\d{9}$', M.nineDigits] }),
  address: { ...addressActivation(), 'x-required': M.address },
});

/** FedTaxId: mask 99-9999999, exactly 9 digits. */
export const fedTaxId = (required?: string): JsonSchema =>
  text({ required, normalize: 'digits', pattern: ['^\\d{9}$', M.nineDigits] });

function activationMethod(): JsonSchema {
  const when = (code: string, then: JsonSchema) => ({
    if: { properties: { code: { const: code } }, required: ['code'] },
    then,
  });
  return obj(
    { code: choice(ACTIVATION_METHODS, M.method), value: text({ max: [200, M.maxLength(200)] }) },
    {
      'x-required': M.method,
      allOf: [
        when('Email', need({ value: text({ required: M.methodEmail, format: ['email', M.methodEmail] }) })),
        when('Website', need({ value: text({ required: M.validUrl, pattern: [URL, M.validUrl] }) })),
        when('Other', need({ value: text({ required: M.method }) })),
      ],
    },
  );
}

export const activationBilling = (): Record<string, JsonSchema> => ({
  accountsPayableName: text({ required: M.accountPayableName, max: max100 }),
  accountsPayableEmail: email(M.validEmail),
  method: activationMethod(),
  paymentMethod: choice(PAYMENT_METHODS, M.paymentMethod),
});

export const activationSignature = (): Record<string, JsonSchema> => ({
  signature: text({ required: M.signature, max: [200, M.maxLength(200)] }),
  signatureTitle: text({ required: M.signatureTitle, max: max100 }),
});

/** The company section of both activations, `extra` fields before the address. */
export const activationCompanyLayout = (extra: string[]) => [
  'companyName',
  'companyContact',
  'companyEstablishedDate',
  'companyPhone',
  'companyEmail',
  'duns',
  'fedTaxId',
  ...extra,
  field('address', ADDRESS_ORDER),
];

/** customer-portal.md §3: United States, Email, ACH; the country of the form's bank or broker section. */
export const activationDefaults = (sections: string[]): FormData => ({
  address: { country: DEFAULT_COUNTRY },
  method: { code: 'Email' },
  paymentMethod: 'ACH',
  ...Object.fromEntries(sections.map((name) => [name, { country: DEFAULT_COUNTRY }])),
});
