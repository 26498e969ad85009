/**
 * Phone numbers and postcodes by the chosen country (issue 27 item 16), one code for the browser and the server:
 * the validator keywords `x-phoneUS`, `x-phoneIntl` and `x-postcode` (ajv.ts) call these through ajv-runtime.ts,
 * the normalisation stores a phone as these say, and the phone widget and the display format with them.
 *
 * United States (and a blank country, the forms' default): the spec's 10 digits, shown 999-999-9999. Any other
 * country: a valid number of that country (libphonenumber-js, its small 'min' metadata), stored in international
 * form (E.164, '+442079460958') and shown in that country's format ('+44 20 7946 0958'). Postcodes: US ZIP or
 * ZIP+4, Canada, United Kingdom and Mexico by their format; other countries by length only (the field's maximum).
 */
import {
  AsYouType,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/min';
import { countryCode } from './forms/countries';

/** The country at `path` ('country', 'address/country') of the object holding the phone or postcode. */
export function countryAt(parent: unknown, path: string): unknown {
  let value: unknown = parent;
  for (const key of path.split('/')) {
    if (!value || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** True for the United States and a blank country (the default). */
export const isUsCountry = (country: unknown): boolean => countryCode(country) === 'US';

const isoOf = (country: unknown): CountryCode | undefined => countryCode(country) as CountryCode | undefined;

/**
 * A phone as stored for its country: in the US as given; elsewhere the international form (E.164) of a number
 * typed nationally ('020 7946 0958' under United Kingdom) or with its code ('+44 20…'); as given if unreadable.
 */
export function storedPhone(value: string, country: unknown): string {
  if (isUsCountry(country) || value === '') return value;
  const parsed = parsePhoneNumberFromString(value, isoOf(country));
  return parsed ? parsed.number : value;
}

/** The US rule: exactly 10 digits. */
export const usPhoneFits = (value: string): boolean => /^\d{10}$/.test(value);

/** Another country's rule: a valid number of that country (by its calling code), stored as E.164. */
export function intlPhoneFits(value: string, country: unknown): boolean {
  if (!/^\+\d{4,15}$/.test(value)) return false;
  const parsed = parsePhoneNumberFromString(value);
  if (!parsed?.isValid()) return false;
  const iso = isoOf(country);
  return !iso || parsed.countryCallingCode === getCountryCallingCode(iso);
}

/** How a stored phone is shown: 999-999-9999 for US digits (formats.ts), the country's format for E.164. */
export function internationalPhone(value: string): string | undefined {
  if (!value.startsWith('+')) return undefined;
  return parsePhoneNumberFromString(value)?.formatInternational();
}

/** The phone box's text while typing another country's number: formatted as that country writes it. */
export function typingPhone(text: string, country: unknown): string {
  return new AsYouType(isoOf(country)).input(text);
}

const POSTCODES: Record<string, RegExp> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i,
  GB: /^([A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}|GIR ?0AA)$/i,
  MX: /^\d{5}$/,
};

/** A postcode in its country's format (US, CA, GB, MX); any other country: any postcode (its length is the field's). */
export function postcodeFits(value: string, country: unknown): boolean {
  const rule = POSTCODES[countryCode(country) ?? ''];
  return !rule || rule.test(value.trim());
}

/** Another country's phone rule (`intlPhoneFits`); a validator module receives it from the page (phone-deferred.ts). */
export type IntlPhoneRule = (value: string, country: unknown) => boolean;

/**
 * The country rules over a given international phone rule: true when the value fails. Without one (a validator
 * module before the page has handed it in) another country's phone passes and the server has the last word.
 * Non-strings are the type's concern.
 */
export function countryRuleFailsWith(
  intlFits: IntlPhoneRule | undefined,
  rule: 'phoneUS' | 'phoneIntl' | 'postcode',
  value: unknown,
  parent: unknown,
  path: string,
): boolean {
  if (typeof value !== 'string') return false;
  const country = countryAt(parent, path);
  switch (rule) {
    case 'phoneUS':
      return isUsCountry(country) && !usPhoneFits(value);
    case 'phoneIntl':
      return !!intlFits && !isUsCountry(country) && !intlFits(value, country);
    case 'postcode':
      return value !== '' && !postcodeFits(value, country);
  }
}

/** What the server's keywords (ajv.ts) call: every rule, libphonenumber-js included. */
export const countryRuleFails = (
  rule: 'phoneUS' | 'phoneIntl' | 'postcode',
  value: unknown,
  parent: unknown,
  path: string,
): boolean => countryRuleFailsWith(intlPhoneFits, rule, value, parent, path);
