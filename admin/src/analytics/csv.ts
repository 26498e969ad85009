/**
 * The dashboard's CSV downloads, written in the browser from the figures a table shows. Cells are
 * neutralised by the server's exports' own rule (schemas/src/csv-cell.ts, README 'Exports'), so a
 * spreadsheet shows a formula-like cell as text instead of running it. Quoting follows RFC 4180.
 */
import { neutraliseCell } from '@cp/schemas/csv-cell';

export type CsvCell = string | number | null;

const quoted = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** One CSV document: a header row, then the rows; numbers as written, empty for null. */
export function toCsv(header: string[], rows: CsvCell[][]): string {
  const line = (cells: CsvCell[]) =>
    cells
      .map((c) => (c === null ? '' : typeof c === 'number' ? String(c) : quoted(neutraliseCell(c))))
      .join(',');
  return [header, ...rows].map(line).join('\r\n') + '\r\n';
}
