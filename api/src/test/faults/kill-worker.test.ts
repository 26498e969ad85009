/**
 * Fault suite (TEST_DB=postgres only): the job worker as its own process (jobs/worker-main.ts, pg-boss) against
 * PostgreSQL and a real SMTP server, killed with SIGKILL while it delivers.  The killed worker's 'email-deliver'
 * job expires and runs again in the next worker, idempotent by the message's id and its attempt log. Delivery is at least once (README
 * 'Email delivery'): nothing is lost, a repeat carries the row's one Message-ID, and a message whose acceptance by
 * the SMTP server is in the attempt log is never sent again. What remains is the window between the server's
 * acceptance and that record (ARCHITECTURE.md 'Email delivery (the former outbox)'); the second test measures the repeats it leaves.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { ParsedMail } from 'mailparser';
import { ACCEPTED_BEFORE_STOP } from '../../jobs/attempt-log';
import { startTestSmtp, type TestSmtp, type TestSmtpHooks } from '../../jobs/test-smtp-server';
import { enqueueEmail } from '../../mail/enqueue';
import { createTestDb, type TestDatabase } from '../test-db';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const onPostgres = process.env.TEST_DB === 'postgres';
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

interface Worker {
  child: ChildProcess;
  exited: Promise<unknown>;
}

function startWorker(databaseUrl: string, smtpUrl: string): Worker {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'api/src/jobs/worker-main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtpUrl,
      MAIL_FROM: 'Credit Portal <no-reply@credit.test>',
      LOG_LEVEL: 'error',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return { child, exited: new Promise((resolve) => child.on('exit', resolve)) };
}

async function until(what: string, test: () => Promise<boolean> | boolean, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  while (!(await test())) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await sleep(20);
  }
}

let t: TestDatabase | undefined;
let smtp: TestSmtp | undefined;
const workers: Worker[] = [];
afterEach(async () => {
  for (const w of workers.splice(0))
    if (w.child.exitCode === null && w.child.signalCode === null) {
      w.child.kill('SIGKILL');
      await w.exited;
    }
  await smtp?.close();
  await t?.close();
  t = smtp = undefined;
});

const plain = (db: TestDatabase['db'], n: number) =>
  enqueueEmail(db, {
    template: 'plain',
    to: [`user${n}@to.example`],
    context: {},
    subject: `Message ${n}`,
    text: `Body ${n}`,
  });

/**
 * The killed worker's active jobs expire: what pg-boss's maintenance does once a job outlives its expireInSeconds
 * (120 s) — it fails the job and puts it back for a retry — done now, and due now rather than after the retry's
 * backoff, so the suite stays under a minute.
 */
const jobsExpire = (db: TestDatabase['db']) =>
  db.execute(
    sql`update pgboss.job set state = 'retry', retry_count = retry_count + 1, start_after = now()
         where name = 'email-deliver' and state = 'active'`,
  );

