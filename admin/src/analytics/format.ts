/**
 * The dashboard's figures as the console shows them: dates MM/DD/YYYY and money through the console's
 * formatters (schemas formats.ts, back-office.md §9); months as MM/YYYY; durations in days.
 */
export { formatDate, formatMoney } from '../submissions/format';

/** `2026-11` → `11/2026`, the month as the console's dates show it. */
export const formatMonth = (month: string): string =>
  /^\d{4}-\d{2}$/.test(month) ? `${month.slice(5, 7)}/${month.slice(0, 4)}` : month;

/** Hours → days with one decimal (the industry quotes time to decision in days); null stays null. */
export const toDays = (hours: number | null): number | null =>
  hours === null ? null : Math.round((hours / 24) * 10) / 10;

/** `1.5 days`, `1 day`, `—` when there is no figure. */
export function formatDays(hours: number | null): string {
  const days = toDays(hours);
  if (days === null) return '—';
  return `${days.toLocaleString('en-US')} ${days === 1 ? 'day' : 'days'}`;
}

/** A share 0–1 as a whole percentage, `—` when there is none. */
export const formatPercent = (share: number | null): string =>
  share === null ? '—' : `${Math.round(share * 1000) / 10}%`;

/** How long an open item has waited: `5 h` under two days, else `3.2 days`. */
export const formatWaiting = (hours: number): string =>
  hours < 48 ? `${Math.round(hours)} h` : formatDays(hours);
