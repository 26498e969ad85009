import {
  formatDate,
  formatDuns,
  formatFedTaxId,
  formatInteger,
  formatMoney,
  formatPhone,
  formatValue,
  kindOf,
} from './format';

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
    [formatValue(kindOf('numberEmployees'), 42), '42'],
    [formatValue(kindOf('annualRevenue'), 1500000), '$1,500,000'],
    [formatValue(kindOf('achImporter', { type: 'boolean' }), false), 'No'],
    [formatValue(kindOf('documents'), ['Work Order', 'POD/BOL']), 'Work Order, POD/BOL'],
  ])('%s is %s', (actual, expected) => expect(actual).toBe(expected));
});
