import { neutraliseCell } from '@cp/schemas/csv-cell';
import { toCsv } from './csv';

describe('the dashboard CSV', () => {
  it('neutralises formula starts and leading whitespace, as the server exports do', () => {
    expect(
      ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1', ' =1', 'Acme', '1-2'].map(neutraliseCell),
    ).toEqual(["'=1+1", "'+1", "'-1", "'@SUM(A1)", "'\t=1", "'\r=1", "' =1", 'Acme', '1-2']);
  });

  it('quotes commas, quotes and line breaks; numbers as written; null empty', () => {
    expect(
      toCsv(
        ['Name', 'Count'],
        [
          ['Smith, "J"', 3],
          ['a\nb', null],
        ],
      ),
    ).toBe('Name,Count\r\n"Smith, ""J""",3\r\n"a\nb",\r\n');
  });
});
