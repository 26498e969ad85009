/**
 * libphonenumber-js/min as the customer pages' browser build sees it (vite.plugins.ts, lazyPhoneNumbersPlugin):
 * the same three functions, the package itself loaded on its own chunk at their first call (or ten seconds after
 * the page's load event), not in the first-load JavaScript (issue 33). Only another country's phone uses them
 * (schemas/src/phone-postal.ts); until the package is here (a moment after the first keystroke in such a phone)
 * a number reads as not yet parsed and is shown as typed; the server checks every phone on save and submit.
 */
import type * as Phone from 'libphonenumber-js/min';

let phone: typeof Phone | undefined;
let loading: Promise<void> | undefined;

export function loadPhoneNumbers(): Promise<void> {
  loading ??= import('libphonenumber-js/min').then((module) => {
    phone = module;
  });
  return loading;
}

// Not at the page's load event: on a link page that event comes before the form's own code and fields (they load
// on demand), so the package would still compete with them. Ten seconds after it, or at the first call.
if (typeof window !== 'undefined') {
  const later = () => setTimeout(() => void loadPhoneNumbers(), 10_000);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

const needed = () => {
  if (!phone) void loadPhoneNumbers();
  return phone;
};

export const parsePhoneNumberFromString: typeof Phone.parsePhoneNumberFromString = (...args) =>
  needed()?.parsePhoneNumberFromString(...args);

export const getCountryCallingCode: typeof Phone.getCountryCallingCode = (country) =>
  needed()?.getCountryCallingCode(country) ?? ('' as ReturnType<typeof Phone.getCountryCallingCode>);

export class AsYouType {
  private readonly country?: Phone.CountryCode;
  constructor(country?: Phone.CountryCode) {
    this.country = country;
  }
  input(text: string): string {
    const lib = needed();
    return lib ? new lib.AsYouType(this.country).input(text) : text;
  }
}

export type { CountryCode } from 'libphonenumber-js/min';