/** Raw rows of a query (the database is PostgreSQL here). */
const rowsOf = async <T>(db: TestDatabase['db'], query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const pendingRows = async (db: TestDatabase['db']) =>
  (
    await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from email_messages where status <> 'sent'`)
  )[0].n;

/** Copies received per Message-ID, beyond the first. */
function repeats(messages: ParsedMail[]): number {
  const ids = messages.map((m) => m.messageId);
  return ids.length - new Set(ids).size;
}

describe.skipIf(!onPostgres)('kill -9 of the job worker mid-send', () => {
  it('does not send again a message whose acceptance the killed worker had recorded', async () => {
    t = await createTestDb();
    const db = t.db;
    const id = await plain(db, 1);
    // The test holds the message's row while the SMTP server accepts the message: the worker learns of the
    // acceptance and then waits to mark the message sent, where it is killed.
    const holder = new pg.Client({ connectionString: t.url });
    await holder.connect();
    let hold = true;
    const hooks: TestSmtpHooks = {
      async beforeAccept() {
        if (!hold) return; // the first delivery only
        hold = false;
        await holder.query('begin');
        await holder.query('select id from email_messages where id = $1 for update', [id]);
      },
    };
    smtp = await startTestSmtp(0, hooks);
    const a = startWorker(t.url ?? '', smtp.url);
    workers.push(a);
    const poller = new pg.Client({ connectionString: t.url });
    await poller.connect();
    await until('the worker waiting to mark the message sent', async () => {
      const { rows } = await poller.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
          where wait_event_type = 'Lock' and query like 'update "email_messages" set %"sent_at"%'`,
      );
      return rows[0].n > 0;
    });
    await poller.end();
    a.child.kill('SIGKILL');
    await a.exited;
    await holder.query('rollback');
    await holder.end();
    await jobsExpire(db);

    workers.push(startWorker(t.url ?? '', smtp.url));
    await until('the message marked sent', async () => (await pendingRows(db)) === 0);
    expect(smtp.messages.map((m) => m.subject)).toEqual(['Message 1']);
    const attempts = await rowsOf<{ ok: boolean; accepted: boolean; error: string | null }>(
      db,
      sql`select ok, smtp_accepted is not null as accepted, error from email_attempts where email_id = ${id} order by id`,
    );
    expect(attempts).toEqual([{ ok: true, accepted: true, error: ACCEPTED_BEFORE_STOP }]);
  }, 120_000);

  it('measures the repeats of 8 emails with the worker killed just after the SMTP server accepts', async () => {
    t = await createTestDb();
    const db = t.db;
    // Small volumes (issue 26: each fault suite under 60 s): two kills, three worker starts.
    const EMAILS = 8;
    const KILL_EVERY = 4;
    for (let i = 0; i < EMAILS; i++) await plain(db, i);
    // The kill lands 0 to 10 ms after the server's 250, from a seeded generator (the same moments on every run).
    let seed = 7;
    const nextDelay = () => ((seed = (seed * 48271) % 2147483647) % 1000) / 100;
    let current: Worker | undefined;
    let accepted = 0;
    let kills = 0;
    const killed: Promise<unknown>[] = [];
    smtp = await startTestSmtp(0, {
      afterAccept() {
        accepted++;
        const victim = current;
        if (accepted % KILL_EVERY !== 0 || !victim) return;
        kills++;
        current = undefined;
        killed.push(sleep(nextDelay()).then(() => victim.child.kill('SIGKILL') && victim.exited));
      },
    });
    const started = Date.now();
    while ((await pendingRows(db)) > 0) {
      if (!current) {
        await Promise.all(killed);
        await jobsExpire(db);
        current = startWorker(t.url ?? '', smtp.url);
        workers.push(current);
      }
      await sleep(50);
      if (Date.now() - started > 150_000) throw new Error('The emails were not all delivered');
    }
    const bySubject = new Map<string, Set<string | undefined>>();
    for (const m of smtp.messages)
      bySubject.set(m.subject ?? '', (bySubject.get(m.subject ?? '') ?? new Set()).add(m.messageId));
    console.log(
      `job worker kill -9: ${EMAILS} emails, ${kills} kills 0-10 ms after an SMTP acceptance, ` +
        `${smtp.messages.length} messages received, ${repeats(smtp.messages)} repeats`,
    );
    // No repeat follows an attempt whose acceptance was on record: every one came from the window before it.
    // (to_jsonb: the same query runs against a schema without the column, to measure the code before it.)
    const resentAfterAcceptance = await rowsOf<{ id: string }>(
      db,
      sql`select distinct a.email_id as id from email_attempts a
          join email_attempts later on later.email_id = a.email_id and later.id > a.id
          where to_jsonb(a) -> 'smtp_accepted' is not null and to_jsonb(a) -> 'smtp_accepted' <> 'null'::jsonb`,
    );
    expect(resentAfterAcceptance).toEqual([]);
    expect(bySubject.size).toBe(EMAILS); // none lost
    for (const ids of bySubject.values()) expect(ids.size).toBe(1); // a repeat carries the message's Message-ID
    expect(kills).toBeGreaterThanOrEqual(EMAILS / KILL_EVERY - 1);
  }, 200_000);
});
