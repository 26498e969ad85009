/**
 * A connection pool on a PostgreSQL server, with the request timeouts. openDb (db/client.ts) opens one and
 * migrates; an export's worker thread (exports/export-worker.ts) opens one on the database the web process has
 * already migrated, without PGlite or the migrations in its module graph.
 */
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from './client';
import * as schema from './schema';

export interface DbTimeouts {
  connectMs: number;
  statementMs: number;
  queryMs: number;
  /** A transaction left open (a stalled request) releases its locks after this long. */
  idleInTransactionMs: number;
}

export const defaultDbTimeouts: DbTimeouts = {
  connectMs: 5_000,
  statementMs: 10_000,
  queryMs: 12_000,
  idleInTransactionMs: 30_000,
};

export interface PgPoolOptions {
  databaseUrl: string;
  /** Pool size. */
  poolSize?: number;
  /** Shown in pg_stat_activity (the server's own connections leave it unset). */
  applicationName?: string;
  timeouts?: Partial<DbTimeouts>;
  /** Told about errors of idle pooled connections (logged by the server). */
  onPoolError?: (error: Error) => void;
}

export function connectPg(options: PgPoolOptions): { db: Db; pool: pg.Pool } {
  const timeouts = { ...defaultDbTimeouts, ...options.timeouts };
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.queryMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    keepAlive: true,
    ...(options.applicationName ? { application_name: options.applicationName } : {}),
  });
  // An idle client's connection can drop (server restart, database dropped after tests). Without a
  // listener pg emits an unhandled 'error' and the process dies; the pool discards the client instead.
  pool.on('error', (error) => {
    options.onPoolError?.(error);
  });
  return { db: drizzlePg(pool, { schema }) as unknown as Db, pool };
}
