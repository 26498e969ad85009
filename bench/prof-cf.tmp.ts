import { performance } from 'node:perf_hooks';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { openDb } from '../api/src/db/client';
import { getCustomer } from '../api/src/customers/get-customer';
import { defineAbilityFor } from '@cp/schemas/permissions/ability';
import { loadSessionUser } from '../api/src/auth/session-user';
const url = 'postgres://postgres@127.0.0.1:5432/cp_bench_perf29_cf';
const d = await openDb({ databaseUrl: url, poolSize: 4 });
const r = (await d.db.execute(sql`select id from users where email = 'bench-credit-file@bench.test'`)) as unknown as { rows: { id: string }[] };
const ent = (await d.db.execute(sql`select id from customer_entities where legal_name = 'Bench Target Freight LLC' and merged_into is null`)) as unknown as { rows: { id: string }[] };
const user = await loadSessionUser(d.db, r.rows[0].id);
const staff = { actor: user!, ability: defineAbilityFor(user!) };
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.floor((p / 100) * xs.length)];
const time = async (label: string, f: () => Promise<unknown>) => {
  for (let i = 0; i < 10; i++) await f();
  const xs: number[] = [];
  for (let i = 0; i < 100; i++) { const t0 = performance.now(); await f(); xs.push(performance.now() - t0); }
  console.log(label.padEnd(30), pct(xs, 50).toFixed(2), pct(xs, 95).toFixed(2));
};
await time('getCustomer', () => getCustomer({ ...staff, db: d.db, id: ent.rows[0].id }));
await time('getCustomer+JSON', async () => JSON.stringify(await getCustomer({ ...staff, db: d.db, id: ent.rows[0].id })));
await time('select 1', () => d.db.execute(sql`select 1`));
console.log(loadavg());
await d.close();
