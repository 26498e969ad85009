import { eq, sql } from 'drizzle-orm';
import { runDueJobs } from '../test/run-due-jobs';
import { openDb, type Database } from '../db/client';
import { emailMessages, emailAttempts } from '../db/schema';
import { enqueueEmail } from '../mail/enqueue';
import { emailDeliverJob } from './kinds/email-deliver';
import { enqueueJob } from './queue';
import { testClock } from '../test/clock';
import { createTestDb, type TestDatabase } from '../test/test-db';
import { freePort, startTestSmtp, type TestSmtp } from './test-smtp-server';
import { SimulatedCrash, type WorkerContext } from './job';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let t: TestDatabase;
let smtp: TestSmtp;

beforeAll(async () => {
  t = await createTestDb();
  smtp = await startTestSmtp();
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});
beforeEach(async () => {
  await t.db.delete(emailMessages);
  await t.db.execute(sql`delete from pgboss.job where name = 'email-deliver'`);
  smtp.messages.length = 0;
});

const ctx = (smtpUrl: string | undefined, db = t.db): WorkerContext => ({
  db,
  config: { smtpUrl, mailFrom: 'Credit Portal <no-reply@credit.test>', chromiumPath: '/usr/bin/chromium' },
  logger: silent,
});
const plain = (n: number) =>
  enqueueEmail(t.db, {
    template: 'plain',
    to: [`user${n}@to.example`],
    context: {},
    subject: `Message ${n}`,
    text: `Body ${n}`,
  });
const rows = () => t.db.select().from(emailMessages).orderBy(emailMessages.createdAt);

