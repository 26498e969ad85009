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
  phoneSix,
  url,
  zip,
} from '../fields';
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
import {
  ADDRESS_ORDER,
  METHOD_ORDER,
  SIX_BANK_ORDER,
  SIX_COMPANY_ORDER,
  TRADE_REFERENCE_ORDER,
  field,
  list,
} from './layout-parts';
import { applicationRoles } from './roles-parts';

/** The six-step credit application (customer-portal.md §5, Six-step wizard). */

const c100 = [100, M.cannotExceed(100)] as const;
const basic = ['basic', M.forbidBasic] as const;

export const sixCompany = (): Record<string, JsonSchema> => ({
  companyName: text({ required: M.companyName, max: c100, forbid: basic, normalize: 'upper' }),
  companyEstablishedDate: date(M.validDate),
  accountsPayableEmail: email(M.validEmail),
  companyEmail: email(M.validEmail),
  companyContact: text({ required: M.companyContact, max: c100, forbid: ['withAmp', M.forbidWithAmp] }),
  companyWebsite: url(),
  ctpatNumber: text({ max: c100 }),
  companyPhone: phoneSix(undefined, 'address/country'),
  address: req(M.address, addressApplication()),
});

export const sixCredit = (): Record<string, JsonSchema> => ({
  amountReq: count({ required: M.amountReq, max: [999999999, M.amountMax] }),
  numberEmployees: count({ required: M.totalEmployees, max: [9999999, M.employeesMax] }),
  annualRevenue: count({ required: M.annualRevenue, max: [999999999999999, M.revenueMax] }),
  method: req(M.invoiceMethod, invoiceMethod()),
  ownership: choice(OWNERSHIPS, M.ownership),
  documents: documentsList(M.oneDocument),
});

export const sixBank = (): JsonSchema =>
  obj({
    duns: nineDigits(),
    bankName: text({ required: M.bankName, max: c100 }),
    accountNumber: text({
      required: M.bankAccount,
      normalize: 'trim',
      digitsOnly: M.noAlpha,
      max: [30, M.maxLength(30)],
    }),
    principalName: text({ required: M.principalName, max: c100, noDigits: M.noNumbers }),
    contact: text({ required: M.bankContact, max: c100, noDigits: M.noNumbers }),
    address1: text({ required: M.bankAddress, max: c100, forbid: basic, normalize: 'upper' }),
    address2: text({ max: c100, forbid: basic, normalize: 'upper' }),
    city: text({ required: M.bankCity, max: c100, forbid: basic, normalize: 'upper' }),
    state: text({ required: M.twoLetterState, min: [2, M.minTwo], pattern: [STATE2, M.twoLetterState] }),
    zip: zip(M.bankZip, 'country'),
    country: country(),
    phone: phoneSix(M.bankPhone, 'country'),
    federalTaxNumber: nineDigits(),
    paymentMethod: { ...choice(PAYMENT_METHODS), errorMessage: M.paymentMethod },
  });

export const sixSign = (): Record<string, JsonSchema> => ({
  signature: text({ required: M.signatureSix, max: [200, M.cannotExceed(200)] }),
  signatureTitle: text({ required: M.signatureTitle, max: c100, forbid: basic }),
});

/** The company step of the six-step family: its fields, the address's in the order of an address form. */
export const sixCompanyLayout = () =>
  SIX_COMPANY_ORDER.map((name) => (name === 'address' ? field(name, ADDRESS_ORDER) : name));

function sixDefinition(cpg: boolean): FormSource {
  const perDiem: Record<string, JsonSchema> = cpg ? { perDiemAgreement: mustTick(M.perDiem) } : {};
  return {
    key: cpg ? 'application-six-cpg' : 'application-six',
    form: 'credit-application',
    title: 'Credit Application',
    schema: {
      $schema: DRAFT_07,
      title: cpg ? 'ApplicationSixCpg' : 'ApplicationSix',
      ...obj({
        ...sixCompany(),
        ...perDiem,
        ...sixCredit(),
        bankInfo: req(M.bankName, sixBank()),
        tradeRefInfo: tradeReferences(tradeReferenceSix(), M.minRefsSix),
        ...sixSign(),
        ...surveyFields(),
      }),
    },
    layout: sixLayout([
      sixCompanyLayout(),
      [
        ...Object.keys(perDiem),
        'amountReq',
        'numberEmployees',
        'annualRevenue',
        field('method', METHOD_ORDER),
        'ownership',
        'documents',
      ],
      [field('bankInfo', SIX_BANK_ORDER)],
      [list('tradeRefInfo', TRADE_REFERENCE_ORDER)],
      ['signature', 'signatureTitle'],
      ['referral'],
    ]),
    roles: applicationRoles(),
    defaults: applicationDefaults(),
    skipUntilEdited: existingAccountNumber(),
  };
}

export const applicationSix = sixDefinition(false);
/** Container-port group: the per-diem (cash outlay) agreement must be ticked to pass step 1 (Credit Request). */
export const applicationSixCpg = sixDefinition(true);
