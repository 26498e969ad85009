/**
 * Streams a list as CSV (README 'Exports'): rows are pulled page by page from the list's own source and
 * written through csv-stringify with back-pressure, so memory holds one page whatever the row count.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import { stringify } from 'csv-stringify';

/**
 * csv-stringify's `escape_formulas` prefixes `'` to cells starting with = + - @ tab or CR. Spreadsheets
 * (Excel, LibreOffice) also trim leading spaces and newlines before deciding that a cell is a formula, so
 * ' =1+1' still runs: any cell starting with whitespace gets the same `'` prefix here.
 */
export const neutraliseLeadingSpace = (value: string): string => (/^\s/.test(value) ? `'${value}` : value);

export const CSV_OPTIONS = {
  escape_formulas: true,
  cast: { string: neutraliseLeadingSpace },
} as const;

/** `applications-2026-11-29.csv`: the list and the day it was taken (UTC). */
export const exportFileName = (list: string, now = new Date()): string =>
  `${list}-${now.toISOString().slice(0, 10)}.csv`;

export async function streamCsv(
  res: Response,
  o: { fileName: string; header: string[]; pages: AsyncIterable<string[][]> },
): Promise<void> {
  // The first page is read before anything is written, so a refusal (access, a bad filter found by the
  // query) still answers with its own status and message instead of a cut-off file.
  const iterator = o.pages[Symbol.asyncIterator]();
  const first = await iterator.next();
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${o.fileName}"`);
  res.setHeader('Cache-Control', 'no-store');
  async function* records() {
    yield o.header;
    if (first.done) return;
    yield* first.value;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield* next.value;
  }
  await pipeline(Readable.from(records()), stringify(CSV_OPTIONS), res);
}

/** Calls `page(offset, limit)` until a short page: the list's own paged query, one page in memory at a time. */
export async function* paged<T>(
  page: (offset: number, limit: number) => Promise<T[]>,
  size = 500,
): AsyncIterable<T[]> {
  for (let offset = 0; ; offset += size) {
    const rows = await page(offset, size);
    if (rows.length) yield rows;
    if (rows.length < size) return;
  }
}