describe('email delivery under failure', () => {
  it('keeps one chain of retries when two jobs of one message fail', async () => {
    const id = await plain(11);
    // A second delivery job of the message (a job run again while its first run still worked, say).
    await enqueueJob(t.db, emailDeliverJob, { emailId: id });
    const url = `smtp://127.0.0.1:${await freePort()}`;
    expect(await runDueJobs(ctx(url), { backoffBaseMs: 1000 })).toBe(2);
    const waiting = (await t.db.execute(
      sql`select count(*)::int as n from pgboss.job
           where name = 'email-deliver' and data->>'emailId' = ${id} and state in ('created', 'retry')`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(waiting.rows[0].n).toBe(1);
    const [row] = await t.db.select().from(emailMessages).where(eq(emailMessages.id, id));
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
  });

  it('loses nothing while SMTP refuses connections, and delivers each message once when it returns', async () => {
    const port = await freePort();
    const url = `smtp://127.0.0.1:${port}`;
    for (let i = 0; i < 5; i++) await plain(i);

    expect(await runDueJobs(ctx(url), { backoffBaseMs: 1000 })).toBe(5);
    for (const r of await rows()) {
      expect(r.status).toBe('pending');
      expect(r.lastError).toMatch(/ECONNREFUSED/);
      expect(r.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    }
    expect(await runDueJobs(ctx(url), { backoffBaseMs: 1000 })).toBe(0); // backing off
    const failed = await t.db.select().from(emailAttempts).where(eq(emailAttempts.ok, false));
    expect(failed.length).toBeGreaterThanOrEqual(5);

    const back = await startTestSmtp(port);
    try {
      await sleep(1100);
      while ((await runDueJobs(ctx(url), { backoffBaseMs: 1000 })) > 0);
      expect(back.messages.map((m) => m.subject).sort()).toEqual([0, 1, 2, 3, 4].map((i) => `Message ${i}`));
      for (const r of await rows()) {
        expect(r.status).toBe('sent');
        expect(r.attempts).toBe(2);
      }
    } finally {
      await back.close();
    }
  });

  it('marks a message dead after its maximum attempts, and failed on a permanent error', async () => {
    const url = `smtp://127.0.0.1:${await freePort()}`;
    const id = await plain(1);
    await t.db.update(emailMessages).set({ maxAttempts: 2 }).where(eq(emailMessages.id, id));
    const bad = await enqueueEmail(t.db, { template: 'no-such-template', to: ['x@to.example'], context: {} });
    await runDueJobs(ctx(url), { backoffBaseMs: 1 });
    await sleep(20);
    await runDueJobs(ctx(url), { backoffBaseMs: 1 });
    const [dead] = await t.db.select().from(emailMessages).where(eq(emailMessages.id, id));
    expect(dead).toMatchObject({ status: 'dead', attempts: 2 });
    const [failed] = await t.db.select().from(emailMessages).where(eq(emailMessages.id, bad));
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed.lastError).toMatch(/Unknown template 'no-such-template'/);
  });

  it('does not lose a message when its worker is killed after the job started', async () => {
    const id = await plain(7);
    const crash = async () => {
      throw new SimulatedCrash('killed');
    };
    const clock = testClock();
    await expect(runDueJobs(ctx(smtp.url), { now: clock.now, hooks: { afterClaim: crash } })).rejects.toThrow(
      SimulatedCrash,
    );
    expect(await runDueJobs(ctx(smtp.url), { now: clock.now })).toBe(0); // still active: its worker may live
    clock.advance(121_000); // the job expires (expireInSeconds 120) and pg-boss runs it again
    expect(await runDueJobs(ctx(smtp.url), { now: clock.now })).toBe(1);
    expect(smtp.messages.map((m) => m.subject)).toEqual(['Message 7']);
    const [row] = await t.db.select().from(emailMessages).where(eq(emailMessages.id, id));
    expect(row.status).toBe('sent');
  });

  it('resends with the same Message-ID when killed between the send and the mark (at-least-once)', async () => {
    const id = await plain(8);
    const crash = async () => {
      throw new SimulatedCrash('killed');
    };
    const clock = testClock();
    await expect(
      runDueJobs(ctx(smtp.url), { now: clock.now, hooks: { afterSend: crash } }),
    ).rejects.toThrow();
    clock.advance(121_000);
    expect(await runDueJobs(ctx(smtp.url), { now: clock.now })).toBe(1);
    expect(smtp.messages).toHaveLength(2);
    expect(smtp.messages[0].messageId).toBe(smtp.messages[1].messageId);
    const [row] = await t.db.select().from(emailMessages).where(eq(emailMessages.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 2, messageId: smtp.messages[0].messageId });
  });

  it('makes a dead letter of a message whose workers died on every attempt', async () => {
    const id = await plain(9);
    const crash = async () => {
      throw new SimulatedCrash('killed');
    };
    await t.db.update(emailMessages).set({ maxAttempts: 1 }).where(eq(emailMessages.id, id));
    const clock = testClock();
    await expect(
      runDueJobs(ctx(smtp.url), { now: clock.now, hooks: { afterClaim: crash } }),
    ).rejects.toThrow();
    clock.advance(121_000);
    // The expired job runs again and finds the message's attempts used up.
    expect(await runDueJobs(ctx(smtp.url), { now: clock.now })).toBe(1);
    expect(await runDueJobs(ctx(smtp.url), { now: clock.now })).toBe(0);
    const [row] = await t.db.select().from(emailMessages).where(eq(emailMessages.id, id));
    expect(row).toMatchObject({ status: 'dead', attempts: 1 });
    expect(row.lastError).toMatch(/stopped during delivery/);
    expect(smtp.messages).toHaveLength(0);
  });

  it('never sends one message twice with two workers running at once', async () => {
    const second: Database = t.url ? await openDb({ databaseUrl: t.url, poolSize: 3 }) : t;
    try {
      for (let i = 0; i < 30; i++) await plain(i);
      const work = async (c: WorkerContext, workerId: string) => {
        let n = 0;
        for (let k; (k = await runDueJobs(c, { workerId, batchSize: 3 })) > 0;) n += k;
        return n;
      };
      const [a, b] = await Promise.all([
        work(ctx(smtp.url), 'worker-a'),
        work(ctx(smtp.url, second.db), 'worker-b'),
      ]);
      expect(a + b).toBe(30);
      expect(smtp.messages).toHaveLength(30);
      expect(new Set(smtp.messages.map((m) => m.messageId)).size).toBe(30);
      const [{ count }] = await t.db
        .select({ count: sql<number>`count(distinct ${emailAttempts.worker})::int` })
        .from(emailAttempts)
        .where(eq(emailAttempts.ok, true));
      if (t.url) expect(count).toBeGreaterThanOrEqual(1);
      for (const r of await rows()) expect(r).toMatchObject({ status: 'sent', attempts: 1 });
    } finally {
      if (second !== t) await second.close();
    }
  });
});
