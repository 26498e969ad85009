import * as real from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import {
  AsYouType,
  getCountryCallingCode,
  loadPhoneNumbers,
  parsePhoneNumberFromString,
} from './lazy-phone-numbers';

// The browser build's stand-in for libphonenumber-js/min (vite.plugins.ts): once loaded, the package's answers.
describe('lazy-phone-numbers', () => {
  it('answers as libphonenumber-js once loaded', async () => {
    await loadPhoneNumbers();
    expect(parsePhoneNumberFromString('020 7946 0958', 'GB')?.number).toBe(
      real.parsePhoneNumberFromString('020 7946 0958', 'GB')?.number,
    );
    expect(parsePhoneNumberFromString('+442079460958')?.isValid()).toBe(true);
    expect(getCountryCallingCode('GB')).toBe('44');
    expect(new AsYouType('GB').input('02079460958')).toBe(new real.AsYouType('GB').input('02079460958'));
  });

  it('loads the package once, whoever asks', async () => {
    expect(loadPhoneNumbers()).toBe(loadPhoneNumbers());
    await loadPhoneNumbers();
  });
});
