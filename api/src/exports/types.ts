/** What an exportable list is (README 'Exports'): its query, who may read it, its rows page by page, its columns. */
import type { Request } from 'express';
import type { z } from 'zod';
import type { AppContext } from '../context';

/** A column as the console names it, and its cell as the console shows it (shared formatters). */
export interface ExportColumn<R> {
  header: string;
  cell(row: R, view: { timeZone: string }): string;
}

export interface ExportList<Q extends z.ZodType, R> {
  /** The list's own query schema, the one its list route parses: the same filters give the same rows. */
  query: Q;
  /** The largest page its service reads (a service with a page cap names it); the export reads no more. */
  maxPageSize?: number;
  /** The list route's own access check, run before any row is read (throws AppError). */
  authorize?(req: Request): void;
  /**
   * The rows the list route would answer, in its order and under its access rules, page by page of `size`
   * rows, each page read after the last row of the one before (exports/pages.ts).
   */
  pages(o: { ctx: AppContext; req: Request; query: z.output<Q>; size: number }): AsyncIterable<R[]>;
  columns: ExportColumn<R>[];
}

/** Keeps each list's row type while the registry holds lists of every type. */
export const defineList = <Q extends z.ZodType, R>(list: ExportList<Q, R>): ExportList<Q, R> => list;
