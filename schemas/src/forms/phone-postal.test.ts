import { FORM_MESSAGES as M } from '../messages/forms';
import { intlPhoneFits, postcodeFits, storedPhone } from '../phone-postal';
import { formatPhone } from '../formats';
import { FORM_KEYS, getFormDefinition, type FormKey } from './registry';
import { compiledValidatorModule } from './standalone';
import { exported, SUBMIT_EXPORT } from './precompiled';
import { normalizeValue } from './normalize';
import { sampleFor } from './samples';
import { toFieldErrors } from './field-errors';
import { validateForm } from './validate';
import type { FormData } from './types';

/** Issue 27 item 16: phone and postcode rules follow the chosen country, the same code on both sides. */

const withAddress = (key: FormKey, address: Record<string, unknown>, companyPhone?: string): FormData => {
  const sample = sampleFor(key) as FormData;
  return {
    ...sample,
    address: { ...(sample.address as object), ...address },
    ...(companyPhone === undefined ? {} : { companyPhone }),
  };
};

describe('phone numbers by country', () => {
  it('stores another country’s number in international form and shows it in that country’s format', () => {
    expect(storedPhone('020 7946 0958', 'United Kingdom')).toBe('+442079460958');
    expect(storedPhone('+44 20 7946 0958', 'United Kingdom')).toBe('+442079460958');
    expect(storedPhone('5625550100', 'United States')).toBe('5625550100');
    expect(formatPhone('+442079460958')).toBe('+44 20 7946 0958');
    expect(formatPhone('5625550100')).toBe('562-555-0100');
    expect(intlPhoneFits('+442079460958', 'United Kingdom')).toBe(true);
    expect(intlPhoneFits('+442079460958', 'Mexico')).toBe(false);
    expect(intlPhoneFits('+4420', 'United Kingdom')).toBe(false);
  });

  it.each(['application-six', 'application-eight', 'activation-uwl'] as FormKey[])(
    '%s: a UK number under United Kingdom is accepted and stored as E.164; under United States it is refused',
    (key) => {
      const definition = getFormDefinition(key);
      const uk = withAddress(key, { country: 'United Kingdom', zip: 'SW1A 1AA' }, '020 7946 0958');
      expect(validateForm(definition, uk).errors).toEqual({});
      expect(normalizeValue(definition.schema, uk)).toMatchObject({ companyPhone: '+442079460958' });
      // The UK number under United States: the spec's US rule and message, never cut into 999-999-9999.
      const us = withAddress(key, { country: 'United States' }, '442079460958');
      const usMessage = key === 'activation-uwl' ? M.phone10 : M.phoneValid;
      expect(validateForm(definition, us).errors['/companyPhone']).toBe(usMessage);
      // A US number under United Kingdom is not a UK number.
      const wrong = withAddress(key, { country: 'United Kingdom', zip: 'SW1A 1AA' }, '+15625550100');
      expect(validateForm(definition, wrong).errors['/companyPhone']).toBe(M.phoneCountry);
    },
  );

  it('every sample (US numbers) stays valid', () => {
    for (const key of FORM_KEYS)
      expect(validateForm(getFormDefinition(key), sampleFor(key)).errors).toEqual({});
  });
});

describe('postcodes by country', () => {
  it.each([
    ['United States', '90802', true],
    ['United States', '90802-1234', true],
    ['United States', 'SW1A 1AA', false],
    ['United States', '9080', false],
    ['Canada', 'K1A 0B1', true],
    ['Canada', '90802', false],
    ['United Kingdom', 'SW1A 1AA', true],
    ['United Kingdom', '90802', false],
    ['Mexico', '06600', true],
    ['Mexico', 'K1A 0B1', false],
    ['Germany', '10115', true],
    ['Japan', '100-0001', true],
  ] as const)('%s %s -> %s', (country, zip, fits) => {
    expect(postcodeFits(zip, country)).toBe(fits);
    const definition = getFormDefinition('application-six');
    const phone = country === 'United States' ? '5625550100' : undefined;
    const data = withAddress('application-six', { country, zip }, phone);
    if (!phone) delete data.companyPhone;
    const error = validateForm(definition, data, 'draft').errors['/address/zip'];
    expect(error).toBe(fits ? undefined : M.postcodeCountry);
  });
});

describe('the precompiled module the customer pages load', () => {
  it('applies the same country rules', () => {
    const definition = getFormDefinition('application-eight');
    const validate = exported(compiledValidatorModule(definition), SUBMIT_EXPORT);
    const check = (data: FormData) => {
      validate(normalizeValue(definition.schema, data));
      return toFieldErrors(validate.errors);
    };
    expect(
      check(
        withAddress('application-eight', { country: 'United Kingdom', zip: 'SW1A 1AA' }, '020 7946 0958'),
      ),
    ).toEqual({});
    expect(
      check(withAddress('application-eight', { country: 'United States', zip: 'SW1A 1AA' }))['/address/zip'],
    ).toBe(M.postcodeCountry);
  });
});
