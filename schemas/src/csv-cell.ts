/**
 * CSV formula injection (README 'Exports'), one rule for the server's exports (api/src/exports/csv-writer.ts)
 * and the dashboard's downloads written in the browser (admin/src/analytics/csv.ts): a cell a spreadsheet
 * could run as a formula gets a leading `'`, so it shows as text. That is a cell starting with = + - @ (and
 * their full-width forms, which Apple Numbers normalises to them), a tab, a carriage return, or any other
 * whitespace, since spreadsheets trim leading spaces and newlines before deciding that a cell is a formula
 * (' =1+1 would otherwise still run).
 */
const FORMULA_START = /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\s]/;

export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}
