/**
 * The console's display helpers. The formats of back-office.md §9 (dates, money, phone, DUNS, federal tax
 * id) are written once in schemas (formats.ts) for the console, the PDFs and the emails alike.
 */
export { formatDate, formatDuns, formatFedTaxId, formatMoney } from '@cp/schemas/formats-plain';
// The phone format needs libphonenumber-js's metadata: only the screens that show a phone load it.
export { formatPhone } from '@cp/schemas/formats';

/** Digits only, shown with thousands separators (§5 amount approved). */
export function thousands(raw: string): string {
  const digits = raw.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** §2: an empty point of contact shows as N/A. */
export const orNA = (v: string | null | undefined): string => (v && v.trim() ? v : 'N/A');

/** 'Company | Division' cell. */
export const unitLabel = (r: { companyName: string; divisionName: string | null }): string =>
  r.divisionName ? `${r.companyName} | ${r.divisionName}` : r.companyName;
