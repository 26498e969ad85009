/**
 * npm run bench:list — figures, not a test (budget in issue 6: API p50 <= 2x the bare query, p99 < 50 ms).
 *
 * Seeds 1,000,000 submissions into a PostgreSQL database of its own (skipped when already there), starts
 * the API against it, and measures one filtered, searched page of the Customer Activations list and of the
 * credit applications list (issue 12: Reviewed, searched; API p50 <= 2x bare p50 and p99 <= 2x bare p99) at 32
 * concurrent connections: through the API (autocannon, signed in as the demo super admin), through the
 * list service directly (no HTTP, no auth), and as the bare SQL of the same statement on a pool, with the
 * verdict of the budget against the bare SQL; then all three once more at 1 connection, the latency of one
 * request with nothing queued before it.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
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

const dbUrl = () => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
};

async function ensureDatabase(): Promise<void> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [DB_NAME]);
  if (!rowCount) await admin.query(`create database ${DB_NAME}`);
  await admin.end();
}

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
  for (let i = 0; i < 240; i += 1) {
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

async function benchApi(cookie: string, filter: Filter, connections = CONNECTIONS): Promise<Figures> {
  const { resource, ...listFilter } = filter;
  const query = `filter=${encodeURIComponent(JSON.stringify(listFilter))}&range=${encodeURIComponent('[0,9]')}`;
  const url = `http://localhost:${PORT}/api/v1/${resource}?${query}`;
  const probe = await fetch(url, { headers: { cookie } });
  const total = Number(probe.headers.get('content-range')?.split('/')[1] ?? 0);
  if (!probe.ok) throw new Error(`The list answered ${probe.status}`);
  const result = await autocannon({ url, connections, duration: SECONDS, headers: { cookie } });
  if (result.non2xx) throw new Error(`${result.non2xx} answers were not 2xx`);
  return { p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average, total };
}

/** Runs `once` from `connections` loops for SECONDS and returns its latencies' p50 and p99. */
async function timed(connections: number, once: () => Promise<unknown>, total: number): Promise<Figures> {
  const latencies: number[] = [];
  const end = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < end) {
        const t = performance.now();
        await once();
        latencies.push(performance.now() - t);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))];
  return { p50: at(0.5), p99: at(0.99), rps: latencies.length / SECONDS, total };
}

/**
 * The page without HTTP or auth, two ways: `service`, the list service and its list items as the API
 * builds them (drizzle renders the statement each time, no JSON); `sql`, the bare SQL of that same
 * statement, rendered once, run as the same named prepared statement on a node-postgres pool: the
 * database's own time plus one round trip, the floor the budget compares the API with.
 */
async function benchBare(
  userId: string,
  filter: Filter,
  how: 'service' | 'sql',
  connections = CONNECTIONS,
): Promise<Figures> {
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
  const { sql: text, params } = listStatement(options).query.toSQL();
  const name = statementName('bench', text);
  const bare = async () => {
    const { rows } = await pool.query<unknown[]>({ name, text, values: params, rowMode: 'array' });
    return { total: rows.length ? Number(rows[0][rows[0].length - 1]) : 0 };
  };
  try {
    const once = how === 'sql' ? bare : service;
    const { total } = await once();
    return await timed(connections, once, total);
  } finally {
    await pool.end();
    await database.close();
  }
}

/** Issue 12's budget: API p50 <= 2x the bare SQL p50 and API p99 <= 2x the bare SQL p99. */
function verdict(api: Figures, bare: Figures): string {
  const p50 = api.p50 / Math.max(bare.p50, 0.001);
  const p99 = api.p99 / Math.max(bare.p99, 0.001);
  const met = p50 <= 2 && p99 <= 2;
  return `API p50 / bare SQL p50 = ${p50.toFixed(2)}, API p99 / bare SQL p99 = ${p99.toFixed(2)} (budget: both <= 2): ${met ? 'MET' : 'MISSED'}   API p99 = ${api.p99.toFixed(1)} ms (issue 6 budget < 50)`;
}

async function main() {
  await ensureDatabase();
  await seedIfNeeded();
  const api = await startApi();
  try {
    const { cookie, userId } = await signIn();
    const row = (name: string, f: Figures) =>
      `${name.padEnd(13)} p50 ${f.p50.toFixed(2).padStart(7)} ms   p99 ${f.p99.toFixed(2).padStart(7)} ms   ${f.rps.toFixed(0).padStart(6)} req/s   (${f.total} matching rows)`;
    // BENCH_ONLY=applications (or activations) measures one list only.
    for (const filter of FILTERS.filter(
      (f) => !process.env.BENCH_ONLY || f.resource === process.env.BENCH_ONLY,
    )) {
      const viaApi = await benchApi(cookie, filter);
      const service = await benchBare(userId, filter, 'service');
      const bare = await benchBare(userId, filter, 'sql');
      console.log(
        `\n${filter.resource} list, ${JSON.stringify(filter)}, page 1 of 10 rows, ${CONNECTIONS} connections, ${SECONDS} s each, API in ${PROCESSES} process(es)`,
      );
      console.log(row('API', viaApi));
      console.log(row('service', service));
      console.log(row('bare SQL', bare));
      console.log(verdict(viaApi, bare));
      // The same page one request at a time: what one user waits for, without 31 others queued on 2 cores.
      const alone = await benchApi(cookie, filter, 1);
      const serviceAlone = await benchBare(userId, filter, 'service', 1);
      const bareAlone = await benchBare(userId, filter, 'sql', 1);
      console.log(row('API, 1 conn', alone));
      console.log(row('service, 1', serviceAlone));
      console.log(row('bare SQL, 1', bareAlone));
      console.log(verdict(alone, bareAlone));
    }
  } finally {
    api.kill('SIGTERM');
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
