/**
 * The display formats of back-office.md §9 that need no phone metadata (formats.ts re-exports them all, with the
 * phone format beside them): a page that shows only dates, money, DUNS and tax ids imports this module, so
 * libphonenumber-js stays out of its bundle (the console's first load, README 'Benchmarks').
 */
import { parseDate } from './dates';

/** How a form field's value is shown; a form definition names one per field in `formats`. */
export type DisplayFormat = 'text' | 'phone' | 'duns' | 'fedTaxId' | 'money' | 'integer' | 'date' | 'boolean';

/** Whether a value is empty (null, undefined or ''). */
export const blank = (v: unknown) => v === null || v === undefined || v === '';
/** A value's digits alone. */
export const digitsOf = (v: unknown) => String(v ?? '').replace(/\D/g, '');

/** MM/DD/YYYY from any date the one parser reads (./dates.ts; the calendar date as written); else as given. */
export function formatDate(value: unknown): string {
  if (blank(value)) return '';
  const date = parseDate(value);
  return date ? `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}` : String(value);
}

/**
 * The formatters, made once: `toLocaleString` with options builds a new Intl formatter on every call, which
 * cost more than the rest of a CSV export's row (README 'Exports').
 */
const WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const MONEY = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
const CENTS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Money with up to 2 decimals and thousands separators: 25000 → $25,000; 1234.5 → $1,234.50. */
export function formatMoney(value: unknown): string {
  if (blank(value)) return '';
  const n = Number(value);
  if (!Number.isFinite(n)) return String(value);
  const cents = Math.round(n * 100) % 100 !== 0;
  return `$${(cents ? CENTS : MONEY).format(n)}`;
}

/** DUNS 99-999-9999 when it has 9 digits; otherwise as typed. */
export function formatDuns(value: unknown): string {
  const d = digitsOf(value);
  return d.length === 9 ? `${d.slice(0, 2)}-${d.slice(2, 5)}-${d.slice(5)}` : String(value ?? '');
}

/** Federal tax id (EIN) 99-9999999 when it has 9 digits; otherwise as typed. */
export function formatFedTaxId(value: unknown): string {
  const d = digitsOf(value);
  return d.length === 9 ? `${d.slice(0, 2)}-${d.slice(2)}` : String(value ?? '');
}

/** Whole numbers with thousands separators and no decimals (employees). */
export function formatInteger(value: unknown): string {
  if (blank(value)) return '';
  const n = Number(value);
  return Number.isFinite(n) ? WHOLE.format(Math.round(n)) : String(value);
}

/**
 * A bank account number shown back to anyone (the summary before signing, lists, emails, PDFs other than
 * the customer's own signed copy): its last four digits only, '••••6789'.
 */
export function maskAccountNumber(value: unknown): string {
  const text = String(value ?? '').replace(/\s/g, '');
  if (!text) return '';
  return `••••${text.slice(-4)}`;
}

/** Whether a field (dotted path 'bankInfo.accountNumber') holds a bank account number. */
export const isAccountNumber = (path: string): boolean => /(^|\.)accountNumber$/i.test(path);

/**
 * The display format a field gets when its definition does not name one: from its schema and its name.
 * Used to write the built-in definitions' `formats` (forms/formats-of.ts); the display code reads the
 * definition's `formats`, not field names.
 */
export function guessFormat(name: string, schema: Record<string, unknown> = {}): DisplayFormat {
  if (schema.type === 'boolean') return 'boolean';
  if (schema.format === 'date' || schema.format === 'date-time' || /date$/i.test(name)) return 'date';
  if (/phone/i.test(name)) return 'phone';
  if (/^duns$/i.test(name)) return 'duns';
  if (/fedtax|federaltax/i.test(name)) return 'fedTaxId';
  if (/amount|revenue|creditLimit/i.test(name)) return 'money';
  if (/employees/i.test(name) || schema.type === 'integer') return 'integer';
  return 'text';
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
/** The date-and-time formatter of a time zone, made on first use (an unknown zone throws, and is not kept;
 * there are some 600 zones). */
function dateTimeFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dateTimeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: '2-digit',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
    });
    dateTimeFormats.set(timeZone, format);
  }
  return format;
}

/**
 * A moment as back-office.md §9 shows it, MM/DD/YY hh:mm AM/PM, in the given IANA time zone (the viewer's:
 * the console sends its own; UTC when none). An unknown zone falls back to UTC rather than failing.
 */
export function formatDateTime(value: unknown, timeZone = 'UTC'): string {
  if (blank(value)) return '';
  const date = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime())) return String(value);
  const parts = (zone: string) => dateTimeFormat(zone).formatToParts(date);
  let p: Intl.DateTimeFormatPart[];
  try {
    p = parts(timeZone);
  } catch {
    p = parts('UTC');
  }
  const get = (type: Intl.DateTimeFormatPartTypes) => p.find((x) => x.type === type)?.value ?? '';
  return `${get('month')}/${get('day')}/${get('year')} ${get('hour')}:${get('minute')} ${get('dayPeriod')}`;
}
