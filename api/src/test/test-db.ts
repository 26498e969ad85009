/**
 * A fresh, migrated database per test file: in-memory PGlite, or on the PostgreSQL server when
 * TEST_DB=postgres (TEST_DATABASE_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres) a copy
 * of the run's migrated and seeded template (pg-global-setup.ts), which takes milliseconds.
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
  // Outside the API project (no globalSetup) there is no template: the database is migrated from empty.
  // vitest is imported here, not at the top, so scripts outside vitest (bench/) can use the PGlite path.
  const { inject } = await import('vitest');
  const template = inject('pgTemplate') as string | undefined;
  const run = (inject('pgRun') as string | undefined) ?? 'cp_test';
  const name = `${run}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // On a copy of the template the migrations and the seed find everything in place (a few queries).
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
