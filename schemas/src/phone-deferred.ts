/**
 * The country rules of the validator modules the customer pages load (forms/standalone.ts, through ajv-runtime.ts):
 * US phones and postcodes checked at once, another country's phone once the page has handed in its rule
 * (`intlPhoneFits` on the page's own libphonenumber-js, which it loads lazily: forms/src/lazy-phone-numbers.ts).
 * So the package's metadata (about 31 KB gzip) is no longer bundled into every module and loaded before the form
 * shows (issue 33). Until the rule is here such a phone passes in the browser, and the server, which checks every
 * phone on save and submit, has the last word. No libphonenumber-js here: this file is in every module.
 */
import { countryRuleFailsWith, type IntlPhoneRule } from './phone-postal';

let intlFits: IntlPhoneRule | undefined;

/** The page hands the rule in (exported by every validator module, precompiled.ts `PHONE_ENGINE_EXPORT`). */
export function setPhoneEngine(rule: IntlPhoneRule): void {
  intlFits = rule;
}

export const countryRuleFails = (
  rule: 'phoneUS' | 'phoneIntl' | 'postcode',
  value: unknown,
  parent: unknown,
  path: string,
): boolean => countryRuleFailsWith(intlFits, rule, value, parent, path);

/** The module name generated validator code uses to reach this file. */
export const DEFERRED_PHONE_MODULE = '@cp/schemas/phone-deferred';
