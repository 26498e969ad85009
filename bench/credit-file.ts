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
 *   - the bare SQL: the same reads the API makes, as plain prepared statements one after another on one
 *     connection (the entity; its linked submissions with their units; its parent and children; its limits and
 *     exposure per unit; its group's totals; its stored near-name suggestions, after the call that computes
 *     its own if still queued; its timeline rows with the actors' names), no access checks, no JSON envelope.
 * The target also has a parent (with a group limit) and a child, and two divisions' monthly AR imports over two
 * years (BENCH_AR_LINES other customers' lines each), so limits, exposure and the group are not empty.
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
const DB_NAME = process.env.BENCH_DB ?? 'cp_bench_credit_file_v2';
const OTHERS = Number(process.env.BENCH_OTHER_ENTITIES ?? 20_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const AR_LINES = Number(process.env.BENCH_AR_LINES ?? 1_000);
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
  const linking = performance.now();
  await client.query('select customer_backfill()');
  console.log(
    `Linked (customer_backfill(), with its near-name suggestions) in ${((performance.now() - linking) / 1000).toFixed(1)} s.`,
  );
  // The approvals' limits (as the migration records approvals made without the approval call), a parent with a
  // group limit and a child, and 24 monthly AR imports per division: the target's line and AR_LINES others'.
  await client.query('select customer_limits_backfill()');
  await client.query(
    `with t as (select l.entity_id as id from customer_links l where l.submission_id = $1),
     o as (select l.entity_id as id, s.application_number from customer_links l
           join submissions s on s.id = l.submission_id where s.application_number in ('BO1', 'BO2'))
     update customer_entities e set
       parent_id = case when e.id = (select id from t) then (select id from o where application_number = 'BO1')
                        else (select id from t) end
     where e.id in (select id from t) or e.id in (select id from o where application_number = 'BO2')`,
    [subs[0].id],
  );
  await client.query(
    `update customer_entities set group_limit = 2000000 where id = (select l.entity_id from customer_links l
       join submissions s on s.id = l.submission_id where s.application_number = 'BO1')`,
  );
  await client.query(
    `with imp as (
       insert into ar_imports (unit_id, as_of, file_name, row_count, imported_by)
       select d.id, (date_trunc('month', current_date) - (m - 1) * interval '1 month' - interval '1 day')::date,
         'bench-aging.csv', $3::int + 1, $4::uuid
       from unnest(array[$1::uuid, $2::uuid]) d(id), generate_series(1, 24) m returning id, unit_id, as_of),
     who as (
       select l.entity_id, row_number() over (order by s.application_number = $5 desc, l.entity_id) as n
       from customer_links l join submissions s on s.id = l.submission_id
       where s.company_id = $6 and (s.application_number = $5 or s.application_number like 'BO%'))
     insert into ar_lines (import_id, line, unit_id, as_of, customer_code, entity_id, current, days_1_30,
       days_31_60, days_61_90, days_over_90, total)
     select imp.id, who.n + 1, imp.unit_id, imp.as_of, 'C' || who.n, who.entity_id, 5000, 2000, 1000, 500, 250, 8750
     from imp join who on who.n <= $3::int + 1`,
    [divisions[0].id, divisions[1].id, AR_LINES, staffId, 'BT1', company],
  );
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
 * The file's reads as plain statements, the same the API makes (get-customer.ts, exposure.ts, suggestions.ts):
 * entity, linked submissions with units, parent and children, limits and exposure per unit, the group's totals,
 * the stored near-name suggestions (after the call that computes any still queued: a no-op here), the timeline.
 */
async function bare(client: pg.Client, id: string): Promise<number> {
  const q = (name: string, text: string, values: unknown[]) => client.query({ name, text, values });
  const entity = await q(
    'bare-entity',
    `select id, legal_name, tax_id, duns, dbas, addresses, customer_codes, parent_id, merged_into, add_date
     from customer_entities where id = $1`,
    [id],
  );
  const subs = await q(
    'bare-subs',
    `select s.id, s.form, s.company_id, s.division_id, s.status, l.matched_on, s.application_number,
       s.facts->>'legalName' as legal_name, coalesce(d.name, c.name) as unit_name, s.approved_amount,
       s.customer_code, s.denial_code, s.signature_date, s.approved_or_denied_date
     from customer_links l join submissions s on s.id = l.submission_id
     join units c on c.id = s.company_id left join units d on d.id = s.division_id
     where l.entity_id = $1 and s.delete_date is null order by s.signature_date desc nulls last, s.id`,
    [id],
  );
  const group = await q(
    'bare-group',
    `select e.id, e.legal_name, e.tax_id, 'parent' as role from customer_entities e
       where e.id = (select parent_id from customer_entities where id = $1)
     union all
     select e.id, e.legal_name, e.tax_id, 'child' from customer_entities e
       where e.parent_id = $1 and e.merged_into is null
     order by 4 desc, 2`,
    [id],
  );
  const limits = await q(
    'bare-limits',
    `with lim as (select * from customer_limits where entity_id = $1),
     ex as (select * from customer_exposure where entity_id = $1),
     u as (select unit_id from lim union select unit_id from ex)
     select u.unit_id, un.name as unit_name, coalesce(un.parent_id, un.id) as company_id,
       case when un.kind = 'division' then un.id end as division_id,
       lim.amount, lim.terms, lim.submission_id, s.application_number, lim.set_at,
       ex.as_of::text as as_of, ex.current, ex.days_1_30, ex.days_31_60, ex.days_61_90, ex.days_over_90,
       ex.total, ex.unit_id is not null as has_ar
     from u join units un on un.id = u.unit_id
     left join lim on lim.unit_id = u.unit_id left join ex on ex.unit_id = u.unit_id
     left join submissions s on s.id = lim.submission_id
     order by un.name, u.unit_id`,
    [id],
  );
  const groupTotals = await q(
    'bare-group-totals',
    `with recursive up(id, depth) as (
       select $1::uuid, 0
       union
       select e.parent_id, up.depth + 1 from customer_entities e join up on e.id = up.id
         where e.parent_id is not null and up.depth < 100),
     root as (select id from up order by depth desc limit 1),
     tree(id, depth) as (
       select id, 0 from root
       union
       select c.id, t.depth + 1 from customer_entities c join tree t on c.parent_id = t.id
         where c.merged_into is null and t.depth < 100)
     select r.id as root_id, r.legal_name as root_name, r.group_limit,
       (select group_limit from customer_entities where id = $1) as own_group_limit,
       (select sum(amount) from customer_limits where entity_id in (select id from tree)) as limit_total,
       (select sum((select sum(x.total) from customer_exposure x where x.entity_id = t.id)) from tree t)
         as exposure_total,
       coalesce((select bool_or(exists (select 1 from customer_exposure x where x.entity_id = t.id))
         from tree t), false) as has_ar,
       (select count(*) from tree) as member_count
     from customer_entities r where r.id = (select id from root)`,
    [id],
  );
  await q('bare-suggest-if-queued', 'select customer_suggest_if_queued($1)', [id]);
  const suggestions = await q(
    'bare-suggestions',
    `select e.id, e.legal_name, e.tax_id, m.similarity,
       (select count(*) from customer_links l where l.entity_id = e.id) as submission_count,
       coalesce((select json_agg(json_build_object('id', s.id, 'form', s.form, 'company_id', s.company_id,
           'division_id', s.division_id, 'application_number', s.application_number) order by s.application_number)
         from customer_links l join submissions s on s.id = l.submission_id
         where l.entity_id = e.id and s.delete_date is null), '[]') as members
     from customer_suggestions m join customer_entities e on e.id = m.other_id
     where m.entity_id = $1 and e.merged_into is null
       and not exists (select 1 from customer_dismissed_pairs p
         where p.a = least(e.id, $1) and p.b = greatest(e.id, $1))
     order by m.similarity desc, e.id limit 20`,
    [id],
  );
  const timeline = await q(
    'bare-timeline',
    `select a.at, a.action, a.actor_kind, u.first_name, u.last_name, u.email, a.application_number,
       a.before, a.after
     from (
       select a.id, a.at, a.action, a.actor_kind, a.actor_id, null::text as application_number, a.before, a.after
       from audit_log a
       where a.entity = 'customer' and (a.entity_id = $1
         or a.before->>'entityId' = $1::text or a.after->>'entityId' = $1::text
         or a.before->>'parentId' = $1::text or a.after->>'parentId' = $1::text)
       union all
       select a.id, a.at, a.action, a.actor_kind, a.actor_id, s.application_number, a.before, a.after
       from customer_links l join submissions s on s.id = l.submission_id
       join audit_log a on a.entity = 'submission' and a.entity_id = s.id
       where l.entity_id = $1 and s.delete_date is null
     ) a left join users u on u.id = a.actor_id
     order by a.at desc, a.id desc limit 500`,
    [id],
  );
  return (
    entity.rows.length +
    subs.rows.length +
    group.rows.length +
    limits.rows.length +
    groupTotals.rows.length +
    suggestions.rows.length +
    timeline.rows.length
  );
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

  const ctx = {
    db: database.db,
    config: testConfig(),
    logger: pino({ level: process.env.BENCH_LOG ?? 'silent' }),
  };
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
    if (res.status !== 200) throw new Error(`GET answered ${res.status}: ${JSON.stringify(body)}`);
    return body.data.submissions.length + body.data.timeline.length;
  };

  // The floor of any signed-in API call: session check, routing, an error answer (a malformed id, 404).
  const floor = async () => {
    const res = await fetch(`${base}/api/v1/customers/not-an-id`, { headers: { cookie } });
    await res.arrayBuffer();
    if (res.status !== 404) throw new Error(`GET answered ${res.status}`);
  };

  const first = await get();
  for (let i = 0; i < 10; i++) {
    await get();
    await bare(client, id);
  }
  const api: number[] = [];
  const sql: number[] = [];
  const floors: number[] = [];
  let bareRows = 0;
  for (let i = 0; i < ROUNDS; i++) {
    let t0 = performance.now();
    await get();
    api.push(performance.now() - t0);
    t0 = performance.now();
    bareRows = await bare(client, id);
    sql.push(performance.now() - t0);
    t0 = performance.now();
    await floor();
    floors.push(performance.now() - t0);
  }
  server.close();
  await client.end();
  await database.close();
  console.log(
    `\nThe credit file of a customer with 200 submissions and 5 years of timeline (${first} submissions + timeline rows answered; bare SQL ${bareRows} rows), ${ROUNDS} rounds each, alternating.`,
  );
  console.log(`  load average before ${loadBefore}, after ${load()}`);
  console.log(`  bare SQL (8 statements, one connection): p50 ${ms(pct(sql, 50))}  p95 ${ms(pct(sql, 95))}`);
  console.log(`  API GET /api/v1/customers/:id:          p50 ${ms(pct(api, 50))}  p95 ${ms(pct(api, 95))}`);
  console.log(
    `  floor of a signed-in call (session check, a 404): p50 ${ms(pct(floors, 50))}  p95 ${ms(pct(floors, 95))}`,
  );
  const ratio = pct(api, 50) / pct(sql, 50);
  console.log(
    `Budget: API p50 ${ratio.toFixed(2)}x the bare SQL's p50 (${ratio <= 2 ? 'within' : 'OVER'} 2x).`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
