import { FORM_KEYS, getFormDefinition } from './registry';
import { isBlankValue, uneditedPaths, valueAt } from './unedited';

const ACCOUNT = '/bankInfo/accountNumber';

describe('skip until edited (customer-portal.md §4)', () => {
  it('every credit application declares the account number; the activation forms declare nothing', () => {
    for (const key of FORM_KEYS) {
      const { form, skipUntilEdited } = getFormDefinition(key);
      if (form === 'credit-application') expect(skipUntilEdited).toEqual([ACCOUNT]);
      else expect(skipUntilEdited).toBeUndefined();
    }
  });

  it('skips a stored value while the current document holds the same value', () => {
    const stored = { bankInfo: { accountNumber: '12-34', bankName: 'FIRST' } };
    expect(uneditedPaths([ACCOUNT], stored, stored)).toEqual([ACCOUNT]);
    expect(uneditedPaths([ACCOUNT], stored, { bankInfo: { accountNumber: '12-34' } })).toEqual([ACCOUNT]);
  });

  it('validates an edited value, a cleared one and one with nothing stored', () => {
    const stored = { bankInfo: { accountNumber: '12-34' } };
    expect(uneditedPaths([ACCOUNT], stored, { bankInfo: { accountNumber: 'ab' } })).toEqual([]);
    // strict comparison, as the browser's: what was typed, not its normalised form
    expect(uneditedPaths([ACCOUNT], stored, { bankInfo: { accountNumber: ' 12-34' } })).toEqual([]);
    expect(uneditedPaths([ACCOUNT], stored, { bankInfo: {} })).toEqual([]);
    expect(uneditedPaths([ACCOUNT], stored, {})).toEqual([]);
    for (const blank of [undefined, null, '', '   ']) {
      const empty = { bankInfo: { accountNumber: blank } };
      expect(uneditedPaths([ACCOUNT], empty, empty)).toEqual([]);
    }
    expect(uneditedPaths([ACCOUNT], {}, { bankInfo: { accountNumber: '12-34' } })).toEqual([]);
  });

  it('no list, no skips', () => {
    const data = { bankInfo: { accountNumber: '12-34' } };
    expect(uneditedPaths(undefined, data, data)).toEqual([]);
    expect(uneditedPaths([], data, data)).toEqual([]);
  });

  it('reads JSON pointers like the renderer', () => {
    expect(valueAt({ a: { 'b/c': [1, { d: 'x' }] } }, '/a/b~1c/1/d')).toBe('x');
    expect(valueAt({ 'a~b': 1 }, '/a~0b')).toBe(1);
    expect(valueAt({ a: 'text' }, '/a/b')).toBeUndefined();
    expect(valueAt({ a: null }, '/a/b')).toBeUndefined();
    expect([undefined, null, ' ', []].every(isBlankValue)).toBe(true);
    expect([0, false, 'x', [1], {}].some(isBlankValue)).toBe(false);
  });
});
