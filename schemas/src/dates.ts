/**
 * The one date parser (README 'Dates'): every date a client sends, in a form's answers, a list filter or a
 * spec call's header, is read here. Three shapes are dates: an ISO date (2001-03-15), an ISO date-time
 * (2001-03-15T00:00:00.000Z, what a JavaScript Date becomes in JSON, with or without seconds, fraction
 * and offset) and the forms' MM/dd/yyyy (03/15/2001, customer-portal.md §5). A date-time names the
 * calendar date it is written with (its time and offset are checked, not applied), so every shape names a
 * day, and a form's answer, a list's range and a spec call's header all mean days. Anything else, or a day
 * that is not on the calendar (00/00/0000, 02/30/2001), is no date. Stored and compared as YYYY-MM-DD.
 *
 * No library: this runs in the customer pages' first bundle (form normalisation), and the rule is a few
 * lines of calendar arithmetic.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-][\d:]{2,5})?$/i;
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** YYYY-MM-DD when year, month and day make a day of the calendar (years 1 to 9999). */
function calendarDate(year: number, month: number, day: number): string | undefined {
  if (year < 1 || month < 1 || month > 12 || day < 1) return undefined;
  const probe = new Date(0);
  probe.setUTCFullYear(year, month - 1, day);
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return undefined;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** 'Z', or an offset such as +02, +0200 or -05:00 within a day. */
function validOffset(zone: string): boolean {
  if (zone.toUpperCase() === 'Z') return true;
  const [, hours, minutes = '00'] = /^[+-](\d{2}):?(\d{2})?$/.exec(zone) ?? [];
  return hours !== undefined && Number(hours) <= 23 && Number(minutes) <= 59;
}

/** The date of a date-time whose every part is valid (hours, minutes, seconds, offset). */
function dateTimeDate(m: RegExpExecArray): string | undefined {
  const [, y, mo, d, h, mi, s = '00', , zone = 'Z'] = m;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59 || !validOffset(zone)) return undefined;
  return calendarDate(Number(y), Number(mo), Number(d));
}

/** The calendar date a value names as YYYY-MM-DD (the one stored form), or undefined (blank included). */
export function parseDate(value: unknown): string | undefined {
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? undefined : value.toISOString().slice(0, 10);
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  let m = ISO_DATE.exec(text);
  if (m) return calendarDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = US_DATE.exec(text);
  if (m) return calendarDate(Number(m[3]), Number(m[1]), Number(m[2]));
  m = ISO_DATE_TIME.exec(text);
  return m ? dateTimeDate(m) : undefined;
}

/**
 * A stored calendar date as the spec calls answer dates (back-office.md §3 models, like addDate and
 * signatureDate beside it): an ISO date-time at midnight UTC, what a JavaScript Date of that day prints.
 */
export function specDate(value: unknown): unknown {
  const date = parseDate(value);
  return date ? `${date}T00:00:00.000Z` : value;
}
