/**
 * npm run bench:exports — figures, not a test (README 'Exports'; issue 32's budget: a CSV export of 1,000,000
 * applications streams at ≥ 20,000 rows/s with memory growth ≤ 100 MB).
 *
 * In a PostgreSQL database of its own, BENCH_ROWS credit applications (default 1,000,000; seeded once: 5,000
 * realistic ones by seed:large, then copies of them at earlier dates, in SQL). Then, in the same run:
 *
 * - export (worker thread): the applications' CSV export as the route writes it on PostgreSQL
 *   (api/src/exports/in-worker.ts: a worker thread with its own heap limits and connection reads the list
 *   service by keyset pages of 500 with the console's formatting and csv-stringify's formula escaping, and hands
 *   each page's bytes over with back-pressure) for every list (SENT, NEW, PENDING, REVIEWED), which together hold
 *   the applications, into a counting sink, as the super admin; the worker's bundle is made in this step (once
 *   per process, as at a server's first export);
 * - export (in process): the same export in the calling thread (PGlite's path, and the route's before the worker);
 * - bare SQL: the same rows with the same fields read bare, by a server-side cursor (DECLARE … FETCH 1000) over
 *   each list's whole statement in one read-only transaction, without formatting or CSV.
 *
 * Prints rows/s and the peak growth of the process's RSS (the worker thread's memory included) for each, and the load average before and after.
 */
import os from 'node:os';
import { Writable } from 'node:stream';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { ListStatus } from '@cp/schemas/contracts/submissions';
import { benchDatabaseUrl, ensureBenchDatabase } from './bench-db';
// By path: @cp/api's export map is not resolvable by TypeScript (see list.ts).
import { openDb } from '../api/src/db/client';
import { rows } from '../api/src/customers/db';
import { loadSessionUser } from '../api/src/auth/session-user';
import { listCsv, streamCsv } from '../api/src/exports/csv-writer';
import { csvFromWorker } from '../api/src/exports/in-worker';
import { applicationsExport } from '../api/src/exports/lists/submissions';
import { exportPaging } from '../api/src/exports/pages';
import { APPLICATION } from '../api/src/services/applications/kind';
import { listConditions, sortDateOf } from '../api/src/services/submissions/list-conditions';
import { EXPORT_FIELDS, selectRows } from '../api/src/services/submissions/list-fields';
import type { AppContext } from '../api/src/context';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = process.env.BENCH_DB ?? 'cp_bench_exports_apps';
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
/** The lists exported (BENCH_LISTS=PENDING,NEW for fewer): together they hold every application. */
const LISTS = (process.env.BENCH_LISTS ?? 'SENT,NEW,PENDING,REVIEWED').split(',') as ListStatus[];
const BASE = 5_000;
/** Rows per page read (BENCH_PAGE_SIZE; default the route's own). */
const PAGE_SIZE = Number(process.env.BENCH_PAGE_SIZE ?? exportPaging.pageSize);

/**
 * A sink that counts bytes and CSV records (line ends outside quotes: a doubled quote inside a field turns
 * the state twice) and, for streamCsv, takes the headers a response would.
 */
function sink() {
  let bytes = 0;
  let records = 0;
  let quoted = false;
  const out = new Writable({
    highWaterMark: 64 * 1024,
    write(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      for (let i = 0; i < chunk.length; i++) {
        if (chunk[i] === 0x22) quoted = !quoted;
        else if (chunk[i] === 0x0a && !quoted) records++;
      }
      done();
    },
  });
  return Object.assign(out, { setHeader: () => out, bytes: () => bytes, records: () => records });
}

/**
 * Runs `work`, sampling RSS every 25 ms: the seconds taken and the peak growth over the RSS at the start; and
 * the peak of the JavaScript heap in use, which tells live data from memory the heap keeps but no longer uses.
 */
async function measure<T>(
  work: () => Promise<T>,
): Promise<{ seconds: number; growthMb: number; heapMb: number; value: T }> {
  global.gc?.();
  const start = process.memoryUsage().rss;
  let peak = start;
  let heap = 0;
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    peak = Math.max(peak, m.rss);
    heap = Math.max(heap, m.heapUsed);
  }, 25);
  const t0 = performance.now();
  const value = await work();
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(timer);
  return {
    seconds,
    growthMb: (Math.max(peak, process.memoryUsage().rss) - start) / 2 ** 20,
    heapMb: heap / 2 ** 20,
    value,
  };
}

const applications = async (client: pg.Client) =>
  Number(
    (
      await client.query<{ n: string }>(
        `select count(*) n from submissions where form = 'credit-application'`,
      )
    ).rows[0].n,
  );

