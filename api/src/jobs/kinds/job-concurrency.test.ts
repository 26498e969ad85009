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
