/**
 * The display formats of back-office.md §9, written once: the console, the PDFs and the emails all format
 * through these ("Phone displays as 3-3-4 digits when 10 or longer; DUNS formatted for display; money shown
 * with up to 2 decimals, employees with 0 decimals. Dates shown as MM/DD/YYYY or MM/DD/YY hh:mm AM/PM.").
 */
import {
  blank,
  digitsOf,
  formatDate,
  formatDuns,
  formatFedTaxId,
  formatInteger,
  formatMoney,
  type DisplayFormat,
} from './formats-plain';
import { internationalPhone } from './phone-postal';

export {
  formatDate,
  formatDateTime,
  formatDuns,
  formatFedTaxId,
  formatInteger,
  formatMoney,
  guessFormat,
  isAccountNumber,
  maskAccountNumber,
  type DisplayFormat,
} from './formats-plain';

/**
 * 3-3-4 when 10 digits or more (extra digits kept as an extension); an international number (E.164, another
 * country's) in that country's format, '+44 20 7946 0958'; otherwise as typed.
 */
export function formatPhone(value: unknown): string {
  const international = typeof value === 'string' ? internationalPhone(value.trim()) : undefined;
  if (international) return international;
  const d = digitsOf(value);
  if (d.length < 10) return String(value ?? '');
  const rest = d.slice(10);
  return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6, 10)}${rest ? ` x${rest}` : ''}`;
}

/** A value in the given display format; lists joined with commas, booleans as Yes / No. */
export function formatValue(format: DisplayFormat, value: unknown): string {
  if (blank(value)) return '';
  switch (format) {
    case 'boolean':
      return value === true || value === 'true'
        ? 'Yes'
        : value === false || value === 'false'
          ? 'No'
          : String(value);
    case 'date':
      return formatDate(value);
    case 'phone':
      return formatPhone(value);
    case 'duns':
      return formatDuns(value);
    case 'fedTaxId':
      return formatFedTaxId(value);
    case 'money':
      return formatMoney(value);
    case 'integer':
      return formatInteger(value);
    default:
      if (typeof value === 'boolean') return value ? 'Yes' : 'No';
      if (Array.isArray(value)) return value.map(String).join(', ');
      return String(value);
  }
}
