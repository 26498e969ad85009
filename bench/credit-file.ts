/**
 * npm run bench:credit-file — figures, not a test (issue 29 budget: the credit file of an entity with 200
 * submissions and 5 years of timeline, API p50 <= 2x its bare SQL).
 *
 * On a PostgreSQL database of its own (BENCH_DB, default cp_bench_credit_file), migrated by the product:
 * seeds (once) BENCH_OTHER_ENTITIES other customers with a submission and four audit rows each (the tables
 * the file reads are not empty), and one customer with 200 credit applications across two divisions over
 * five years, each with the audit rows the product writes (invite, submit, notes, approve or deny) plus staff
 * actions on the customer — about 1,000 timeline rows. Then, in alternating turns, it times:
 *   - the API: GET /api/v1/customers/:id through the real app (express, session cookie, JSON), signed in as a
 *     super admin, on a loopback port;
 *   - the bare SQL: the same reads as plain statements on one connection (the entity, its linked submissions
 *     with their units, its timeline rows with the actors' names, its near-name suggestions), no access
 *     checks, no JSON envelope.
 * Prints p50/p95 of each and their ratio, with the load average.
 */
import { performance } from 'node:perf_hooks';
import { loadavg } from 'node:os';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { benchDatabaseUrl, ensureBenchDatabase } from './bench-db';
import { pino } from 'pino';
// By path: @cp/api's export map ("./*": "./src/*", no extension) is not resolvable by TypeScript.
import { openDb } from '../api/src/db/client';
import { createApp } from '../api/src/app';
import { testConfig } from '../api/src/config';
import { createTestUser, TEST_PASSWORD } from '../api/src/auth/testing';

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = process.env.BENCH_DB ?? 'cp_bench_credit_file';
const OTHERS = Number(process.env.BENCH_OTHER_ENTITIES ?? 20_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const TARGET = 'Bench Target Freight LLC';

const dbUrl = () => benchDatabaseUrl(ADMIN_URL, DB_NAME);

const ensureDatabase = () => ensureBenchDatabase(ADMIN_URL, DB_NAME);

/** Seeds once; answers the target entity's id. */
async function seed(client: pg.Client, staffId: string): Promise<string> {
  const found = await client.query<{ id: string }>(
    'select id from customer_entities where legal_name = $1 and merged_into is null',
    [TARGET],
  );
  if (found.rows[0]) return found.rows[0].id;
  const started = performance.now();
  const { rows: companies } = await client.query<{ id: string }>(
    `insert into units (kind, code, name, prefix) values ('company', 'BCF', 'Bench Co', 'BCF') returning id`,
  );
  const company = companies[0].id;
  const { rows: divisions } = await client.query<{ id: string }>(
    `insert into units (kind, parent_id, code, name, prefix) values
       ('division', $1, 'BCF1', 'Bench East', 'BE'), ('division', $1, 'BCF2', 'Bench West', 'BW') returning id`,
    [company],
  );
  // The others: one submission, one entity, four audit rows each.
  await client.query(
    `with s as (
       insert into submissions (form, form_family, company_id, division_id, email, status, data, signature_date,
         application_number, add_date)
       select 'credit-application', 'application-six-cpg', $1, $2, 'other' || g || '@bench.test', 'NEW',
         jsonb_build_object('companyName', 'Other Bench Co ' || g, 'address', jsonb_build_object('state', 'TX'),
           'bankInfo', jsonb_build_object('federalTaxNumber', (200000000 + g)::text)),
         now() - (g % 1800) * interval '1 day', 'BO' || g, now() - (g % 1800) * interval '1 day'
       from generate_series(1, $3::int) g returning id, add_date)
     insert into audit_log (at, actor_id, actor_kind, action, entity, entity_id, after)
     select s.add_date + k * interval '1 hour', $4::uuid, 'user', (array['invite','submit','notes','update'])[k],
       'submission', s.id, '{"status":"NEW"}'::jsonb
     from s, generate_series(1, 4) k`,
    [company, divisions[0].id, OTHERS, staffId],
  );
  // The target: 200 applications over five years in two divisions.
  const { rows: subs } = await client.query<{ id: string; status: string; add_date: Date }>(
    `insert into submissions (form, form_family, company_id, division_id, email, status, data, signature_date,
       application_number, add_date, approved_or_denied_date, approved_amount, customer_code, denial_code)
     select 'credit-application', 'application-six-cpg', $1, case when g % 2 = 0 then $2 else $3 end::uuid,
       'target' || g || '@bench.test', case when g % 5 = 0 then 'DENIED' else 'APPROVED' end,
       jsonb_build_object('companyName', $4::text, 'address', jsonb_build_object('state', 'TX'),
         'bankInfo', jsonb_build_object('federalTaxNumber', '74-9990001')),
       now() - (g * 9) * interval '1 day', 'BT' || g, now() - (g * 9 + 2) * interval '1 day',
       now() - (g * 9 - 3) * interval '1 day', case when g % 5 = 0 then null else 10000 + g * 100 end,
       case when g % 5 = 0 then '' else 'BT-' || g end, case when g % 5 = 0 then 'CR-1' else '' end
     from generate_series(1, 200) g returning id, status, add_date`,
    [company, divisions[0].id, divisions[1].id, TARGET],
  );
  await client.query('select customer_backfill()');
  await client.query(
    `insert into audit_log (at, actor_id, actor_kind, action, entity, entity_id, after)
     select s.add_date + k * interval '1 day', case when k = 2 then null else $2::uuid end,
       case when k = 2 then 'customer' else 'user' end,
       (array['invite','submit','notes','notes', case when s.status = 'APPROVED' then 'approve' else 'deny' end])[k],
       'submission', s.id, jsonb_build_object('status', s.status, 'applicationNumber', s.application_number)
     from submissions s, generate_series(1, 5) k where s.id = any($1::uuid[])`,
    [subs.map((s) => s.id), staffId],
  );
  const { rows: target } = await client.query<{ id: string }>(
    'select entity_id as id from customer_links where submission_id = $1',
    [subs[0].id],
  );
  await client.query('analyze');
  console.log(
    `Seeded ${OTHERS.toLocaleString('en-US')} other customers and the target (200 submissions, ~1,000 timeline rows) in ${((performance.now() - started) / 1000).toFixed(0)} s.`,
  );
  return target[0].id;
}

/**
 * The file's reads as plain statements: entity, linked submissions with units, timeline with actors, and the
 * near-name suggestions.
 */
async function bare(client: pg.Client, id: string): Promise<number> {
  const entity = await client.query({
    name: 'bare-entity',
    text: 'select * from customer_entities where id = $1',
    values: [id],
  });
  const subs = await client.query({
    name: 'bare-subs',
    text: `select s.id, s.form, s.company_id, s.division_id, s.status, l.matched_on, s.application_number,
             s.facts->>'legalName' as legal_name, coalesce(d.name, c.name) as unit_name, s.approved_amount,
             s.customer_code, s.denial_code, s.signature_date, s.approved_or_denied_date
           from customer_links l join submissions s on s.id = l.submission_id
           join units c on c.id = s.company_id left join units d on d.id = s.division_id
           where l.entity_id = $1 and s.delete_date is null order by s.signature_date desc nulls last, s.id`,
    values: [id],
  });
  const timeline = await client.query({
    name: 'bare-timeline',
    text: `select a.at, a.action, a.actor_kind, u.first_name, u.last_name, s.application_number, a.after
           from audit_log a left join users u on u.id = a.actor_id
           left join submissions s on a.entity = 'submission' and s.id = a.entity_id
           where (a.entity = 'customer' and a.entity_id = $1)
              or (a.entity = 'submission' and a.entity_id in (select submission_id from customer_links where entity_id = $1))
           order by a.at desc, a.id desc limit 500`,
    values: [id],
  });
  // 'Possibly the same customer' (customer_similar(), migration 0024), as the file computes it on open.
  const similar = await client.query({
    name: 'bare-similar',
    text: 'select * from customer_similar($1)',
    values: [id],
  });
  return entity.rows.length + subs.rows.length + timeline.rows.length + similar.rows.length;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};
const ms = (x: number) => `${x.toFixed(2)} ms`;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function main() {
  const loadBefore = load();
  await ensureDatabase();
  const database = await openDb({ databaseUrl: dbUrl(), poolSize: 4 });
  const client = new pg.Client({ connectionString: dbUrl() });
  await client.connect();
  const email = 'bench-credit-file@bench.test';
  const existing = await client.query<{ id: string }>('select id from users where email = $1', [email]);
  const staffId =
    existing.rows[0]?.id ?? (await createTestUser(database.db, { email, security: 'SUPER ADMIN' })).id;
  const id = await seed(client, staffId);

  const ctx = { db: database.db, config: testConfig(), logger: pino({ level: 'silent' }) };
  const app = createApp(ctx, {
    frontEndDirs: { formsDist: '/nonexistent/forms', adminDist: '/nonexistent/admin' },
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const login = await fetch(`${base}/api/User/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const get = async () => {
    const res = await fetch(`${base}/api/v1/customers/${id}`, { headers: { cookie } });
    const body = (await res.json()) as { data: { submissions: unknown[]; timeline: unknown[] } };
    if (res.status !== 200) throw new Error(`GET answered ${res.status}`);
    return body.data.submissions.length + body.data.timeline.length;
  };

  const first = await get();
  for (let i = 0; i < 10; i++) {
    await get();
    await bare(client, id);
  }
  const api: number[] = [];
  const sql: number[] = [];
  let bareRows = 0;
  for (let i = 0; i < ROUNDS; i++) {
    let t0 = performance.now();
    await get();
    api.push(performance.now() - t0);
    t0 = performance.now();
    bareRows = await bare(client, id);
    sql.push(performance.now() - t0);
  }
  server.close();
  await client.end();
  await database.close();
  console.log(
    `\nThe credit file of a customer with 200 submissions and 5 years of timeline (${first} submissions + timeline rows answered; bare SQL ${bareRows} rows), ${ROUNDS} rounds each, alternating.`,
  );
  console.log(`  load average before ${loadBefore}, after ${load()}`);
  console.log(`  bare SQL (4 statements, one connection): p50 ${ms(pct(sql, 50))}  p95 ${ms(pct(sql, 95))}`);
  console.log(`  API GET /api/v1/customers/:id:          p50 ${ms(pct(api, 50))}  p95 ${ms(pct(api, 95))}`);
  const ratio = pct(api, 50) / pct(sql, 50);
  console.log(
    `Budget: API p50 ${ratio.toFixed(2)}x the bare SQL's p50 (${ratio <= 2 ? 'within' : 'OVER'} 2x).`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
