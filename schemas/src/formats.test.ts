import { getFormDefinition } from './forms/registry';
import {
  formatDateTime,
  formatDate,
  formatDuns,
  formatFedTaxId,
  formatInteger,
  formatMoney,
  formatPhone,
  formatValue,
  guessFormat,
  isAccountNumber,
  maskAccountNumber,
} from './formats';

/** back-office.md §9, one row per format. */
describe('display formats', () => {
  it.each([
    [formatPhone('5551234567'), '555-123-4567'],
    [formatPhone('(555) 123-4567 89'), '555-123-4567 x89'],
    [formatPhone('12345'), '12345'],
    [formatDuns('123456789'), '12-345-6789'],
    [formatFedTaxId('123456789'), '12-3456789'],
    [formatMoney(25000), '$25,000'],
    [formatMoney('1234.5'), '$1,234.50'],
    [formatMoney(0.126), '$0.13'],
    [formatInteger(1250.7), '1,251'],
    [formatDate('2026-03-07'), '03/07/2026'],
    [formatDate(new Date('2026-11-20T23:59:00Z')), '11/20/2026'],
    [formatValue(guessFormat('numberEmployees'), 42), '42'],
    [formatValue(guessFormat('annualRevenue'), 1500000), '$1,500,000'],
    [formatValue(guessFormat('achImporter', { type: 'boolean' }), false), 'No'],
    [formatValue(guessFormat('documents'), ['Work Order', 'POD/BOL']), 'Work Order, POD/BOL'],
  ])('%s is %s', (actual, expected) => expect(actual).toBe(expected));

  // What a value the format does not fit shows: blank stays blank, anything else as it was written.
  it.each([
    ['blank date', formatDate(''), ''],
    ['unreadable date', formatDate('soon'), 'soon'],
    ['blank money', formatMoney(null), ''],
    ['money that is not a number', formatMoney('n/a'), 'n/a'],
    ['blank integer', formatInteger(undefined), ''],
    ['integer that is not a number', formatInteger('many'), 'many'],
    ['DUNS of 8 digits', formatDuns('12345678'), '12345678'],
    ['tax id of 8 digits', formatFedTaxId('12-345678'), '12-345678'],
    ['missing phone', formatPhone(undefined), ''],
    ['blank value', formatValue('money', ''), ''],
    ['boolean true (as text)', formatValue('boolean', 'true'), 'Yes'],
    ['boolean false (as text)', formatValue('boolean', 'false'), 'No'],
    ['boolean of another value', formatValue('boolean', 'maybe'), 'maybe'],
    ['a text field holding a boolean', formatValue('text', true), 'Yes'],
    ['a date format', formatValue('date', '2026-01-02'), '01/02/2026'],
    ['a phone format', formatValue('phone', '5551234567'), '555-123-4567'],
    ['a DUNS format', formatValue('duns', '123456789'), '12-345-6789'],
    ['a tax id format', formatValue('fedTaxId', '123456789'), '12-3456789'],
    ['an integer format', formatValue('integer', '1999.6'), '2,000'],
    ['a text number', formatValue('text', 7), '7'],
  ])('%s: %j', (_what, actual, expected) => expect(actual).toBe(expected));

  it('shows a bank account number by its last four digits only', () => {
    expect(maskAccountNumber('1234 5678 9')).toBe('••••6789');
    expect(maskAccountNumber('')).toBe('');
    expect(maskAccountNumber(null)).toBe('');
    expect(isAccountNumber('bankInfo.accountNumber')).toBe(true);
    expect(isAccountNumber('accountNumber')).toBe(true);
    expect(isAccountNumber('bankInfo.accountNumberConfirm')).toBe(false);
  });

  it.each([
    ['companyPhone', {}, 'phone'],
    ['duns', {}, 'duns'],
    ['federalTaxNumber', {}, 'fedTaxId'],
    ['creditLimit', {}, 'money'],
    ['numberEmployees', {}, 'integer'],
    ['yearsInBusiness', { type: 'integer' }, 'integer'],
    ['signedAt', { format: 'date-time' }, 'date'],
    ['startDate', {}, 'date'],
    ['companyName', {}, 'text'],
  ])('guesses %s %j as %s', (name, schema, format) => expect(guessFormat(name, schema)).toBe(format));
});

describe('the formats a built-in definition names', () => {
  it.each([
    ['companyPhone', 'phone'],
    ['tradeRefInfo.phone', 'phone'],
    ['bankInfo.duns', 'duns'],
    ['bankInfo.federalTaxNumber', 'fedTaxId'],
    ['amountReq', 'money'],
    ['annualRevenue', 'money'],
    ['numberEmployees', 'integer'],
    ['companyEstablishedDate', 'date'],
  ])('application-six %s is %s', (path, format) =>
    expect(getFormDefinition('application-six').formats[path]).toBe(format),
  );
  it.each([
    ['duns', 'duns'],
    ['fedTaxId', 'fedTaxId'],
    ['chb.phone', 'phone'],
  ])('activation-uwl %s is %s', (path, format) =>
    expect(getFormDefinition('activation-uwl').formats[path]).toBe(format),
  );
  it('text fields name no format', () =>
    expect(getFormDefinition('activation-uwl').formats.companyName).toBeUndefined());
});

describe('formatDateTime (MM/DD/YY hh:mm AM/PM, the CSV exports)', () => {
  it('writes a moment in the given zone, UTC by default and for an unknown zone', () => {
    const at = '2026-03-04T15:07:00Z';
    expect(formatDateTime(at)).toBe('03/04/26 03:07 PM');
    expect(formatDateTime(at, 'America/New_York')).toBe('03/04/26 10:07 AM');
    expect(formatDateTime(at, 'Nowhere/Else')).toBe('03/04/26 03:07 PM');
    expect(formatDateTime(null)).toBe('');
  });
});
