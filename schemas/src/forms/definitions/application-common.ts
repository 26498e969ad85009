import { FORM_MESSAGES as M } from '../../messages/forms';
import type { UniqueByRule } from '../../ajv';
import { STATE2, country, email, phoneDigits, phoneSix, referral } from '../fields';
import { obj, text } from '../dsl';
import { DEFAULT_COUNTRY } from '../countries';
import type { FormData, FormLayout, JsonSchema, LayoutControl } from '../types';
import { layout, step } from './layout-parts';

/** Pieces shared by the credit applications (six-step, six-step CPG, lighter form, eight-step). */

export const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';

/** customer-portal.md §4: "If an account number already exists its validation is skipped until it is edited." */
export const existingAccountNumber = (): string[] => ['/bankInfo/accountNumber'];

export const uniqueReferences = (): UniqueByRule[] => [
  { property: 'company', message: M.refCompanyUnique },
  { property: 'phone', message: M.refPhoneUnique, digits: true },
];

/** One trade reference of the six-step family. */
export function tradeReferenceSix(): JsonSchema {
  return obj({
    company: text({
      required: M.refCompany,
      max: [100, M.cannotExceed(100)],
      forbid: ['basic', M.forbidBasic],
    }),
    email: email(),
    contact: text({ required: M.contact, max: [100, M.cannotExceed(100)], noDigits: M.noNumbers }),
    phone: phoneSix(M.refPhone, 'country'),
    address: text({ max: [100, M.cannotExceed(100)], forbid: ['basic', M.forbidBasic] }),
    city: text({ required: M.refCity, max: [50, M.cannotExceed(50)], forbid: ['basic', M.forbidBasic] }),
    state: text({ required: M.twoLetterState, min: [2, M.minTwo], pattern: [STATE2, M.twoLetterState] }),
    country: country(),
  });
}

/** One trade reference of the eight-step wizard. */
export function tradeReferenceEight(): JsonSchema {
  const withAmp = ['withAmp', M.forbidWithAmp] as const;
  return obj({
    company: text({ required: M.refCompanyEight, max: [100, M.cannotExceed(100)], forbid: withAmp }),
    email: email(M.validEmail),
    contact: text({ required: M.contact, max: [100, M.cannotExceed(100)], noDigits: M.noNumbers }),
    phone: phoneDigits(M.phoneNumber, M.phoneValid, 'country'),
    address: text({
      required: M.refAddress,
      max: [100, M.cannotExceed(100)],
      forbid: ['basic', M.forbidBasic],
    }),
    city: text({ required: M.city, max: [50, M.cannotExceed(50)], forbid: ['basic', M.forbidBasic] }),
    state: text({ required: M.twoLetterState, min: [2, M.minTwo], pattern: [STATE2, M.twoLetterState] }),
    country: country(),
  });
}

export const tradeReferences = (item: JsonSchema, minMessage: string): JsonSchema => ({
  type: 'array',
  items: item,
  minItems: 3,
  'x-uniqueBy': uniqueReferences(),
  'x-required': minMessage,
  errorMessage: { minItems: minMessage, type: minMessage },
});

/** Fields outside the wizard steps that the review step or the survey fills. */
export const surveyFields = (): Record<string, JsonSchema> => ({ referral: referral() });

export const SIX_STEP_TITLES = [
  'Company Information',
  'Credit Request',
  'Banking Information',
  'Trade References',
  'E-Sign',
  'Review',
] as const;

const SIX_STEP_IDS = [
  'companyInformation',
  'creditRequest',
  'bankingInformation',
  'tradeReferences',
  'eSign',
  'review',
] as const;

/** The six steps with these fields; E-Sign is the signing step. */
export function sixLayout(
  fields: Array<Array<string | LayoutControl>>,
  options: { welcome?: boolean } = {},
): FormLayout {
  return layout(
    SIX_STEP_IDS.map((id, i) =>
      step(id, SIX_STEP_TITLES[i], fields[i] ?? [], id === 'eSign' ? { sign: true } : {}),
    ),
    options,
  );
}

/** customer-portal.md §3: United States, Email, Corporation, ACH and three trade references. */
export const applicationDefaults = (): FormData => ({
  address: { country: DEFAULT_COUNTRY },
  method: { code: 'Email' },
  ownership: 'Corporation',
  bankInfo: { country: DEFAULT_COUNTRY, paymentMethod: 'ACH' },
  tradeRefInfo: [1, 2, 3].map(() => ({ country: DEFAULT_COUNTRY })),
});
