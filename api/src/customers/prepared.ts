/**
 * The credit file's reads as named prepared statements on a PostgreSQL server (issue 29 budgets): a file is
 * opened often with the same few statements, whose planning was a third of their time (the timeline's union,
 * the group's recursive totals). Each statement is named by its text's hash, so a shape is prepared once per
 * pooled connection and planned by PostgreSQL's plan cache after. On PGlite (and in a transaction) the statement
 * runs as any other (db.ts rows()).
 */
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import type { DbOrTx } from '../db/client';
import { rows } from './db';

// As drizzle's node-postgres session answers them: dates, times and intervals as the server's text.
const RAW_TYPES = new Set([1082, 1114, 1184, 1186, 1115, 1182, 1185, 1187, 1231]);
const types = {
  getTypeParser: ((typeId: number, format?: 'text' | 'binary') =>
    RAW_TYPES.has(typeId)
      ? (v: string) => v
      : pg.types.getTypeParser(typeId, format ?? 'text')) as typeof pg.types.getTypeParser,
};

interface Dialect {
  sqlToQuery(query: SQL): { sql: string; params: unknown[] };
}

export async function preparedRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const { $client: client, dialect } = db as unknown as { $client?: unknown; dialect?: Dialect };
  if (!(client instanceof pg.Pool) || !dialect) return rows<T>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `cf_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
  const result = await client.query<T & pg.QueryResultRow>({ name, text, values: params, types });
  return result.rows;
}
