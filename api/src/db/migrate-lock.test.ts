/**
 * Migrations run once per deploy (issue 28 item 4): on PostgreSQL every start, and `npm run migrate`, takes an
 * advisory lock first; while another process holds it, a start waits, then finds the migrations applied.
 */
import pg from 'pg';
import { createTestDb, type TestDatabase } from '../test/test-db';
import { MIGRATION_LOCK_KEY, openDb } from './client';

const onPostgres = process.env.TEST_DB === 'postgres';

describe.skipIf(!onPostgres)('migrations under an advisory lock', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(async () => {
    await t.close();
  });

  it('waits while another process holds the migration lock, then opens without migrating again', async () => {
    const holder = new pg.Client({ connectionString: t.url });
    await holder.connect();
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const before = await holder.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    let opened = false;
    const opening = openDb({ databaseUrl: t.url, poolSize: 1 }).then((d) => {
      opened = true;
      return d;
    });
    await new Promise((r) => setTimeout(r, 1500));
    expect(opened).toBe(false);
    const waiting = await holder.query(
      `select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted and database = (select oid from pg_database where datname = current_database())`,
    );
    expect(waiting.rows[0].n).toBe(1);
    await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    const database = await opening;
    expect(opened).toBe(true);
    const after = await holder.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(after.rows[0].n).toBe(before.rows[0].n);
    await database.close();
    await holder.end();
  });
});
