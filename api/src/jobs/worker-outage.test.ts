/**
 * Fault suite, SMTP outage (issue 11 item 4): retries back off to hours and keep trying for days, driven
 * by a controllable clock, so ten minutes (or days) of an outage take a second.
 */
import { runDueJobs } from '../test/run-due-jobs';
import { eq } from 'drizzle-orm';
import { emailMessages, emailAttempts } from '../db/schema';
import { enqueueEmail } from '../mail/enqueue';
import { recordingLogger, testClock, type TestClock } from '../test/clock';
import { createTestDb, type TestDatabase } from '../test/test-db';
import { freePort, startTestSmtp } from './test-smtp-server';
import { type WorkerContext } from './job';

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.db.delete(emailMessages);
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

function worker(smtpUrl: string, config: Partial<WorkerContext['config']> = {}) {
  const logger = recordingLogger();
  const ctx: WorkerContext = {
    db: t.db,
    config: { smtpUrl, mailFrom: 'Credit Portal <no-reply@credit.test>', chromiumPath: '', ...config },
    logger,
  };
  /** Every round due at the clock's time, then the clock moves on by `stepMs`. */
  const runFor = async (clock: TestClock, ms: number, stepMs: number, until?: () => Promise<boolean>) => {
    const end = clock.now().getTime() + ms;
    while (clock.now().getTime() < end) {
      while ((await runDueJobs(ctx, { now: clock.now })) > 0);
      if (until && (await until())) return;
      clock.advance(stepMs);
    }
  };
  return { logger, runFor };
}

describe('email delivery in an SMTP outage (simulated time)', () => {
  it('keeps retrying through a 10-minute outage and delivers every email exactly once after', async () => {
    const port = await freePort();
    const { logger, runFor } = worker(`smtp://127.0.0.1:${port}`);
    for (let i = 0; i < 20; i++) await plain(i);
    const clock = testClock(new Date(Date.now() + 1000));

    await runFor(clock, 10 * 60_000, 15_000);
    for (const r of await rows()) {
      // Tried at 0, 30, 90, 210 and 450 s; the next try is at 930 s, after the outage.
      expect(r).toMatchObject({ status: 'pending', attempts: 5 });
      expect(r.lastError).toMatch(/ECONNREFUSED/);
      expect(r.nextAttemptAt.getTime()).toBeGreaterThan(clock.now().getTime());
    }
    expect(logger.lines.filter((l) => l.level === 'error')).toEqual([]);

    const back = await startTestSmtp(port);
    try {
      const allSent = async () => (await rows()).every((r) => r.status === 'sent');
      await runFor(clock, 2 * 3_600_000, 15_000, allSent);
      expect(await allSent()).toBe(true);
      const subjects = back.messages.map((m) => m.subject).sort();
      expect(subjects).toEqual([...Array(20).keys()].map((i) => `Message ${i}`).sort());
      for (const r of await rows()) expect(r).toMatchObject({ status: 'sent', attempts: 6 });
    } finally {
      await back.close();
    }
  });

  it('backs off up to OUTBOX_MAX_BACKOFF_SECONDS, gives up after OUTBOX_GIVE_UP_HOURS and logs the dead letter', async () => {
    const port = await freePort();
    const { logger, runFor } = worker(`smtp://127.0.0.1:${port}`, {
      outboxMaxBackoffSeconds: 600,
      outboxGiveUpHours: 2,
    });
    const id = await plain(1);
    const clock = testClock(new Date(Date.now() + 1000));
    const start = clock.now().getTime();

    await runFor(clock, 3 * 3_600_000, 30_000);
    const [row] = await t.db.select().from(emailMessages).where(eq(emailMessages.id, id));
    expect(row.status).toBe('dead');
    const tries = await t.db
      .select()
      .from(emailAttempts)
      .where(eq(emailAttempts.emailId, id))
      .orderBy(emailAttempts.id);
    const gaps = tries
      .slice(1)
      .map((a, i) => (a.attemptedAt.getTime() - tries[i].attemptedAt.getTime()) / 1000);
    expect(gaps.slice(0, 5)).toEqual([30, 60, 120, 240, 480]);
    expect(Math.max(...gaps)).toBe(600);
    // The last try happens at the end of the window, not after it.
    expect(tries.at(-1)!.attemptedAt.getTime() - start).toBe(2 * 3_600_000);
    expect(tries.every((a) => a.ok === false)).toBe(true);
    const errors = logger.lines.filter((l) => l.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0].msg).toMatch(/dead letter/);
    expect(errors[0].fields).toMatchObject({ emailId: id, status: 'dead' });
  });
});
