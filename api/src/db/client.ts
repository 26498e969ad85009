/**
 * Opens the database: a real PostgreSQL server when DATABASE_URL is set, otherwise PGlite (the real
 * PostgreSQL engine in-process) persisted under DATA_DIR. Both run the same migrations at start, then seed
 * the built-in form definitions (forms/seed-definitions.ts).
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { seedFormDefinitions } from '../forms/seed-definitions';
import { connectPg, type DbTimeouts } from './pg-pool';
import * as schema from './schema';

export type Schema = typeof schema;
/** The drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/**
 * Makes a PGlite database in `dir` when it holds other things but no database yet: PGlite's initdb refuses a
 * directory that is not empty, and DATA_DIR also holds the file store (`files/`), which a command run first on
 * PostgreSQL (seed:large, a sanctions import, files:migrate) or a restore makes before any database is there —
 * the product then failed to start with "Program terminated with exit(1)". The database is made in a fresh
 * directory beside it and its files moved in.
 */
async function initPgliteBeside(dir: string): Promise<void> {
  if (existsSync(path.join(dir, 'PG_VERSION'))) return;
  const present = readdirSync(dir);
  if (!present.length) return;
  const fresh = mkdtempSync(path.join(path.dirname(dir), `.${path.basename(dir)}-initdb-`));
  try {
    const made = await PGlite.create({ dataDir: fresh, extensions: { pg_trgm } });
    await made.close();
    const entries = readdirSync(fresh);
    const clash = entries.find((name) => present.includes(name));
    if (clash)
      throw new Error(`DATA_DIR ${dir} holds ${clash} but no database: move it away and start again.`);
    for (const name of entries) renameSync(path.join(fresh, name), path.join(dir, name));
  } finally {
    rmSync(fresh, { recursive: true, force: true });
  }
}

export interface OpenDbOptions {
  /** postgres://… for a PostgreSQL server; when absent PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; 'memory://' for an in-memory database (tests). */
  dataDir?: string;
  /** Pool size for a PostgreSQL server. */
  poolSize?: number;
  /**
   * Timeouts on a PostgreSQL server (PGlite runs in-process and needs none), so a stalled or cut database
   * answers 503 within seconds instead of holding every request: waiting for a connection (opening one or
   * for a free one in the pool), the server's statement_timeout, and the client's own wait for an answer
   * (covers a server that went silent, where statement_timeout cannot fire).
   */
  timeouts?: Partial<DbTimeouts>;
  /** Told about errors of idle pooled connections (logged by the server). */
  onPoolError?: (error: Error) => void;
}

/** The readiness check gives the database this long to answer `select 1`. */
export const PING_TIMEOUT_MS = 2_000;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** Cheap round trip for /readyz. */
  ping(): Promise<void>;
}

/** The advisory lock migrations run under on a PostgreSQL server (released when the connection ends). */
export const MIGRATION_LOCK_KEY = 7_261_028_001;

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function openDb(options: OpenDbOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { db, pool } = connectPg({ ...options, databaseUrl: options.databaseUrl });
    // Migrations on a connection of their own, without the request timeouts (a migration may take long), under
    // an advisory lock: one process migrates; the others wait for it, then find every migration applied.
    const migration = new pg.Client({ connectionString: options.databaseUrl });
    await migration.connect();
    try {
      await migration.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePg(drizzlePg(migration), { migrationsFolder });
      await seedFormDefinitions(drizzlePg(migration, { schema }) as unknown as Db);
    } finally {
      await migration.end();
    }
    return {
      db,
      kind: 'postgres',
      close: () => pool.end(),
      ping: async () => {
        await pool.query('select 1');
      },
    };
  }
  const dataDir = options.dataDir ?? './data';
  if (!dataDir.startsWith('memory://')) {
    mkdirSync(dataDir, { recursive: true });
    await initPgliteBeside(path.resolve(dataDir));
  }
  const client = await PGlite.create({
    dataDir: dataDir.startsWith('memory://') ? undefined : path.resolve(dataDir),
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  await seedFormDefinitions(db);
  return {
    db,
    kind: 'pglite',
    close: () => client.close(),
    ping: async () => {
      await client.query('select 1');
    },
  };
}
