/**
 * Streams a list as CSV (README 'Exports'): rows are pulled page by page from the list's own source and
 * written through csv-stringify with back-pressure (stream.pipeline: the next page is read only when the
 * response has drained), so memory holds about one page whatever the row count. A client that goes away ends the
 * pipeline, which returns the pages' iterator: no further page is read.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import { stringify } from 'csv-stringify/sync';
import { neutraliseCell } from '@cp/schemas/csv-cell';
import type { z } from 'zod';
import type { ExportList } from './types';

/**
 * csv-stringify's `escape_formulas` prefixes `'` to cells starting with = + - @ (or their full-width forms), tab
 * or CR. Spreadsheets also trim leading spaces and newlines before deciding that a cell is a formula, so
 * ' =1+1 still runs: every string cell also goes through the rule the dashboard's downloads use
 * (schemas/src/csv-cell.ts), which prefixes those too (a cell it prefixed starts with `'`, so nothing is
 * prefixed twice).
 */
export const CSV_OPTIONS = {
  escape_formulas: true,
  cast: { string: neutraliseCell },
} as const;

/** `applications-2026-11-29.csv`: the list and the day it was taken (UTC). */
export const exportFileName = (list: string, now = new Date()): string =>
  `${list}-${now.toISOString().slice(0, 10)}.csv`;

/**
 * A list's CSV text, header first, a page at a time. Each page becomes its CSV text at once (csv-stringify's
 * sync API, the same output as its stream): the page's rows are garbage as soon as it is read, rather than
 * living through the writes of its records one by one, and no time goes to per-record async steps.
 */
export async function* csvText(header: string[], pages: AsyncIterable<string[][]>): AsyncGenerator<string> {
  // The header goes with the first page, which streamCsv reads before it answers (a refusal keeps its status).
  let head = stringify([header], CSV_OPTIONS);
  for await (const page of pages) {
    yield head + stringify(page, CSV_OPTIONS);
    head = '';
  }
  if (head) yield head;
}

/** A list's export as CSV text: its rows page by page (its own `pages`), each cell as the console shows it. */
export function listCsv<Q extends z.ZodType, R>(
  list: ExportList<Q, R>,
  o: Parameters<ExportList<Q, R>['pages']>[0],
  timeZone: string,
): AsyncGenerator<string> {
  const view = { timeZone };
  return csvText(
    list.columns.map((c) => c.header),
    (async function* () {
      for await (const page of list.pages(o)) yield page.map((r) => list.columns.map((c) => c.cell(r, view)));
    })(),
  );
}

export async function streamCsv(
  res: Response,
  o: { fileName: string; chunks: AsyncIterable<string | Uint8Array> },
): Promise<void> {
  // The first page is read before anything is written, so a refusal (access, a bad filter found by the
  // query) still answers with its own status and message instead of a cut-off file.
  const iterator = o.chunks[Symbol.asyncIterator]();
  const first = await iterator.next();
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${o.fileName}"`);
  res.setHeader('Cache-Control', 'no-store');
  async function* chunks() {
    try {
      if (first.done) return;
      yield first.value;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
    } finally {
      // Ended early (the client went away, a write failed): the source's own cleanup runs, no page is read.
      await iterator.return?.();
    }
  }
  try {
    // One page's text waits at most (highWaterMark 1) while the response drains.
    await pipeline(Readable.from(chunks(), { highWaterMark: 1 }), res);
  } catch (error) {
    // The client closed the download: nothing is left to answer (pipeline has stopped the reads).
    if (res.destroyed && (error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') return;
    throw error;
  }
}
