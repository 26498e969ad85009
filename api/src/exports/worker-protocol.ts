/**
 * What the web process and an export's worker thread say to each other (README 'Exports', exports/in-worker.ts).
 * The job is everything the list's own `pages` reads from the request, as plain data: the worker opens its own
 * connection and rebuilds the user's rules from the user the request's sign-in check loaded.
 */
import type { SessionUser } from '@cp/schemas/permissions/types';
import { isAppError } from '../errors';
import type { UnboundedExportName } from './unbounded-lists';

/** The worker's connection as pg_stat_activity names it. */
export const EXPORT_CONNECTION_NAME = 'credit-portal-export';

export interface ExportJob {
  databaseUrl: string;
  list: UnboundedExportName;
  /** The signed-in staff member (req.user after requireUser). */
  user: SessionUser;
  /** The list's query as its schema parsed it. */
  query: unknown;
  /** The unit selection's headers and cookies only (routes/submissions/request.ts selectionSourceOf). */
  headers: Record<string, string>;
  cookies: Record<string, string>;
  timeZone: string;
  size: number;
}

/** An error as it crosses the thread: an AppError's code and fields, or a driver error's own properties. */
export interface ThreadError {
  appError: boolean;
  message: string;
  props: Record<string, string | number | boolean | undefined>;
  fields?: Record<string, string>;
}

export type FromWorker =
  { type: 'chunk'; bytes: Uint8Array } | { type: 'end' } | { type: 'error'; error: ThreadError };

/** An export for the thread to run, or: the web process has taken a chunk, the worker may send one more. */
export type ToWorker = { type: 'job'; job: ExportJob } | { type: 'more' };

/** The error the worker met, as plain data that crosses the thread. */
export function threadError(error: unknown): ThreadError {
  const e = error instanceof Error ? error : new Error(String(error));
  const props: ThreadError['props'] = {};
  for (const [key, value] of Object.entries(e))
    if (['string', 'number', 'boolean'].includes(typeof value))
      props[key] = value as string | number | boolean;
  return { appError: isAppError(e), message: e.message, props, fields: isAppError(e) ? e.fields : undefined };
}
