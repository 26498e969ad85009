import { defaultsOnLoad, withDefaults } from './defaults';
import { FORM_KEYS, getFormDefinition } from './registry';

describe('form registry', () => {
  it('answers a definition with its schema and steps for every key', () => {
    for (const key of FORM_KEYS) {
      const definition = getFormDefinition(key);
      expect(definition.family).toBe(key);
      expect(definition.version).toBe(1);
      const properties = Object.keys((definition.schema.properties ?? {}) as object);
      for (const step of definition.steps)
        for (const field of step.fields) expect(properties).toContain(field);
    }
  });
});

describe('defaults on load (§3)', () => {
  it('United States, Email, Corporation, ACH and three empty trade references', () => {
    expect(defaultsOnLoad(getFormDefinition('application-eight'))).toEqual({
      address: { country: 'United States' },
      method: { code: 'Email' },
      ownership: 'Corporation',
      bankInfo: { country: 'United States', paymentMethod: 'ACH' },
      tradeRefInfo: [
        { country: 'United States' },
        { country: 'United States' },
        { country: 'United States' },
      ],
    });
    expect(defaultsOnLoad(getFormDefinition('activation-cpg'))).toMatchObject({
      paymentMethod: 'ACH',
      method: { code: 'Email' },
    });
  });

  it('keeps loaded values and pads the reference list to three rows', () => {
    const loaded = withDefaults(getFormDefinition('application-six'), {
      ownership: 'Partnership',
      address: { city: 'HOUSTON' },
      tradeRefInfo: [{ company: 'GULF PALLET SUPPLY', country: 'Mexico' }],
    });
    expect(loaded.ownership).toBe('Partnership');
    expect(loaded.address).toEqual({ country: 'United States', city: 'HOUSTON' });
    expect(loaded.tradeRefInfo).toEqual([
      { company: 'GULF PALLET SUPPLY', country: 'Mexico' },
      { country: 'United States' },
      { country: 'United States' },
    ]);
  });
});
