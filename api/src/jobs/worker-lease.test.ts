/**
 * Fault suite, a worker dying mid-send: two workers share the queue, one stops after handing its batch to
 * SMTP; when its jobs expire (pg-boss's expireInSeconds) the other runs them again and reads the messages' attempts. Stopped before the SMTP
 * server's acceptance was recorded, the message is sent again with the same Message-ID (the window that
 * remains, README 'Email delivery'); stopped after, it is marked sent and not sent again. No email is lost.
 */
import { runDueJobs } from '../test/run-due-jobs';
import { asc, eq, inArray } from 'drizzle-orm';
import { openDb, type Database } from '../db/client';
import { emailMessages, emailAttempts } from '../db/schema';
import { enqueueEmail } from '../mail/enqueue';
import { recordingLogger, testClock } from '../test/clock';
import { createTestDb, type TestDatabase } from '../test/test-db';
import { ACCEPTED_BEFORE_STOP, INTERRUPTED_SEND } from './attempt-log';
import { startTestSmtp, type TestSmtp } from './test-smtp-server';
import { SimulatedCrash, type WorkerContext } from './job';

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
let t: TestDatabase;
let second: Database;
let smtp: TestSmtp;

beforeAll(async () => {
  t = await createTestDb();
  // A second connection pool, as a second process would have (PGlite is one process: share it).
  second = t.url ? await openDb({ databaseUrl: t.url, poolSize: 3 }) : t;
  smtp = await startTestSmtp();
});
afterAll(async () => {
  await smtp.close();
  if (second !== t) await second.close();
  await t.close();
});
beforeEach(async () => {
  await t.db.delete(emailMessages);
  smtp.messages.length = 0;
});

const ctx = (db = t.db): WorkerContext => ({
  db,
  config: { smtpUrl: smtp.url, mailFrom: 'Credit Portal <no-reply@credit.test>', chromiumPath: '' },
  logger: recordingLogger(),
});
const plain = (n: number) =>
  enqueueEmail(t.db, {
    template: 'plain',
    to: [`user${n}@to.example`],
    context: {},
    subject: `Message ${n}`,
    text: `Body ${n}`,
  });
const attemptsOf = (id: string) =>
  t.db.select().from(emailAttempts).where(eq(emailAttempts.emailId, id)).orderBy(asc(emailAttempts.id));

/** The messages a worker made an attempt on. */
const runBy = (worker: string) =>
  t.db
    .select()
    .from(emailMessages)
    .where(
      inArray(
        emailMessages.id,
        t.db
          .select({ id: emailAttempts.emailId })
          .from(emailAttempts)
          .where(eq(emailAttempts.worker, worker)),
      ),
    );

