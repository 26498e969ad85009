import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDb, type TestDatabase } from '../test/test-db';
import { openDb, type Database } from './client';
import { executeNamed, poolOf } from './named';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDb();
  await t.db.execute(sql`create table named_probe (n int)`);
  await t.db.execute(sql`insert into named_probe values (1), (2), (3)`);
});
afterAll(() => t.close());

const probe = (n: number) => sql`select n, n * 10 as tenfold from named_probe where n >= ${n} order by n`;

describe('executeNamed', () => {
  it('answers rows with their parameters applied, on either database', async () => {
    expect(await executeNamed(t.db, 'probe', probe(2))).toEqual([
      { n: 2, tenfold: 20 },
      { n: 3, tenfold: 30 },
    ]);
    expect(await executeNamed(t.db, 'probe', probe(3))).toEqual([{ n: 3, tenfold: 30 }]);
  });

  it('stays inside a transaction: it sees the transaction’s own rows and they go with its rollback', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`insert into named_probe values (4)`);
        expect(poolOf(tx)).toBeUndefined();
        expect(await executeNamed(tx, 'probe', probe(4))).toEqual([{ n: 4, tenfold: 40 }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await executeNamed(t.db, 'probe', probe(4))).toEqual([]);
  });

  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'on a PostgreSQL server, prepares the statement once per connection under a name',
    async () => {
      const one: Database = await openDb({ databaseUrl: t.url, poolSize: 1 });
      try {
        expect(poolOf(one.db)).toBeDefined();
        for (const n of [1, 2, 3]) await executeNamed(one.db, 'probe', probe(n));
        const prepared = await one.db.execute(
          sql`select name from pg_prepared_statements where name like 'probe_%'`,
        );
        expect((prepared as unknown as { rows: { name: string }[] }).rows).toHaveLength(1);
      } finally {
        await one.close();
      }
    },
  );
});
