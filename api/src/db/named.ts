/**
 * Named prepared statements for the hottest queries. PostgreSQL parses a named statement once per
 * connection and, after a few runs, reuses a generic plan; an unnamed one is parsed and planned on every
 * run (the session check of every authenticated request planned for 1.2-2 ms and ran for 0.4 ms).
 * drizzle's `prepare(name)` builds and renders a query again each time it is called, so these render it
 * once and hand the text to the pool. Each statement is named by its text, so two texts never share a name.
 */
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { DbOrTx } from './client';

const dialect = new PgDialect();

/**
 * The connection pool under a drizzle database on a PostgreSQL server. Undefined for PGlite (one
 * connection, no statement names) and inside a transaction, which must keep to its own connection.
 */
export function poolOf(db: DbOrTx): pg.Pool | undefined {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}

/** The statement's name: a digest of its text. */
export const statementName = (prefix: string, text: string): string =>
  `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;

/**
 * Runs raw SQL and returns its rows (node-postgres's own types): as a named statement on a PostgreSQL
 * server's pool, otherwise through drizzle.
 */
export async function executeNamed<Row extends Record<string, unknown>>(
  db: DbOrTx,
  prefix: string,
  query: SQL,
): Promise<Row[]> {
  const pool = poolOf(db);
  // Both drivers (node-postgres, PGlite) answer raw SQL with { rows }.
  if (!pool) return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
  const { sql: text, params } = dialect.sqlToQuery(query);
  return (await pool.query<Row>({ name: statementName(prefix, text), text, values: params })).rows;
}