describe('two workers, one stopped mid-send', () => {
  it('loses no email, and the repeats of the stopped worker’s batch carry the same Message-ID', async () => {
    for (let i = 0; i < 20; i++) await plain(i);
    const clock = testClock(new Date(Date.now() + 1000));
    const killedAfterSend = async () => {
      throw new SimulatedCrash('killed after SMTP accepted the message');
    };
    // Worker A claims a small batch, hands it to SMTP and dies before recording the result.
    await expect(
      runDueJobs(ctx(), {
        workerId: 'worker-a',
        batchSize: 3,
        now: clock.now,
        hooks: { afterSend: killedAfterSend },
      }),
    ).rejects.toThrow(SimulatedCrash);
    const abandoned = await runBy('worker-a');
    expect(abandoned).toHaveLength(3);
    for (const r of abandoned) {
      expect(r.status).toBe('pending');
      expect((await attemptsOf(r.id)).map((a) => a.ok)).toEqual([null]); // 'sending', recorded before SMTP
    }

    // Worker B delivers the rest; A's jobs stay active until they expire (expireInSeconds 120).
    const b = { workerId: 'worker-b', batchSize: 3, now: clock.now };
    while ((await runDueJobs(ctx(second.db), b)) > 0);
    expect(smtp.messages).toHaveLength(20);
    clock.advance(121_000);
    expect(await runDueJobs(ctx(second.db), b)).toBe(3);

    const subjects = smtp.messages.map((m) => m.subject);
    expect(new Set(subjects).size).toBe(20); // none lost
    expect(smtp.messages).toHaveLength(23); // A's three were delivered twice…
    for (const r of abandoned) {
      const copies = smtp.messages.filter((m) => m.subject === r.subject);
      expect(copies).toHaveLength(2);
      expect(copies[0].messageId).toBe(copies[1].messageId); // …with one Message-ID, which clients fold
      const [row] = await t.db.select().from(emailMessages).where(eq(emailMessages.id, r.id));
      expect(row).toMatchObject({ status: 'sent', attempts: 2, messageId: copies[0].messageId });
      const log = await attemptsOf(r.id);
      expect(log.map((a) => [a.worker, a.ok, a.error])).toEqual([
        ['worker-a', false, INTERRUPTED_SEND],
        ['worker-b', true, null],
      ]);
    }
    for (const r of await t.db.select().from(emailMessages)) expect(r.status).toBe('sent');
  });

  it('does not send again what the SMTP server accepted before the stopped worker marked it sent', async () => {
    for (let i = 0; i < 5; i++) await plain(i);
    const clock = testClock(new Date(Date.now() + 1000));
    const killedAfterAcceptance = async () => {
      throw new SimulatedCrash('killed after recording the SMTP acceptance');
    };
    await expect(
      runDueJobs(ctx(), {
        workerId: 'worker-a',
        batchSize: 3,
        now: clock.now,
        hooks: { afterAccepted: killedAfterAcceptance },
      }),
    ).rejects.toThrow(SimulatedCrash);
    const abandoned = await runBy('worker-a');
    expect(abandoned).toHaveLength(3);
    expect(smtp.messages).toHaveLength(3);

    clock.advance(121_000);
    const b = { workerId: 'worker-b', now: clock.now };
    while ((await runDueJobs(ctx(second.db), b)) > 0);
    expect(smtp.messages.map((m) => m.subject).sort()).toEqual([0, 1, 2, 3, 4].map((i) => `Message ${i}`));
    for (const r of abandoned) {
      const [row] = await t.db.select().from(emailMessages).where(eq(emailMessages.id, r.id));
      const copy = smtp.messages.find((m) => m.subject === row.subject);
      expect(row).toMatchObject({
        status: 'sent',
        attempts: 2,
        messageId: copy?.messageId,
        deliveredVia: 'smtp',
      });
      const log = await attemptsOf(r.id);
      expect(log.map((a) => [a.worker, a.ok, a.error])).toEqual([['worker-a', true, ACCEPTED_BEFORE_STOP]]);
      expect(log[0].smtpAccepted).toMatchObject({
        accepted: [row.toAddress],
        rejected: [],
        response: expect.stringMatching(/^250 /),
        messageId: copy?.messageId,
      });
    }
  });

  it('sends once when the stopped worker had not reached SMTP yet', async () => {
    const id = await plain(1);
    const clock = testClock(new Date(Date.now() + 1000));
    const killedAfterClaim = async () => {
      throw new SimulatedCrash('killed while rendering');
    };
    await expect(
      runDueJobs(ctx(), { workerId: 'worker-a', now: clock.now, hooks: { afterClaim: killedAfterClaim } }),
    ).rejects.toThrow(SimulatedCrash);
    clock.advance(121_000);
    expect(await runDueJobs(ctx(second.db), { workerId: 'worker-b', now: clock.now })).toBe(1);
    expect(smtp.messages.map((m) => m.subject)).toEqual(['Message 1']);
    expect((await attemptsOf(id)).map((a) => [a.worker, a.ok])).toEqual([['worker-b', true]]);
  });

  it('keeps a slow delivery’s job to its worker until the job expires, so no second worker takes it', async () => {
    await plain(2);
    const slow = async () => sleep(900);
    const a = runDueJobs(ctx(), { workerId: 'worker-a', hooks: { afterClaim: slow } });
    await sleep(600);
    expect(await runDueJobs(ctx(second.db), { workerId: 'worker-b' })).toBe(0);
    expect(await a).toBe(1);
    expect(smtp.messages.map((m) => m.subject)).toEqual(['Message 2']);
  });
});
