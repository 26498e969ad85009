/**
 * npm run bench:list — figures, not a test (budgets: issue 33, API p50 <= 1.5x the bare SQL p50 and API
 * p99 <= 1.5x the bare SQL p99 for every case at 1 and 32 connections; issue 6, API p99 < 50 ms).
 *
 * Seeds 1,000,000 submissions into a PostgreSQL database of its own (skipped when already there), starts
 * the API against it, and measures one filtered, searched page of the Customer Activations list and of the
 * credit applications list (issue 12: Reviewed, searched; API p50 <= 2x bare SQL p50 and API p99 <= 2x bare
 * SQL p99) four ways: through the API (HTTP, signed in as the demo super admin), through the list service
 * directly (no HTTP, no auth), as the bare SQL of the same statement on a pool, and through a bare node:http
 * server answering that statement as JSON (bench/bare-http-server.mjs: the floor of any HTTP API in Node.js over
 * it, in as many processes as the API; at 1 connection only); at 32 concurrent connections, then at 1 (the latency of one request
 * with nothing queued before it). The four are timed
 * by the same loop in this process, in alternating turns, and each set ends with the budget's verdict.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { benchDatabaseUrl, ensureBenchDatabase } from './bench-db';
import { httpPage, viaBareHttp, type Way } from './list-http';
// By path: @cp/api's export map ("./*": "./src/*", no extension) is not resolvable by TypeScript.
import { openDb } from '../api/src/db/client';
import { loadSessionUser } from '../api/src/auth/session-user';
import { ACTIVATION } from '../api/src/services/activations/kind';
import { APPLICATION } from '../api/src/services/applications/kind';
import { baseItem } from '../api/src/services/submissions/list-fields';
import {
  listStatement,
  listSubmissions,
  type ListOptions,
} from '../api/src/services/submissions/list-submissions';
import { statementName } from '../api/src/db/named';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = process.env.BENCH_DB ?? 'cp_bench_list';
const TARGET = Number(process.env.BENCH_ROWS ?? 1_000_000);
const PORT = Number(process.env.BENCH_PORT ?? 3161);
const CONNECTIONS = 32;
/** HTTP processes of the API under test: one per core, as the README recommends for production. */
const PROCESSES = Number(process.env.BENCH_WEB_CONCURRENCY ?? availableParallelism());
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Length of one timed turn (see alternate). */
const SLICE = Math.min(SECONDS, 2);
/**
 * The measured pages, first 10 rows each: NEW activations searched by a company name (both words common in
 * the seeded names: 1 row in 220 matches) and by an application number; REVIEWED searched by a name; and,
 * for comparison, the unsearched NEW list every user lands on.
 */
const FILTERS: Filter[] = [
  { resource: 'activations', status: 'NEW', q: 'harbor logistics' },
  { resource: 'activations', status: 'NEW', q: 'wds1005' },
  { resource: 'activations', status: 'REVIEWED', q: 'summit foods' },
  { resource: 'activations', status: 'NEW' },
  // Issue 12: the credit applications list under Reviewed, searched by a company name, and unsearched.
  { resource: 'applications', status: 'REVIEWED', q: 'summit foods' },
  { resource: 'applications', status: 'REVIEWED' },
];
interface Filter {
  resource: 'activations' | 'applications';
  status: ListOptions['status'];
  q?: string;
}

const KINDS = { activations: ACTIVATION, applications: APPLICATION };

const dbUrl = () => benchDatabaseUrl(ADMIN_URL, DB_NAME);

const ensureDatabase = () => ensureBenchDatabase(ADMIN_URL, DB_NAME);

async function seedIfNeeded(): Promise<void> {
  const database = await openDb({ databaseUrl: dbUrl(), poolSize: 2 });
  const client = new pg.Client({ connectionString: dbUrl() });
  await client.connect();
  const { rows } = await client.query<{ n: string }>('select count(*) as n from submissions');
  await client.end();
  await database.close();
  const have = Number(rows[0].n);
  if (have >= TARGET)
    return console.log(`${have.toLocaleString('en-US')} submissions already there: seeding skipped.`);
  const result = spawnSync('npm', ['run', 'seed:large', '--', '--count', String(TARGET - have)], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: dbUrl() },
  });
  if (result.status !== 0) throw new Error('seed:large failed');
  const analyze = new pg.Client({ connectionString: dbUrl() });
  await analyze.connect();
  // Flushes the trigram index's pending list and refreshes statistics after the bulk load.
  await analyze.query('vacuum analyze submissions');
  await analyze.end();
}

