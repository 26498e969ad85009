import { FORM_MESSAGES as M } from '../messages/forms';
import { COUNTRIES } from './countries';
import { choice, need, obj, text, type TextRules } from './dsl';
import type { JsonSchema } from './types';

/** Field schemas shared by several forms. */

export const PHONE10 = '^\\d{10}$';
export const NINE_DIGITS = '^\\d{9}$';
export const STATE2 = '^[A-Za-z]{2}$';
export const ZIP = '^[A-Za-z0-9 -]*$';
export const URL = '^(https?://)?([A-Za-z0-9-]+\\.)+[A-Za-z]{2,}(:\\d+)?(/\\S*)?$';

export const INVOICE_METHODS = ['Email', 'EDI', 'Other'] as const;
export const ACTIVATION_METHODS = ['Email', 'Website', 'Other'] as const;
export const OWNERSHIPS = ['Corporation', 'Partnership', 'Individual', 'Other'] as const;
export const DOCUMENTS = [
  'Work Order',
  'POD/BOL',
  'Scale Ticket',
  'Interchange In/Out',
  'Accessorial Approval',
  'Rate Confirmation',
  'Customs Paperwork',
  'Driver Detention',
] as const;
export const PAYMENT_METHODS = ['ACH', 'Wire'] as const;
export const REFERRALS = [
  'Referral',
  'Advertisement',
  'Trade Show/Conference',
  'Website',
  'Salesperson',
  'Social Media',
] as const;

export const email = (required?: string, message: string = M.validEmail, max = 100): JsonSchema =>
  text({ required, format: ['email', message], max: [max, M.maxLength(max)] });

export const country = (required: string | undefined = M.validCountry): JsonSchema =>
  text({ required, oneOf: [COUNTRIES, M.validCountry] });

export const date = (required?: string): JsonSchema => text({ required, format: ['date', M.validDate] });

export const url = (required?: string, max = 200): JsonSchema =>
  text({ required, pattern: [URL, M.validUrl], max: [max, M.cannotExceed(max)] });

/**
 * A phone's rules by its country (issue 27 item 16), `countryAt` the path of the country field from the object
 * holding the phone ('country', 'address/country'): United States keeps the spec's 10 digits and message
 * (`usMessage`); another country asks for a valid number of that country, stored in international form (E.164).
 */
function byCountry(schema: JsonSchema, usMessage: string, countryAt: string): JsonSchema {
  const { pattern: _pattern, errorMessage, ...rest } = schema;
  const { pattern: _message, ...messages } = errorMessage as Record<string, string>;
  return {
    ...rest,
    'x-phoneUS': countryAt,
    'x-phoneIntl': countryAt,
    errorMessage: { ...messages, 'x-phoneUS': usMessage, 'x-phoneIntl': M.phoneCountry },
  };
}

/**
 * Phone of the short form and the eight-step wizard: non-digits stripped, then exactly 10 digits; with
 * `countryAt`, the rules of the chosen country (byCountry).
 */
export const phoneDigits = (required?: string, valid: string = M.phone10, countryAt?: string): JsonSchema =>
  countryAt
    ? byCountry(text({ required, normalize: 'phone', pattern: [PHONE10, valid] }), valid, countryAt)
    : text({ required, normalize: 'digits', pattern: [PHONE10, valid] });

/** Phone of the six-step wizard: the mask is removed, letters and symbols are an error; rules by country. */
export const phoneSix = (required: string | undefined = M.enterPhone, countryAt?: string): JsonSchema => {
  const schema = text({
    required,
    normalize: 'unmask',
    digitsOnly: M.noAlpha,
    pattern: [PHONE10, M.phoneValid],
  });
  return countryAt ? { ...byCountry(schema, M.phoneValid, countryAt), 'x-digitsOnly': 'phone' } : schema;
};

export const nineDigits = (required?: string, normalize: TextRules['normalize'] = 'unmask'): JsonSchema =>
  text({ required, normalize, digitsOnly: M.nineDigits, pattern: [NINE_DIGITS, M.nineDigits] });

/** Zip: no special characters but a dash, at most 10; with `countryAt`, in the chosen country's format. */
export const zip = (required?: string, countryAt?: string): JsonSchema => {
  const schema = text({
    required,
    max: [10, M.maxLength(10)],
    pattern: [ZIP, M.zipSpecial],
    normalize: 'upper',
  });
  if (!countryAt) return schema;
  const messages = schema.errorMessage as Record<string, string>;
  return {
    ...schema,
    'x-postcode': countryAt,
    errorMessage: { ...messages, 'x-postcode': M.postcodeCountry },
  };
};

/** Address of the short form (general rules). */
export function addressActivation(): JsonSchema {
  const forbid = ['basic', M.forbidBasic] as const;
  return obj({
    address1: text({ required: M.address, max: [100, M.maxLength(100)], forbid: [...forbid] }),
    address2: text({ max: [100, M.maxLength(100)], forbid: [...forbid] }),
    city: text({ required: M.city, max: [100, M.maxLength(100)], forbid: [...forbid] }),
    state: text({ required: M.state, max: [2, M.maxLength(2)], forbid: [...forbid], normalize: 'upper' }),
    zip: zip(M.zip, 'country'),
    country: country(),
  });
}

/** Company address of the credit applications (six-step, lighter form and eight-step alike). */
export function addressApplication(): JsonSchema {
  const base = {
    max: [100, M.cannotExceed(100)],
    forbid: ['basic', M.forbidBasic],
    normalize: 'upper',
  } as const;
  return obj({
    address1: text({ ...base, required: M.address }),
    address2: text({ ...base }),
    city: text({ ...base, required: M.city }),
    state: text({
      required: M.twoLetterState,
      min: [2, M.minTwo],
      pattern: [STATE2, M.twoLetterState],
      normalize: 'upper',
    }),
    zip: zip(M.zip, 'country'),
    country: country(),
  });
}

/** Preferred method of receiving invoices (credit applications). */
export function invoiceMethod(codes: readonly string[] = INVOICE_METHODS): JsonSchema {
  const when = (code: string, then: JsonSchema) => ({
    if: { properties: { code: { const: code } }, required: ['code'] },
    then,
  });
  return obj(
    { code: choice(codes, M.invoiceMethod), value: text({ max: [100, M.cannotExceed(100)] }) },
    {
      allOf: [
        when(
          'Email',
          need({ value: text({ required: M.invoiceEmail, format: ['email', M.invoiceEmailValid] }) }),
        ),
        when('Other', need({ value: text({ required: M.invoiceOther }) })),
      ],
    },
  );
}

export const documentsList = (min?: string): JsonSchema => ({
  type: 'array',
  uniqueItems: true,
  items: { type: 'string', enum: [...DOCUMENTS] },
  ...(min ? { minItems: 1, 'x-required': min, errorMessage: { minItems: min, type: min } } : {}),
});

export const referral = (): JsonSchema => ({
  type: 'array',
  uniqueItems: true,
  items: { type: 'string', enum: [...REFERRALS] },
});
