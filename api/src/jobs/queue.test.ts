/**
 * The job queue on pg-boss (issue 28 item 1), on the engine of the run (PGlite, or PostgreSQL with
 * TEST_DB=postgres): jobs enqueued in the caller's transaction, declared kinds checked by their schema,
 * retries then dead letters, cron schedules once for N processes, a job whose worker died retried and done once,
 * and an email delivered by its 'email-deliver' job without the sweep.
 */
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { emailMessages } from '../db/schema';
import { enqueueEmail } from '../mail/enqueue';
import { testConfig } from '../config';
import { createTestDb, type TestDatabase } from '../test/test-db';
import { defineJobKind, type JobKind } from './kind';
import { enqueueJob, listDeadJobs, startJobs, type JobRunner } from './queue';
import { JOB_KINDS } from './registry';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
async function until(what: string, test: () => Promise<boolean> | boolean, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  while (!(await test())) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await sleep(50);
  }
}

let t: TestDatabase;
const runners: JobRunner[] = [];
// One database for the file (a PGlite database takes seconds to migrate); each test has queues of its own.
beforeAll(async () => {
  t = await createTestDb();
});
afterEach(async () => {
  for (const r of runners.splice(0)) await r.stop();
});
afterAll(async () => {
  await t.close();
});

const start = async (kinds: readonly JobKind<unknown>[], boss?: { maintenanceIntervalSeconds?: number }) => {
  const runner = await startJobs({
    db: t.db,
    config: { ...testConfig(), databaseUrl: t.url, smtpUrl: undefined },
    logger: silent,
    kinds,
    pollingIntervalSeconds: 0.5,
    boss,
  });
  runners.push(runner);
  return runner;
};

const jobsIn = async (name: string) =>
  (
    (await t.db.execute(sql`select state, data from pgboss.job where name = ${name}`)) as unknown as {
      rows: Array<{ state: string; data: unknown }>;
    }
  ).rows;

describe('job queue (pg-boss)', () => {
  it('enqueues in the caller’s transaction: a rolled-back change leaves no job, a committed one runs once', async () => {
    const seen: number[] = [];
    const kind = defineJobKind({
      name: 'test-echo',
      schema: z.object({ n: z.number() }),
      async handler(_ctx, data) {
        seen.push(data.n);
      },
    });
    await start([kind as JobKind<unknown>]);
    await t.db
      .transaction(async (tx) => {
        await enqueueJob(tx, kind, { n: 1 });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await t.db.transaction(async (tx) => {
      await enqueueJob(tx, kind, { n: 2 });
    });
    await until('the committed job', () => seen.length > 0);
    await sleep(1200);
    expect(seen).toEqual([2]);
    expect((await jobsIn('test-echo')).map((j) => j.state)).toEqual(['completed']);
    // Enqueue checks the kind's schema before writing.
    await expect(enqueueJob(t.db, kind, { n: 'x' } as unknown as { n: number })).rejects.toThrow();
  });

  it('retries a failing job with backoff, then keeps it as a dead letter; a payload of the wrong shape is one at once', async () => {
    let calls = 0;
    const kind = defineJobKind({
      name: 'test-flaky',
      schema: z.object({ n: z.number() }),
      queue: { retryLimit: 2, retryDelay: 1, retryBackoff: true },
      async handler() {
        calls++;
        throw new Error('SMTP down');
      },
    });
    await start([kind as JobKind<unknown>]);
    await enqueueJob(t.db, kind, { n: 7 });
    await until('the dead letter', async () => (await listDeadJobs(t.db)).total > 0, 60_000);
    expect(calls).toBe(3);
    const [dead] = (await listDeadJobs(t.db)).rows;
    expect(dead).toMatchObject({ kind: 'test-flaky', data: { n: 7 }, error: 'SMTP down' });

    // Bypassing enqueueJob's check (a job written by an older release): no retry, straight to the dead letters.
    await t.db.execute(sql`select pgboss.create_queue('test-flaky', '{}')`);
    const runner = runners[0];
    await runner.boss.send('test-flaky', { n: 'seven' });
    await until('the schema dead letter', async () => (await listDeadJobs(t.db)).total > 1);
    await sleep(500);
    expect(calls).toBe(3);
    const [schemaDead] = (await listDeadJobs(t.db)).rows;
    expect(schemaDead.kind).toBe('test-flaky');
    expect(schemaDead.error).toMatch(/^Invalid test-flaky payload: n /);
  });

  it('makes one schedule for each cron kind however many processes start', async () => {
    const a = await start(JOB_KINDS);
    await start(JOB_KINDS);
    const schedules = await a.boss.getSchedules();
    expect(schedules.map((s) => [s.name, s.cron]).sort()).toEqual([
      ['customer-suggest', '* * * * *'],
      ['decision-retention', '53 3 * * *'],
      ['email-log-purge', '17 3 * * *'],
      ['files-cleanup', '41 3 * * *'],
      ['reviews-digest', '5 7 * * *'],
    ]);
  });

  it('retries a job whose worker died once it expires, and it is done once', async () => {
    let runs = 0;
    const done: number[] = [];
    const kind = defineJobKind({
      name: 'test-dies',
      schema: z.object({ n: z.number() }),
      queue: { retryLimit: 3, retryDelay: 1, expireInSeconds: 1 },
      async handler(_ctx, data) {
        runs++;
        // The first worker hangs as a killed process would: it never completes the job.
        if (runs === 1) return new Promise<void>(() => undefined);
        done.push(data.n);
      },
    });
    await start([kind as JobKind<unknown>], { maintenanceIntervalSeconds: 1 });
    await enqueueJob(t.db, kind, { n: 3 });
    await until('the retry after expiry', () => done.length > 0, 60_000);
    await sleep(1500);
    expect(done).toEqual([3]);
    expect(runs).toBe(2);
  });

  it('delivers an email by its email-deliver job, enqueued with the message, without the sweep', async () => {
    const id = await t.db.transaction((tx) =>
      enqueueEmail(tx, {
        template: 'plain',
        to: ['queue@example.test'],
        subject: 'Queued',
        text: 'Hello',
        context: {},
      }),
    );
    expect((await jobsIn('email-deliver')).map((j) => j.data)).toEqual([{ emailId: id }]);
    await start(JOB_KINDS);
    await until('the message sent', async () => {
      const [row] = await t.db
        .select({ status: emailMessages.status })
        .from(emailMessages)
        .where(eq(emailMessages.id, id));
      return row.status === 'sent';
    });
    const [row] = await t.db.select().from(emailMessages).where(eq(emailMessages.id, id));
    expect(row).toMatchObject({ status: 'sent', deliveredVia: 'mailbox', subject: 'Queued' });
  });

  it('delivers an email someone waits for (a password reset) before the queued decision emails', async () => {
    const send = (template: string, to: string) =>
      t.db.transaction((tx) =>
        enqueueEmail(tx, { template, to: [to], subject: template, text: 'Hello', context: {} }),
      );
    const decisions = [
      await send('plain', 'decision-1@example.test'),
      await send('plain', 'decision-2@example.test'),
    ];
    const reset = await send('password-reset', 'waiting@example.test');
    // pg-boss's own fetch, as a worker takes its next job: the reset, though it was queued last.
    const runner = await start([]);
    const [first] = await runner.boss.fetch<{ emailId: string }>('email-deliver');
    expect(first.data.emailId).toBe(reset);
    const [second] = await runner.boss.fetch<{ emailId: string }>('email-deliver');
    expect(decisions).toContain(second.data.emailId);
  });
});