async function startApi(): Promise<ChildProcess> {
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['api/src/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      DATABASE_URL: dbUrl(),
      RUN_WORKER: 'false',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
      WEB_CONCURRENCY: String(PROCESSES),
    },
  });
  // Up to 10 minutes: on a busy machine two HTTP processes under tsx took longer than 2 to start.
  for (let i = 0; i < 1200; i += 1) {
    try {
      if ((await fetch(`http://localhost:${PORT}/readyz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error('The API did not become ready.');
}

async function signIn(): Promise<{ cookie: string; userId: string }> {
  const res = await fetch(`http://localhost:${PORT}/api/User/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'superadmin@demo.test', password: 'Demo-pass-1!' }),
  });
  const body = (await res.json()) as { success: boolean; data?: { _id?: string; id?: string } };
  if (!body.success) throw new Error('The demo super admin could not sign in.');
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie, userId: body.data?._id ?? body.data?.id ?? '' };
}

interface Figures {
  p50: number;
  p99: number;
  rps: number;
  total: number;
}

/** The page through the API: a GET signed in, on `connections` kept-alive HTTP connections. */
async function viaApi(cookie: string, filter: Filter, connections: number): Promise<Way> {
  const { resource, ...listFilter } = filter;
  const query = `filter=${encodeURIComponent(JSON.stringify(listFilter))}&range=${encodeURIComponent('[0,9]')}`;
  return httpPage(`http://localhost:${PORT}/api/v1/${resource}?${query}`, connections, { cookie });
}

/**
 * The page without HTTP or auth, two ways: `service`, the list service and its list items as the API
 * builds them (no JSON); `sql`, the bare SQL of that same statement (listStatement), run as the same named
 * prepared statement on a node-postgres pool: the database's own time plus one round trip, the floor the
 * budget compares the API with.
 */
async function direct(
  userId: string,
  filter: Filter,
  how: 'service' | 'sql',
  connections: number,
): Promise<Way & { statement: { text: string; params: unknown[] } }> {
  const database = await openDb({ databaseUrl: dbUrl(), poolSize: connections });
  const actor = await loadSessionUser(database.db, userId);
  if (!actor) throw new Error('No such user for the bare run.');
  const kind = KINDS[filter.resource];
  const options: ListOptions & { db: typeof database.db } = {
    db: database.db,
    kind,
    actor,
    status: filter.status,
    search: filter.q,
    offset: 0,
    limit: 10,
  };
  const service = async () => {
    const page = await listSubmissions(options);
    return { total: page.total, items: page.rows.map((r) => kind.toItem(baseItem(r), r)) };
  };
  const pool = new pg.Pool({ connectionString: dbUrl(), max: connections });
  const { text, params } = listStatement(options);
  const name = statementName('bench', text);
  const bare = async () => {
    const { rows } = await pool.query<unknown[]>({ name, text, values: params, rowMode: 'array' });
    // The total is the last column of every row.
    return { total: rows.length ? Number(rows[0][rows[0].length - 1]) : 0 };
  };
  const once = how === 'sql' ? bare : service;
  return {
    once,
    statement: { text, params },
    total: (await once()).total,
    close: async () => {
      await pool.end();
      await database.close();
    },
  };
}

/**
 * Times the ways in turns of SLICE seconds each, until each had SECONDS, from `connections` loops in this
 * process, after one untimed turn each (warm caches, prepared statements past their custom plans). Turns
 * alternate so that load from elsewhere on the machine, which drifts over a run, falls on every way alike.
 */
async function alternate(ways: Way[], connections: number): Promise<Figures[]> {
  const latencies: number[][] = ways.map(() => []);
  const turn = async (way: Way, into: number[] | undefined, seconds: number) => {
    const end = Date.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (Date.now() < end) {
          const t = performance.now();
          await way.once();
          into?.push(performance.now() - t);
        }
      }),
    );
  };
  for (const way of ways) await turn(way, undefined, 1);
  for (let done = 0; done < SECONDS; done += SLICE)
    for (const [i, way] of ways.entries()) await turn(way, latencies[i], SLICE);
  return ways.map((way, i) => {
    const sorted = latencies[i].sort((a, b) => a - b);
    const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
    return { p50: at(0.5), p99: at(0.99), rps: sorted.length / SECONDS, total: way.total };
  });
}

/** Issue 33's budget (issue 12's was 2x): API p50 <= 1.5x the bare SQL p50 and API p99 <= 1.5x the bare SQL p99. */
const BUDGET = 1.5;

interface Ratios {
  p50: number;
  p99: number;
  met: boolean;
}

function ratios(api: Figures, bare: Figures): Ratios {
  const p50 = api.p50 / Math.max(bare.p50, 0.001);
  const p99 = api.p99 / Math.max(bare.p99, 0.001);
  return { p50, p99, met: p50 <= BUDGET && p99 <= BUDGET };
}

