/**
 * Fuzz suite (issue 11): every route of the app's route table (walked from the Express router, so a new
 * route is fuzzed without a line here) gets malformed bodies, headers, encodings, query strings, path
 * parameters, huge and deeply nested values and prototype-pollution keys, anonymously and signed in as a
 * super admin, over the demo data. Asserts: no answer >= 500, no stack trace or SQL text in any answer,
 * the demo data's row counts unchanged. Seeded (FUZZ_SEED), so a failure can be replayed.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../auth/testing';
import { DEMO_PASSWORD, seedDemoIfEmpty } from '../../db/seed/demo';
import {
  hostileBody,
  hostileHeaders,
  hostileParam,
  hostileQuery,
  hugeBody,
  PROTOTYPE_KEYS,
  prototypeListQueries,
  seeded,
  type RawBody,
} from './inputs';
import { routeTable, type RouteEntry } from '../route-table';

/**
 * 5,000 requests in `npm test` (every one of the ~140 routes about 35 times over, each time with another draw of the same
 * classes of input); FUZZ_REQUESTS=10000 or more for a longer run when a route's input handling changes.
 */
const TARGET_REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 5_000);
/**
 * The run stops at TARGET_REQUESTS or after this many seconds, whichever comes first, so `npm test` stays
 * bounded on a busy machine; it must still have sent MIN_REQUESTS (every route many times over).
 */
const BUDGET_SECONDS = Number(process.env.FUZZ_SECONDS ?? 100);
const MIN_REQUESTS = Number(process.env.FUZZ_MIN_REQUESTS ?? 1_500);
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const CONCURRENCY = 12;
/** Tables of the demo data whose row counts must not change (sessions, emails, jobs, audit and limits may). */
const DEMO_TABLES = [
  'units',
  'contacts',
  'denial_codes',
  'users',
  'user_units',
  'submissions',
  'files',
  'form_definitions',
];

/** The app's API routes and health checks. */
const apiRoutes = (app: TestApp['app']): RouteEntry[] =>
  routeTable(app).filter((r) => r.path.startsWith('/api/') || r.path === '/readyz' || r.path === '/healthz');

/** Routes that would end the signed-in session the rest of the run uses: fuzzed anonymously only. */
const sessionEnding = new Set(['/api/User/logout', '/api/User/refreshToken']);

