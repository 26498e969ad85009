import { getFormDefinition } from '@cp/schemas/forms/registry';
import { amountColumn, mergeLinkData } from './merge-data';

describe('mergeLinkData', () => {
  it('lays the sent fields over the stored ones and keeps the rest', () => {
    expect(mergeLinkData({ a: 1, b: { x: 1 } }, { b: { y: 2 }, c: 3 })).toEqual({ a: 1, b: { y: 2 }, c: 3 });
  });

  it('keeps the uploaded file name when the client sends another one', () => {
    const stored = { tradeReferencesFileName: 'refs_1.pdf' };
    expect(mergeLinkData(stored, { tradeReferencesFileName: 'evil.pdf' }).tradeReferencesFileName).toBe(
      'refs_1.pdf',
    );
  });

  it('drops a file name the server never stored', () => {
    expect(mergeLinkData({}, { tradeReferencesFileName: 'evil.pdf' })).not.toHaveProperty(
      'tradeReferencesFileName',
    );
  });

  it('lets the client clear the file name (manual entry or later)', () => {
    const merged = mergeLinkData({ tradeReferencesFileName: 'refs_1.pdf' }, { tradeReferencesFileName: '' });
    expect(merged.tradeReferencesFileName).toBe('');
  });
});

describe('amountColumn', () => {
  it.each([
    [50000, '50000.00'],
    ['1234.5', '1234.50'],
    [0, null],
    [-5, null],
    ['abc', null],
    [undefined, null],
  ])('%j -> %j', (amountReq, expected) => {
    expect(amountColumn({ amountReq }, getFormDefinition('application-six'))).toBe(expected);
  });
});
