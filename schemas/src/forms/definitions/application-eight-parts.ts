import { FORM_MESSAGES as M } from '../../messages/forms';
import {
  OWNERSHIPS,
  PAYMENT_METHODS,
  STATE2,
  addressApplication,
  country,
  date,
  documentsList,
  email,
  invoiceMethod,
  nineDigits,
  phoneDigits,
  url,
  zip,
} from '../fields';
import { choice, count, need, obj, req, text } from '../dsl';
import type { JsonSchema } from '../types';
import { tradeReferenceEight, tradeReferences } from './application-common';

/** Step parts of the eight-step credit application (customer-portal.md §5, Eight-step wizard). */

const c100 = [100, M.cannotExceed(100)] as const;
const basic = ['basic', M.forbidBasic] as const;
const withAmp = ['withAmp', M.forbidWithAmp] as const;
const state2 = () =>
  text({ required: M.twoLetterState, min: [2, M.minTwo], pattern: [STATE2, M.twoLetterState] });

export const eightCompany = (): Record<string, JsonSchema> => ({
  companyName: text({ required: M.companyName, max: c100, forbid: basic, normalize: 'upper' }),
  companyWebsite: url(M.companyWebsite),
  companyEstablishedDate: date(M.validDate),
  accountsPayableEmail: email(M.validEmail),
  companyEmail: email(),
  companyContact: text({ required: M.companyContact, max: c100, forbid: withAmp }),
  ctpatNumber: text({ max: c100 }),
  companyPhone: phoneDigits(M.phoneNumber, M.phoneValid, 'address/country'),
  address: req(M.address, addressApplication()),
});

export const billingAddress = (): JsonSchema =>
  obj({
    address1: text({
      required: M.address,
      max: c100,
      forbid: ['billing', M.forbidBilling],
      normalize: 'upper',
    }),
    address2: text({ max: c100, forbid: ['billing', M.forbidBilling], normalize: 'upper' }),
    city: text({ required: M.city, max: c100, forbid: basic, normalize: 'upper' }),
    state: text({ required: M.state, pattern: [STATE2, M.twoLetterState], normalize: 'upper' }),
    zip: zip(M.zip),
    email: email(M.validEmail),
    phone: phoneDigits(M.phoneNumber, M.phoneValid),
    contact: text({ required: M.bankContact, max: c100, forbid: withAmp, noDigits: M.noNumbers }),
  });

const brokerFields = (required: boolean): Record<string, JsonSchema> => {
  const r = (message: string) => (required ? message : undefined);
  return {
    companyName: text({ required: r(M.companyName), max: c100, forbid: basic }),
    email: email(r(M.validEmail)),
    phone: phoneDigits(r(M.phoneNumber), M.phoneValid),
    contact: text({ required: r(M.contact), max: c100, forbid: withAmp, noDigits: M.noNumbers }),
    address: text({ required: r(M.address), max: c100, forbid: basic, normalize: 'upper' }),
    city: text({ required: r(M.city), max: c100, forbid: basic, normalize: 'upper' }),
    state: text({ required: r(M.twoLetterState), pattern: [STATE2, M.twoLetterState], normalize: 'upper' }),
    zip: zip(r(M.zip)),
  };
};

/** CHB: `uwlHandleChb` true means the broker is handled for the customer (the 'company handles CHB' toggle). */
export const chbEight = (brokerRequired: boolean): JsonSchema =>
  obj(
    { uwlHandleChb: { type: 'boolean' }, achImporter: { type: 'boolean' }, ...brokerFields(false) },
    brokerRequired
      ? {
          if: { properties: { uwlHandleChb: { const: true } }, required: ['uwlHandleChb'] },
          else: need(brokerFields(true)),
        }
      : {},
  );

export const eightCredit = (): Record<string, JsonSchema> => ({
  amountReq: count({ positive: M.amountReq, max: [999999999, M.amountMax] }),
  numberEmployees: count({ required: M.employees, max: [9999999, M.employeesMax] }),
  annualRevenue: count({ required: M.annualRevenue, max: [999999999999999, M.revenueMax] }),
  ownership: choice(OWNERSHIPS, M.ownership),
  method: invoiceMethod(),
  documents: documentsList(),
});

export const eightBank = (): JsonSchema =>
  obj({
    federalTaxNumber: nineDigits(M.fedTax),
    duns: nineDigits(),
    bankName: text({ required: M.bankName, max: c100 }),
    accountNumber: text({ required: M.bankAccount, digitsOnly: M.noAlpha, max: [30, M.maxLength(30)] }),
    principalName: text({ max: c100, noDigits: M.noNumbers }),
    contact: text({ max: c100, noDigits: M.noNumbers }),
    phone: phoneDigits(undefined, M.phoneValid, 'country'),
    // Optional: where the bank reference request goes (README 'Reference requests').
    email: email(),
    address1: text({ required: M.bankAddress, max: c100, forbid: basic, normalize: 'upper' }),
    address2: text({ max: c100, forbid: basic, normalize: 'upper' }),
    city: text({ required: M.bankCity, max: c100, forbid: basic, normalize: 'upper' }),
    state: state2(),
    zip: zip(M.zip, 'country'),
    country: country(),
    paymentMethod: choice(PAYMENT_METHODS, M.paymentMethodEight),
  });

/** Manual references are needed only when no file was uploaded and the step was not skipped. */
export const tradeReferenceRule = (stepId: string): JsonSchema => ({
  'x-step': stepId,
  if: {
    anyOf: [
      { properties: { tradeReferencesSkipped: { const: true } }, required: ['tradeReferencesSkipped'] },
      { properties: { tradeReferencesFileName: { minLength: 1 } }, required: ['tradeReferencesFileName'] },
    ],
  },
  else: need({ tradeRefInfo: tradeReferences(tradeReferenceEight(), M.minRefsEight) }),
});

export const tradeReferenceOptions = (): Record<string, JsonSchema> => ({
  tradeRefInfo: { type: 'array' },
  tradeReferencesFileName: { type: 'string', maxLength: 260 },
  tradeReferencesSkipped: { type: 'boolean' },
});
