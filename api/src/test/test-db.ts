/**
 * A fresh, migrated database per test file: in-memory PGlite, or a new database on the PostgreSQL
 * server when TEST_DB=postgres (TEST_DATABASE_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDb, type Database } from '../db/client';

export interface TestDatabase extends Database {
  /** Connection string when on a server (for workers in other processes); undefined on PGlite. */
  url?: string;
}

export async function createTestDb(): Promise<TestDatabase> {
  if (process.env.TEST_DB !== 'postgres') return openDb({ dataDir: 'memory://' });

  const adminUrl = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `cp_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDb({ databaseUrl: url.toString(), poolSize: 5 });
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}
