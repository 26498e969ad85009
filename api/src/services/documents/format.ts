/** Display formats of the specs (back-office.md §9): phone 3-3-4, DUNS, federal tax id, money, dates. */
import { formatDate, formatMoney } from '@cp/templates/engine';

export { formatDate, formatMoney };

const digits = (v: unknown) => String(v ?? '').replace(/\D/g, '');

/** 3-3-4 when 10 digits or more (extra digits kept as an extension); otherwise as typed. */
export function formatPhone(v: unknown): string {
  const d = digits(v);
  if (d.length < 10) return String(v ?? '');
  const rest = d.slice(10);
  return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6, 10)}${rest ? ` x${rest}` : ''}`;
}

/** DUNS 99-999-9999. */
export function formatDuns(v: unknown): string {
  const d = digits(v);
  return d.length === 9 ? `${d.slice(0, 2)}-${d.slice(2, 5)}-${d.slice(5)}` : String(v ?? '');
}

/** Federal tax id (EIN) 99-9999999. */
export function formatFedTaxId(v: unknown): string {
  const d = digits(v);
  return d.length === 9 ? `${d.slice(0, 2)}-${d.slice(2)}` : String(v ?? '');
}

/** Whole numbers with thousands separators and no decimals (employees). */
export function formatInteger(v: unknown): string {
  if (v === null || v === undefined || v === '') return '';
  const n = Number(v);
  return Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : String(v);
}

export type ValueKind = 'text' | 'phone' | 'duns' | 'fedTax' | 'money' | 'integer' | 'date' | 'boolean';

/** The display kind of a field, from its schema and its name (the names of the entity fields). */
export function kindOf(name: string, schema: Record<string, unknown> = {}): ValueKind {
  if (schema.type === 'boolean') return 'boolean';
  if (schema.format === 'date' || schema.format === 'date-time' || /date$/i.test(name)) return 'date';
  if (/phone/i.test(name)) return 'phone';
  if (/^duns$/i.test(name)) return 'duns';
  if (/fedtax|federaltax/i.test(name)) return 'fedTax';
  if (/amount|revenue/i.test(name)) return 'money';
  if (/employees/i.test(name) || schema.type === 'integer') return 'integer';
  return 'text';
}

export function formatValue(kind: ValueKind, v: unknown): string {
  if (v === null || v === undefined || v === '') return '';
  switch (kind) {
    case 'boolean':
      return v === true || v === 'true' ? 'Yes' : v === false || v === 'false' ? 'No' : String(v);
    case 'date':
      return formatDate(v);
    case 'phone':
      return formatPhone(v);
    case 'duns':
      return formatDuns(v);
    case 'fedTax':
      return formatFedTaxId(v);
    case 'money':
      return formatMoney(v);
    case 'integer':
      return formatInteger(v);
    default:
      if (typeof v === 'boolean') return v ? 'Yes' : 'No';
      if (Array.isArray(v)) return v.map(String).join(', ');
      return String(v);
  }
}
