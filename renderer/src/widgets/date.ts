import { applyMask, digitsFor } from './mask';

export const DATE_MASK = '99/99/9999';

/** 'MM/dd/yyyy' -> 'YYYY-MM-DD' when it is a real calendar date (so '00/00/0000' and '02/30/2020' are not). */
export function parseUsDate(text: string): string | undefined {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!m) return undefined;
  const [, mm, dd, yyyy] = m;
  const month = Number(mm);
  const day = Number(dd);
  const year = Number(yyyy);
  if (year < 1 || month < 1 || month > 12 || day < 1) return undefined;
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return undefined;
  return `${yyyy}-${mm}-${dd}`;
}

/** 'YYYY-MM-DD' -> 'MM/dd/yyyy'; anything else is shown as stored. */
export function formatUsDate(value: unknown): string {
  if (typeof value !== 'string') return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return m ? `${m[2]}/${m[3]}/${m[1]}` : value;
}

export function maskDate(text: string): string {
  return applyMask(digitsFor(text, DATE_MASK), DATE_MASK);
}
