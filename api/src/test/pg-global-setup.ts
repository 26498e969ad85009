/**
 * Vitest globalSetup of the API suite on PostgreSQL: once per run, a template database migrated and
 * seeded with the built-in form definitions; each test file's database is a copy of it
 * (`create database … template …`, see test-db.ts), so no file runs the migrations again. The template
 * and every copy this run made are dropped at the end. Without a server the run stops here with the
 * reason (CI starts one: .ci/run).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDb } from '../db/client';

export const adminUrl = (): string =>
  process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl(), connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `The API tests run on PostgreSQL and none answers at ${adminUrl()} (${(error as Error).message}). ` +
        'Start one (user postgres, trust authentication; .ci/run does this) or set TEST_DATABASE_ADMIN_URL.',
    );
  }
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // A run's databases share a prefix, so the teardown drops exactly this run's (other checkouts may be
  // testing on the same server at the same time).
  const run = `cp_t${randomBytes(4).toString('hex')}`;
  const template = `${run}_tpl`;
  await admin((c) => c.query(`create database ${template}`));
  const url = new URL(adminUrl());
  url.pathname = `/${template}`;
  const database = await openDb({ databaseUrl: url.toString(), poolSize: 1 });
  await database.close();
  project.provide('pgTemplate', template);
  project.provide('pgRun', run);
  return async () => {
    await admin(async (c) => {
      const { rows } = await c.query<{ datname: string }>(
        'select datname from pg_database where datname like $1',
        [`${run}\\_%`],
      );
      for (const { datname } of rows) await c.query(`drop database if exists ${datname} with (force)`);
    });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated, seeded database each test file's database is copied from. */
    pgTemplate: string;
    /** Prefix of this run's databases. */
    pgRun: string;
  }
}
