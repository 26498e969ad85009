/**
 * 50 concurrent PDF requests (npm run bench:pdf-concurrency; issue 28 budget): the API on a real port (PGlite in
 * memory), 50
 * signed-in GET /api/Application/getApplicationPdf of 50 different records (none printed before, so each one
 * renders), fired at once. Prints p50/p99 and the count of 503s, beside the time of one PDF measured in the same
 * run, and checks the budget: p99 ≤ 2 × one PDF × (50 / PDF_CONCURRENCY), 0 failures other than 503 with
 * Retry-After. Two rounds: the configured queue (PDF_QUEUE_MAX, default 20: the rest are refused at once), and
 * a queue long enough for all 50 (every request renders; the budget is about this one).
 *
 * BENCH_REQUESTS (default 50), PDF_CONCURRENCY (default 2), PDF_QUEUE_MAX (default 20).
 */
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import supertest from 'supertest';
import { sampleFor } from '@cp/schemas/forms/samples';
import { PDF_BUSY } from '@cp/schemas/messages/platform';
import { pino } from 'pino';
// Not auth/testing.ts: its test database reads vitest's state, so the app is built here the same way.
import { createApp } from '../api/src/app';
import { hashPassword } from '../api/src/auth/passwords';
import { loadConfig, testConfig } from '../api/src/config';
import { openDb } from '../api/src/db/client';
import { submissions, units, users } from '../api/src/db/schema';
import { closePdfRenderers, getPdfRenderer } from '../api/src/pdf/index';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 50);
const env = loadConfig(process.env);
const CONCURRENCY = env.pdfConcurrency;
const QUEUE_MAX = env.pdfQueueMax;

const percentile = (xs: number[], p: number) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
};
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const ms = (x: number) => (Number.isNaN(x) ? '—' : `${x.toFixed(0)} ms`);

interface Outcome {
  status: number;
  ms: number;
  retryAfter?: string;
  busy: boolean;
  pdf: boolean;
}

async function main() {
  console.log(`load average before: ${load()} (timings under other load are not budget figures)`);
  const database = await openDb({ dataDir: 'memory://' });
  const app = createApp(
    {
      db: database.db,
      config: testConfig({ chromiumPath: env.chromiumPath }),
      logger: pino({ level: 'silent' }),
    },
    { frontEndDirs: { formsDist: '/nonexistent/forms', adminDist: '/nonexistent/admin' } },
  );
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((r) => server.once('listening', () => r()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const db = database.db;
    const [unit] = await db
      .insert(units)
      .values({ kind: 'company', code: 'UWL', name: 'UWL', emailTemplate: 'UWL' })
      .returning();
    let seq = 0;
    /** Records of the full eight-step sample application, none printed yet. */
    const records = async (n: number) =>
      (
        await db
          .insert(submissions)
          .values(
            Array.from({ length: n }, () => ({
              form: 'credit-application' as const,
              formFamily: 'application-eight',
              companyId: unit.id,
              email: 'ap@harbor.example',
              status: 'NEW' as const,
              applicationNumber: `UWL${2000 + ++seq}`,
              data: sampleFor('application-eight'),
            })),
          )
          .returning({ id: submissions.id })
      ).map((r) => r.id);
    const password = 'Bench-pass-1!';
    const [user] = await db
      .insert(users)
      .values({
        email: 'bench@example.test',
        passwordHash: await hashPassword(password),
        firstName: 'Bench',
        lastName: 'User',
        active: true,
        security: 'SUPER ADMIN',
        maximumApprovalAmount: 100000,
      })
      .returning();
    const agent = supertest.agent(base);
    const login = await agent.post('/api/User/login').send({ email: user.email, password });
    if (!login.body.success) throw new Error(`login failed: ${login.body.message}`);

    const get = async (id: string): Promise<Outcome> => {
      const start = performance.now();
      const res = await agent.get('/api/Application/getApplicationPdf').set('id', id).buffer(true);
      return {
        status: res.status,
        ms: performance.now() - start,
        retryAfter: res.headers['retry-after'] as string | undefined,
        busy: res.status === 503 && (res.body as { message?: string })?.message === PDF_BUSY,
        pdf: res.status === 200 && res.headers['content-type'] === 'application/pdf',
      };
    };

    // Warm Chromium and the code paths, then one PDF at a time: the reference of this run.
    for (const id of await records(3)) await get(id);
    const singles: number[] = [];
    for (const id of await records(5)) {
      const o = await get(id);
      if (!o.pdf) throw new Error(`a single PDF answered ${o.status}`);
      singles.push(o.ms);
    }
    const one = percentile(singles, 50);
    const budget = 2 * one * (REQUESTS / CONCURRENCY);
    console.log(
      `${REQUESTS} concurrent PDF requests, PDF_CONCURRENCY=${CONCURRENCY}; one PDF alone: ${ms(one)} (median of 5: ${singles.map((x) => x.toFixed(0)).join(', ')})`,
    );
    console.log(`budget: p99 ≤ 2 × ${ms(one)} × (${REQUESTS} / ${CONCURRENCY}) = ${ms(budget)}`);

    let met = true;
    for (const queueMax of [QUEUE_MAX, Math.max(QUEUE_MAX, REQUESTS)]) {
      await closePdfRenderers();
      getPdfRenderer(env.chromiumPath, { concurrency: CONCURRENCY, queueMax });
      for (const id of await records(1)) await get(id); // warm the new browser
      const ids = await records(REQUESTS);
      const started = performance.now();
      const outcomes = await Promise.all(ids.map((id) => get(id)));
      const wall = performance.now() - started;
      const all = outcomes.map((o) => o.ms);
      const ok = outcomes.filter((o) => o.pdf).map((o) => o.ms);
      const refused = outcomes.filter((o) => o.busy && o.retryAfter);
      const other = outcomes.filter((o) => !o.pdf && !(o.busy && o.retryAfter));
      const p99 = percentile(all, 99);
      const pass = p99 <= budget && other.length === 0;
      met &&= pass;
      console.log(
        `PDF_QUEUE_MAX=${queueMax}: ${ok.length} PDFs, ${refused.length} × 503 with Retry-After (${refused[0]?.retryAfter ?? '—'} s), ${other.length} other failures` +
          (other.length ? ` (${[...new Set(other.map((o) => o.status))].join(', ')})` : '') +
          `; all requests p50 ${ms(percentile(all, 50))} p99 ${ms(p99)}; PDFs p50 ${ms(percentile(ok, 50))} p99 ${ms(percentile(ok, 99))}; ${(wall / 1000).toFixed(1)} s in all → ${pass ? 'within budget' : 'NOT within budget'}`,
      );
      if (queueMax >= REQUESTS) break;
    }
    console.log(`budget ${met ? 'met' : 'NOT met'}; load average after: ${load()}`);
  } finally {
    server.close();
    await closePdfRenderers();
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
