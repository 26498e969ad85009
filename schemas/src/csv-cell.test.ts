import { neutraliseCell } from './csv-cell';

describe('neutraliseCell', () => {
  it('prefixes formula starts, their full-width forms and leading whitespace', () => {
    const risky = [
      '=1+1',
      '+1',
      '-1',
      '@SUM(A1)',
      '\t=1',
      '\r=1',
      '\n=1',
      ' =1',
      '\uFF1D1+1',
      '\uFF0B1',
      '\uFF0D1',
      '\uFF20A',
    ];
    expect(risky.map(neutraliseCell)).toEqual(risky.map((v) => `'${v}`));
  });

  it('leaves other cells as they are, once prefixed included', () => {
    const plain = ['Acme', '1-2', '', "'=1", 'a =1', '$1,200'];
    expect(plain.map(neutraliseCell)).toEqual(plain);
  });
});
