/**
 * The dashboard's CSV downloads, written in the browser from the figures a table shows. Cells are
 * neutralised as the server's exports are (api/src/exports/csv-writer.ts, README 'Exports'): a cell
 * starting with = + - @, a tab, a carriage return or any other whitespace gets a leading `'`, so a
 * spreadsheet shows it as text instead of running it as a formula. Quoting follows RFC 4180.
 */
export type CsvCell = string | number | null;

/** The cell a spreadsheet will not run: `'` before a formula's first character or leading whitespace. */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\s]/.test(value) ? `'${value}` : value;
}

const quoted = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** One CSV document: a header row, then the rows; numbers as written, empty for null. */
export function toCsv(header: string[], rows: CsvCell[][]): string {
  const line = (cells: CsvCell[]) =>
    cells
      .map((c) => (c === null ? '' : typeof c === 'number' ? String(c) : quoted(neutraliseCell(c))))
      .join(',');
  return [header, ...rows].map(line).join('\r\n') + '\r\n';
}
