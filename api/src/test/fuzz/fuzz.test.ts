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
  BODY_KINDS,
  HEADER_KINDS,
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
 * A round sends every route once; round n gives each route body kind n and header kind n (modulo their
 * counts), so ROUNDS rounds send every route each kind of body and of headers at least once, where the
 * 5,000 random draws this replaced (~35 per route) left about one route-and-body-kind pair in ten untried.
 * The query, path parameters, values and session stay drawn at random (seeded). `npm test` runs ROUNDS
 * rounds (~2,100 requests); FUZZ_REQUESTS=10000 or more runs more rounds, when a route's input handling changes.
 */
const ROUNDS = Math.max(BODY_KINDS, HEADER_KINDS);
const TARGET_REQUESTS = process.env.FUZZ_REQUESTS ? Number(process.env.FUZZ_REQUESTS) : undefined;
/**
 * The run stops at TARGET_REQUESTS or after this many seconds, whichever comes first, so `npm test` stays
 * bounded on a busy machine; it must still have sent MIN_REQUESTS (every route many times over).
 */
const BUDGET_SECONDS = Number(process.env.FUZZ_SECONDS ?? 100);
const MIN_REQUESTS = Number(process.env.FUZZ_MIN_REQUESTS ?? 1_500);
/** Bodies close to and over the 1 MB cap, each an extra request beside a round's (they cost the most). */
const HUGE_BODIES = 30;
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
    `answers ${TARGET_REQUESTS ?? `${ROUNDS} rounds of`} hostile requests over every route without a 5xx or a leak`,
    async () => {
      const routes = apiRoutes(t.app);
      expect(routes.length).toBeGreaterThan(40);
      const before = await countRows();
      const r = seeded(SEED);
      const failures: string[] = [];
      const statuses = new Map<number, number>();
      let sent = 0;
      const timeByRoute = new Map<string, number>();

      const tried = new Set<string>();
      const one = async (route: RouteEntry, round: number | 'huge') => {
        const path = route.path.replace(/:[A-Za-z]+/g, () => hostileParam(r)) + hostileQuery(r);
        const kind = round === 'huge' ? undefined : round;
        const headers: Record<string, string> = { ...hostileHeaders(r, kind) };
        const roll = r.next();
        if (!sessionEnding.has(route.path) && roll < 0.55)
          headers.cookie = [staffCookie, headers.cookie].filter(Boolean).join('; ');
        // A real link reaches the customer calls' deeper checks; not the PDFs, which render in Chromium.
        else if (roll < 0.75 && !/pdf/i.test(route.path))
          Object.assign(headers, { id: link.id, email: link.email });
        let raw: RawBody | undefined;
        if (route.method !== 'GET' || r.next() < 0.1) {
          // Huge bodies are capped before they are read.
          raw = round === 'huge' ? hugeBody(r) : hostileBody(r, round);
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
          if (kind !== undefined)
            tried.add(`${route.method} ${route.path} ${kind % BODY_KINDS} ${kind % HEADER_KINDS}`);
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

      const rounds = Math.max(ROUNDS, Math.ceil((TARGET_REQUESTS ?? 0) / routes.length));
      const queue: [RouteEntry, number | 'huge'][] = [];
      for (let round = 0; round < rounds; round++) for (const route of routes) queue.push([route, round]);
      // The huge bodies go to routes that read a body, spread over the run.
      const writes = routes.filter((route) => route.method !== 'GET');
      for (let i = 0; i < HUGE_BODIES; i++)
        queue.splice(Math.floor(r.next() * queue.length), 0, [writes[i % writes.length], 'huge']);
      queue.reverse();
      const started = Date.now();
      const deadline = started + BUDGET_SECONDS * 1000;
      /** Whether the time budget left requests unsent. */
      let cut = false;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          for (let next = queue.pop(); next; next = queue.pop()) {
            if (Date.now() >= deadline) {
              cut = true;
              break;
            }
            await one(...next);
          }
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
      expect(sent).toBeGreaterThanOrEqual(Math.min(MIN_REQUESTS, TARGET_REQUESTS ?? MIN_REQUESTS));
      // Unless the time budget cut the run: every route had every kind of body and of headers.
      if (!cut)
        expect(
          routes.filter((route) =>
            Array.from({ length: ROUNDS }, (_, k) => k).some(
              (k) => !tried.has(`${route.method} ${route.path} ${k % BODY_KINDS} ${k % HEADER_KINDS}`),
            ),
          ),
        ).toEqual([]);
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