function verdict(api: Figures, bare: Figures): string {
  const r = ratios(api, bare);
  return `API p50 / bare SQL p50 = ${r.p50.toFixed(2)}, API p99 / bare SQL p99 = ${r.p99.toFixed(2)} (budget: both <= ${BUDGET}): ${r.met ? 'MET' : 'MISSED'}   API p99 = ${api.p99.toFixed(1)} ms (issue 6 budget < 50)`;
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');

async function main() {
  await ensureDatabase();
  await seedIfNeeded();
  const loadBefore = load();
  console.log(`Load average (1 / 5 / 15 min) before: ${loadBefore}`);
  const table: string[] = [];
  const api = await startApi();
  try {
    const row = (name: string, f: Figures) =>
      `${name.padEnd(13)} p50 ${f.p50.toFixed(2).padStart(7)} ms   p99 ${f.p99.toFixed(2).padStart(7)} ms   ${f.rps.toFixed(0).padStart(6)} req/s   (${f.total} matching rows)`;
    // BENCH_ONLY=applications (or activations) measures one list only.
    for (const filter of FILTERS.filter(
      (f) => !process.env.BENCH_ONLY || f.resource === process.env.BENCH_ONLY,
    )) {
      for (const connections of [CONNECTIONS, 1]) {
        // Signed in afresh for each set: a run on a busy machine outlasts one access token (5 minutes).
        const { cookie, userId } = await signIn();
        const sql = await direct(userId, filter, 'sql', connections);
        const ways: Way[] = [
          await viaApi(cookie, filter, connections),
          await direct(userId, filter, 'service', connections),
          sql,
        ];
        // At 1 connection only: PostgreSQL's 100 connections are taken by the other ways' pools at 32.
        if (connections === 1)
          ways.push(
            await viaBareHttp({
              root: ROOT,
              databaseUrl: dbUrl(),
              statement: sql.statement,
              processes: PROCESSES,
              connections,
            }),
          );
        const [api, service, bare, bareHttp]: Array<Figures | undefined> = await alternate(ways, connections);
        if (!api || !service || !bare) throw new Error('A way was not timed.');
        for (const way of ways) await way.close();
        // At 1 connection: what one user waits for, without 31 others queued on the machine's cores.
        console.log(
          `\n${filter.resource} list, ${JSON.stringify(filter)}, page 1 of 10 rows, ${connections} connection(s), ${SECONDS} s each in turns of ${SLICE} s, API in ${PROCESSES} process(es)`,
        );
        console.log(row('API', api));
        console.log(row('service', service));
        console.log(row('bare SQL', bare));
        if (bareHttp) console.log(row('bare HTTP', bareHttp));
        console.log(verdict(api, bare));
        if (bareHttp)
          console.log(
            `bare HTTP p50 / bare SQL p50 = ${(bareHttp.p50 / Math.max(bare.p50, 0.001)).toFixed(2)}, p99 ${(bareHttp.p99 / Math.max(bare.p99, 0.001)).toFixed(2)} (the floor of an HTTP API in Node.js over this SQL); API p50 / bare HTTP p50 = ${(api.p50 / Math.max(bareHttp.p50, 0.001)).toFixed(2)}`,
          );
        const r = ratios(api, bare);
        const name = `${filter.resource} ${filter.status}${filter.q ? ` q=${filter.q}` : ''}`;
        table.push(
          `${name.padEnd(38)} ${String(connections).padStart(5)}  ${api.p50.toFixed(2).padStart(7)} ${bare.p50.toFixed(2).padStart(7)} ${r.p50.toFixed(2).padStart(5)}  ${api.p99.toFixed(2).padStart(7)} ${bare.p99.toFixed(2).padStart(7)} ${r.p99.toFixed(2).padStart(5)}  ${r.met ? 'MET' : 'MISSED'}${bareHttp ? `   ${bareHttp.p50.toFixed(2).padStart(7)} ${(bareHttp.p50 / Math.max(bare.p50, 0.001)).toFixed(2).padStart(5)}` : ''}`,
        );
      }
    }
  } finally {
    api.kill('SIGTERM');
  }
  console.log(`\nAPI beside its bare SQL (ms; budget: both ratios <= ${BUDGET})`);
  console.log(
    `${'case'.padEnd(38)} conns  API p50    bare     x   API p99    bare     x  verdict  bare HTTP p50   x bare`,
  );
  for (const line of table) console.log(line);
  console.log(`Load average (1 / 5 / 15 min) before: ${loadBefore}, after: ${load()}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
