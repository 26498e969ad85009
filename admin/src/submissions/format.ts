/** Display formats of back-office.md §9: MM/DD/YYYY dates, money with separators, N/A for empties. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const mm = String(d.getMonth() + 1).padStart(2, '0');
  const dd = String(d.getDate()).padStart(2, '0');
  return `${mm}/${dd}/${d.getFullYear()}`;
}

export function formatMoney(value: number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return `$${value.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
}

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

/** §9: DUNS shows as 99-999-9999 and the federal tax id as 99-9999999 when they have 9 digits. */
const grouped = (raw: unknown, cuts: number[]): string => {
  const text = raw === null || raw === undefined ? '' : String(raw);
  const d = text.replace(/\D/g, '');
  if (d.length !== 9) return text;
  const parts: string[] = [];
  let at = 0;
  for (const cut of [...cuts, 9]) {
    parts.push(d.slice(at, cut));
    at = cut;
  }
  return parts.join('-');
};
export const formatDuns = (raw: unknown): string => grouped(raw, [2, 5]);
export const formatFedTaxId = (raw: unknown): string => grouped(raw, [2]);
