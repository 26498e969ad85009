import { describe, expect, it } from 'vitest';
import { formatDate, formatDuns, formatFedTaxId, formatMoney, orNA, thousands, unitLabel } from './format';

describe('submission list formats (back-office.md §2, §5, §9)', () => {
  it('amount approved: digits only with thousands separators', () => {
    expect(thousands('12a34567')).toBe('1,234,567');
    expect(thousands('$2,500.75')).toBe('250,075');
    expect(thousands('007')).toBe('7');
    expect(thousands('')).toBe('');
  });
  it('DUNS as 99-999-9999 and federal tax id as 99-9999999; anything else as stored', () => {
    expect(formatDuns('912036460')).toBe('91-203-6460');
    expect(formatFedTaxId('142355232')).toBe('14-2355232');
    expect(formatDuns('12345')).toBe('12345');
    expect(formatFedTaxId(undefined)).toBe('');
  });

  it('an empty point of contact shows N/A', () => {
    expect(orNA('')).toBe('N/A');
    expect(orNA('  ')).toBe('N/A');
    expect(orNA('ANNA')).toBe('ANNA');
  });
  it('dates MM/DD/YYYY, money with up to 2 decimals, Company | Division', () => {
    expect(formatDate('2026-03-04T12:00:00Z')).toBe('03/04/2026');
    expect(formatDate(null)).toBe('');
    expect(formatMoney(2500)).toBe('$2,500');
    expect(formatMoney(10.5)).toBe('$10.50');
    expect(unitLabel({ companyName: 'CPG', divisionName: 'Bristol' })).toBe('CPG | Bristol');
    expect(unitLabel({ companyName: 'UWL', divisionName: null })).toBe('UWL');
  });
});
