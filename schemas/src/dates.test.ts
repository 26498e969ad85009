import { parseDate, specDate } from './dates';

/** The one date parser: each shape a client sends, and what is no date (README 'Dates'). */
describe('parseDate', () => {
  it.each([
    ['2001-03-15', '2001-03-15'],
    ['2001-03-15T00:00:00.000Z', '2001-03-15'],
    ['2001-03-15T00:00:00Z', '2001-03-15'],
    ['2001-03-15T00:00', '2001-03-15'],
    ['2001-03-15T23:30:00.123456-05:00', '2001-03-15'],
    ['2001-03-15T00:00:00+0200', '2001-03-15'],
    ['2001-03-15 10:00:00+00', '2001-03-15'],
    ['03/15/2001', '2001-03-15'],
    ['3/5/2001', '2001-03-05'],
    [' 03/15/2001 ', '2001-03-15'],
    ['02/29/2024', '2024-02-29'],
    [new Date('2001-03-15T00:00:00.000Z'), '2001-03-15'],
  ])('%j is %s', (value, expected) => expect(parseDate(value)).toBe(expected));

  it.each([
    '00/00/0000',
    '02/30/2001',
    '02/29/2023',
    '13/01/2001',
    '2001-13-01',
    '2001-02-30',
    '0000-01-01',
    '2001-03-15T24:00:00Z',
    '2001-03-15T10:60:00Z',
    '2001-03-15T10:00:00+25:00',
    '2001-03-15T',
    '15.03.2001',
    '03/15/01',
    'March 15, 2001',
    'yesterday',
    '',
    '   ',
    null,
    undefined,
    20010315,
    new Date('not a date'),
  ])('%j is no date', (value) => expect(parseDate(value)).toBeUndefined());
});

describe('specDate', () => {
  it('answers a stored day as the ISO date-time of its midnight UTC, and leaves other values', () => {
    expect(specDate('2001-03-15')).toBe('2001-03-15T00:00:00.000Z');
    expect(specDate('not a date')).toBe('not a date');
    expect(specDate(undefined)).toBeUndefined();
  });
});