/** seed:large's realistic applications (and activations), then copies of its applications a week apart. */
async function seed(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  if ((await applications(client)) < Math.min(BASE, ROWS) / 2) {
    const result = spawnSync('npm', ['run', 'seed:large', '--', '--count', String(BASE)], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: url },
    });
    if (result.status !== 0) throw new Error('seed:large failed');
  }
  await client.query(`create table if not exists bench_seed_ids as
    select id from submissions where form = 'credit-application'`);
  const base = Number((await client.query<{ n: string }>('select count(*) n from bench_seed_ids')).rows[0].n);
  const columns = (
    await client.query<{ c: string }>(`select column_name c from information_schema.columns
      where table_name = 'submissions' and is_generated = 'NEVER' and column_name not in ('id', 'application_number')
      order by ordinal_position`)
  ).rows.map((r) => r.c);
  const shifted = new Set(['add_date', 'signature_date', 'approved_or_denied_date', 'notified_date']);
  const select = columns.map((c) => (shifted.has(c) ? `${c} - g * interval '7 minutes'` : c)).join(', ');
  let copied = false;
  for (let have = await applications(client); have < ROWS; have = await applications(client)) {
    copied = true;
    const copies = Math.min(50, Math.ceil((ROWS - have) / base));
    const from = Math.floor(have / base);
    console.log(`Seeding ${(copies * base).toLocaleString('en-US')} applications (copies)…`);
    // Without the row triggers (replica role): a copy takes its derived columns (facts) from its original, and
    // nothing else reads the stage clocks or duplicate pairs the triggers would add; with them, 132,800 copies
    // took 8 minutes.
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    await client.query(
      `insert into submissions (${columns.join(', ')}) select ${select}
       from submissions cross join generate_series($1::int, $2::int) g where id in (select id from bench_seed_ids)`,
      [from, from + copies - 1],
    );
    await client.query('commit');
  }
  const have = await applications(client);
  // After a load only: statistics and the visibility map, so that the lists' index-only scans stay so.
  if (copied) await client.query('vacuum analyze submissions');
  await client.end();
  return have;
}

async function main() {
  await ensureBenchDatabase(ADMIN_URL, DB_NAME);
  const url = benchDatabaseUrl(ADMIN_URL, DB_NAME);
  const database = await openDb({ databaseUrl: url, poolSize: 2 });
  const have = await seed(url);
  const { db } = database;
  const [{ id }] = await rows<{ id: string }>(
    db,
    sql`select id from users where security = 'SUPER ADMIN' limit 1`,
  );
  const actor = await loadSessionUser(db, id);
  if (!actor) throw new Error('No super admin in the bench database.');
  const ctx = { db } as unknown as AppContext;
  const req = { user: actor, ability: {}, cookies: {}, get: () => undefined } as never;
  const list = applicationsExport;

  const load = os.loadavg();
  let bytes = 0;
  const query = (status: ListStatus) => list.query.parse({ filter: JSON.stringify({ status }) });
  // The route's path on PostgreSQL: the worker thread (exports/in-worker.ts), rows counted in the sink.
  const inWorker = await measure(async () => {
    let count = 0;
    for (const status of LISTS) {
      const out = sink();
      const job = { databaseUrl: url, list: 'applications', user: actor, query: query(status) } as const;
      const chunks = csvFromWorker({ ...job, headers: {}, cookies: {}, timeZone: 'UTC', size: PAGE_SIZE });
      await streamCsv(out as never, { fileName: 'applications.csv', chunks });
      bytes += out.bytes();
      count += out.records() - 1;
    }
    return count;
  });
  // The same export in the calling thread (PGlite's path, and the route's before the worker).
  const inProcess = await measure(async () => {
    let count = 0;
    for (const status of LISTS) {
      const out = sink();
      const o = { ctx, req, query: query(status), size: PAGE_SIZE };
      await streamCsv(out as never, { fileName: 'applications.csv', chunks: listCsv(list, o, 'UTC') });
      count += out.records() - 1;
    }
    return count;
  });

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const bare = await measure(async () => {
    let count = 0;
    await client.query('begin read only');
    for (const status of LISTS) {
      const o = { kind: APPLICATION, actor, status, offset: 0, limit: 0 };
      const page = sql`select submissions.id as page_id, ${sortDateOf(o)} as sort_date, 0 as total
        from submissions where ${sql.join(listConditions(o), sql` and `)}`;
      const { sql: text, params } = selectRows(db, page, EXPORT_FIELDS)
        .orderBy(sql`page.sort_date desc nulls last, page.page_id desc nulls last`)
        .toSQL();
      await client.query(`declare export_rows no scroll cursor for ${text}`, params);
      for (;;) {
        const fetched = await client.query({ text: 'fetch 1000 from export_rows', rowMode: 'array' });
        count += fetched.rowCount ?? 0;
        if (!fetched.rowCount) break;
      }
      await client.query('close export_rows');
    }
    await client.query('commit');
    return count;
  });
  await client.end();
  const loadAfter = os.loadavg();

  const line = (
    name: string,
    m: { seconds: number; growthMb: number; heapMb: number; value: number },
    extra = '',
  ) =>
    console.log(
      `${name.padEnd(22)} ${m.value.toLocaleString('en-US').padStart(10)} rows ` +
        `${Math.round(m.value / m.seconds)
          .toLocaleString('en-US')
          .padStart(
            8,
          )} rows/s ${m.seconds.toFixed(1).padStart(7)} s  RSS +${m.growthMb.toFixed(0)} MB (heap in use at most ${m.heapMb.toFixed(0)} MB)${extra}`,
    );
  const avg = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');
  console.log(
    `Applications in the database: ${have.toLocaleString('en-US')}; exported the lists ${LISTS.join(', ')}`,
  );
  line('export (worker thread)', inWorker, `  ${(bytes / 2 ** 20).toFixed(0)} MB of CSV`);
  line('export (in process)', inProcess);
  line('bare SQL (cursor)', bare);
  console.log(
    `Budget: >= 20,000 rows/s, RSS growth <= 100 MB. Load average before ${avg(load)}, after ${avg(loadAfter)}`,
  );
  await database.close();
}

await main();
