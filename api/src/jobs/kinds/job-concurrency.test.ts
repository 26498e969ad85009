/**
 * One worker process takes PDF_CONCURRENCY 'pdf-render' jobs at once (issue 28 item 3), not one after another,
 * and as many 'email-deliver' jobs (a decision email prints its PDF first): the kind's declared workers, with a
 * handler that records how many are running instead of Chromium and SMTP.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { testConfig } from '../../config';
import { createTestDb, type TestDatabase } from '../../test/test-db';
import type { JobKind } from '../kind';
import { enqueueJob, startJobs, type JobRunner } from '../queue';
import { emailDeliverJob } from './email-deliver';
import { emailDeliverKind } from './email-deliver-handler';
import { pdfRenderJob } from './pdf-render';
import { pdfRenderKind } from './pdf-render-handler';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

let t: TestDatabase;
let runner: JobRunner | undefined;
beforeAll(async () => {
  t = await createTestDb();
});
afterEach(async () => {
  await runner?.stop();
  runner = undefined;
});
afterAll(async () => {
  await t.close();
});

const kinds = [
  {
    kind: pdfRenderKind as JobKind<unknown>,
    send: () => enqueueJob(t.db, pdfRenderJob, { submissionId: randomUUID(), copy: 'staff' }),
  },
  {
    kind: emailDeliverKind as JobKind<unknown>,
    send: () => enqueueJob(t.db, emailDeliverJob, { emailId: randomUUID() }),
  },
];

describe('jobs in one worker process', () => {
  it.each(kinds)('$kind.name jobs overlap up to PDF_CONCURRENCY', async ({ kind: declared, send }) => {
    let running = 0;
    let most = 0;
    let done = 0;
    const kind: JobKind<unknown> = {
      ...declared,
      async handler() {
        running++;
        most = Math.max(most, running);
        await sleep(1500);
        running--;
        done++;
      },
    };
    runner = await startJobs({
      db: t.db,
      config: { ...testConfig(), databaseUrl: t.url, smtpUrl: undefined, pdfConcurrency: 2 },
      logger: silent,
      kinds: [kind],
      pollingIntervalSeconds: 0.5,
    });
    for (let i = 0; i < 3; i++) await send();
    const states = async () =>
      (
        (await t.db.execute(sql`select state from pgboss.job where name = ${kind.name}`)) as unknown as {
          rows: Array<{ state: string }>;
        }
      ).rows.map((r) => r.state);
    // pg-boss marks a job completed just after its handler returns.
    const end = Date.now() + 30_000;
    while ((await states()).some((s) => s !== 'completed') && Date.now() < end) await sleep(100);
    expect(await states()).toEqual(['completed', 'completed', 'completed']);
    expect(done).toBe(3);
    expect(most).toBe(2);
  });
});

describe('a kind that fetches jobs in batches', () => {
  it.each([1, 5])(
    'of %i fetches again at once after a full batch, not at the next poll',
    async (batchSize) => {
      const spec = { name: `batch-drain-test-${batchSize}`, schema: emailDeliverJob.schema, queue: {} };
      const total = batchSize * 2 + 2;
      const starts: number[] = [];
      const kind: JobKind<unknown> = {
        ...spec,
        schema: spec.schema as JobKind<unknown>['schema'],
        batchSize,
        pollingIntervalSeconds: 60,
        async handler() {
          starts.push(Date.now());
          await sleep(20);
        },
      };
      const start = () =>
        startJobs({
          db: t.db,
          config: { ...testConfig(), databaseUrl: t.url, smtpUrl: undefined },
          logger: silent,
          kinds: [kind],
          pollingIntervalSeconds: 60,
        });
      // The queue exists once a runner has started; the jobs are queued while none runs.
      await (await start()).stop();
      for (let i = 0; i < total; i++) await enqueueJob(t.db, spec, { emailId: randomUUID() });
      const began = Date.now();
      runner = await start();
      const completed = async () =>
        (
          (await t.db.execute(
            sql`select count(*)::int as n from pgboss.job where name = ${spec.name} and state = 'completed'`,
          )) as unknown as { rows: Array<{ n: number }> }
        ).rows[0].n;
      // Polls are a minute apart: without fetching again after a full batch, only the first batch would run here.
      const end = Date.now() + 20_000;
      while ((await completed()) < total && Date.now() < end) await sleep(100);
      expect(await completed()).toBe(total);
      expect(starts).toHaveLength(total);
      expect(Math.max(...starts) - began).toBeLessThan(20_000);
    },
  );
});