const leak =
  /\n\s+at \S|Failed query|syntax error at|DrizzleQueryError|\bselect\b[^"]{0,80}\bfrom\b|insert into|violates .* constraint|node_modules/i;

let t: TestApp;
let server: Server;
let base: string;
let staffCookie: string;
let link: { id: string; email: string };

async function countRows(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of DEMO_TABLES) {
    const result = await t.ctx.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
    counts[table] = (result as unknown as { rows: { n: number }[] }).rows[0].n;
  }
  return counts;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoIfEmpty(t.ctx.db, { submissions: 30 });
  server = t.app.listen(0);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const login = await fetch(`${base}/api/User/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'superadmin@demo.test', password: DEMO_PASSWORD }),
  });
  staffCookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const [row] = (
    (await t.ctx.db.execute(
      sql`select id, email from submissions where status = 'SENT' limit 1`,
    )) as unknown as {
      rows: { id: string; email: string }[];
    }
  ).rows;
  link = row ?? { id: '00000000-0000-0000-0000-000000000000', email: 'nobody@example.test' };
}, 120_000);
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
});

describe('fuzz', () => {
  it(
    `answers up to ${TARGET_REQUESTS} hostile requests over every route without a 5xx or a leak`,
    async () => {
      const routes = apiRoutes(t.app);
      expect(routes.length).toBeGreaterThan(40);
      const before = await countRows();
      const r = seeded(SEED);
      const failures: string[] = [];
      const statuses = new Map<number, number>();
      let sent = 0;
      let huge = 0;
      const timeByRoute = new Map<string, number>();

      const one = async (route: RouteEntry) => {
        const path = route.path.replace(/:[A-Za-z]+/g, () => hostileParam(r)) + hostileQuery(r);
        const headers: Record<string, string> = { ...hostileHeaders(r) };
        const roll = r.next();
        if (!sessionEnding.has(route.path) && roll < 0.55)
          headers.cookie = [staffCookie, headers.cookie].filter(Boolean).join('; ');
        // A real link reaches the customer calls' deeper checks; not the PDFs, which render in Chromium.
        else if (roll < 0.75 && !/pdf/i.test(route.path))
          Object.assign(headers, { id: link.id, email: link.email });
        let raw: RawBody | undefined;
        if (route.method !== 'GET' || r.next() < 0.1) {
          // A few huge bodies: they cost the most and are capped before they are read.
          raw = huge < 60 && r.next() < 0.01 ? (huge++, hugeBody(r)) : hostileBody(r);
          if (raw.contentType) headers['content-type'] = raw.contentType;
          if (raw.contentEncoding) headers['content-encoding'] = raw.contentEncoding;
        }
        const started = Date.now();
        let status = 0;
        let text = '';
        try {
          const res = await fetch(base + path, {
            method: route.method,
            headers,
            body: route.method === 'GET' ? undefined : raw?.body,
            redirect: 'manual',
            signal: AbortSignal.timeout(20_000),
          });
          status = res.status;
          const type = res.headers.get('content-type') ?? '';
          text =
            type.includes('json') || type.includes('text') ? await res.text() : (await res.arrayBuffer(), '');
        } catch (err) {
          failures.push(`${route.method} ${path}: no answer (${String(err)})`);
          return;
        } finally {
          sent++;
        }
        timeByRoute.set(route.path, (timeByRoute.get(route.path) ?? 0) + Date.now() - started);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status >= 500)
          failures.push(
            `${route.method} ${route.path} -> ${status} ${text.slice(0, 200)} [${JSON.stringify(headers).slice(0, 200)} ${String(raw?.body ?? '').slice(0, 120)}]`,
          );
        else if (leak.test(text)) failures.push(`${route.method} ${route.path} leaks: ${text.slice(0, 300)}`);
        if (Date.now() - started > 10_000)
          failures.push(`${route.method} ${route.path} took ${Date.now() - started} ms`);
      };

      const queue: RouteEntry[] = [];
      while (queue.length < TARGET_REQUESTS) queue.push(...routes);
      const started = Date.now();
      const deadline = started + BUDGET_SECONDS * 1000;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          for (let route = queue.pop(); route && Date.now() < deadline; route = queue.pop()) await one(route);
        }),
      );
      const seconds = (Date.now() - started) / 1000;
      console.log(
        `fuzz: ${sent} requests over ${routes.length} routes in ${seconds.toFixed(1)} s (seed ${SEED}); ` +
          `statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}; ${failures.length} failures`,
      );
      const slowest = [...timeByRoute].sort((a, b) => b[1] - a[1]).slice(0, 4);
      console.log(
        `fuzz: most time in ${slowest.map(([p, ms]) => `${p} ${(ms / 1000).toFixed(1)} s`).join(', ')}`,
      );
      expect(failures.slice(0, 20)).toEqual([]);
      expect(sent).toBeGreaterThanOrEqual(Math.min(MIN_REQUESTS, TARGET_REQUESTS));
      expect(await countRows()).toEqual(before);
      expect(
        ({} as Record<string, unknown>).polluted ?? ({} as Record<string, unknown>).isAdmin,
      ).toBeUndefined();
    },
    (BUDGET_SECONDS + 60) * 1000,
  );

  it('refuses prototype names as the sort of every list, and survives them in filter and range', async () => {
    // Every list: each GET route without a path parameter; those answering Content-Range take a sort.
    const gets = routeTable(t.app).filter((r) => r.method === 'GET' && !/[:*^]/.test(r.path));
    const get = (path: string) =>
      fetch(base + path, { headers: { cookie: staffCookie }, signal: AbortSignal.timeout(20_000) });
    const lists: string[] = [];
    for (const { path } of gets) if ((await get(path)).headers.has('content-range')) lists.push(path);
    expect(lists.length).toBeGreaterThanOrEqual(6);
    const failures: string[] = [];
    for (const { path } of gets)
      for (const key of PROTOTYPE_KEYS)
        for (const { part, query } of prototypeListQueries(key)) {
          const res = await get(path + query);
          const text = await res.text();
          const wanted = part === 'sort' && lists.includes(path) ? res.status === 400 : res.status < 500;
          if (!wanted || leak.test(text))
            failures.push(`${path}${query} -> ${res.status} ${text.slice(0, 120)}`);
        }
    expect(failures).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 120_000);
});
