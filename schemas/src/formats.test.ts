import { getFormDefinition } from './forms/registry';
import {
  formatDate,
  formatDuns,
  formatFedTaxId,
  formatInteger,
  formatMoney,
  formatPhone,
  formatValue,
  guessFormat,
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
