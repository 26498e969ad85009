import { intlPhoneFits } from '@cp/schemas/phone-postal';
import { PHONE_ENGINE_EXPORT } from '@cp/schemas/forms/precompiled';
import { loadPhoneEngine } from './phone-engine';

describe('loadPhoneEngine', () => {
  it("hands the module another country's phone rule once the page's phone package has loaded", async () => {
    const setPhoneEngine = vi.fn();
    await loadPhoneEngine({ [PHONE_ENGINE_EXPORT]: setPhoneEngine });
    expect(setPhoneEngine).toHaveBeenCalledTimes(1);
    const rule = setPhoneEngine.mock.calls[0][0] as typeof intlPhoneFits;
    expect(rule).toBe(intlPhoneFits);
    // The package is there: the rule answers, a UK number under the United Kingdom, a US one not.
    expect(rule('+442079460958', 'United Kingdom')).toBe(true);
    expect(rule('+15625550100', 'United Kingdom')).toBe(false);
  });

  it('leaves a module without the export (the tests’ in-process ones) as it is', async () => {
    await expect(loadPhoneEngine({})).resolves.toBeUndefined();
  });
});
