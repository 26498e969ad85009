/** Jobs declared, not cast: each kind's schema checks a job's data first; what no retry can fix is not retried. */
import { eq, sql } from 'drizzle-orm';
import { emailMessages } from '../db/schema';
import { recordingLogger } from '../test/clock';
import { runDueJobs } from '../test/run-due-jobs';
import { createTestDb, type TestDatabase } from '../test/test-db';
import { type WorkerContext } from './job';
import { esignEnvelopeJob } from './kinds/esign-jobs';
import { emailDeliverJob } from './kinds/email-deliver';
import { enqueueJob } from './queue';
import { DEAD_LETTER_QUEUE, JOB_KINDS } from './registry';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t.close();
});

const insert = async (payload: Record<string, unknown>) => {
  const [row] = await t.db.insert(emailMessages).values({ payload }).returning({ id: emailMessages.id });
  await enqueueJob(t.db, emailDeliverJob, { emailId: row.id });
  return row.id;
};

const jobs = async (name: string) =>
  (
    (await t.db.execute(
      sql`select state, retry_count, data from pgboss.job where name = ${name} order by created_on`,
    )) as unknown as { rows: Array<{ state: string; retry_count: number; data: Record<string, unknown> }> }
  ).rows;

describe('job kinds', () => {
  it('registers the email delivery, the e-signature jobs, the scheduled jobs, the PDF render, the reviews digest, the customer suggestions, the reference reminders, the reference answers’ PDFs, the sanctions re-screening, the evidence bundles, the carrier check, the decision retention and the webhook deliveries', () => {
    expect(JOB_KINDS.map((k) => k.name)).toEqual([
      'email-deliver',
      'esign-envelope',
      'esign-reminder',
      'email-log-purge',
      'files-cleanup',
      'pdf-render',
      'reviews-digest',
      'customer-suggest',
      'reference-reminder',
      'reference-answer-pdf',
      'sanctions-rescreen',
      'evidence-bundle',
      'carrier-check',
      'decision-retention',
      'webhook-deliver',
    ]);
  });

  it('fails at once, without retrying, an email whose payload its schema refuses', async () => {
    const invalid = await insert({ template: 'plain', to: 'one@to.example', context: {} });
    const valid = await insert({ template: 'plain', to: ['two@to.example'], context: {}, text: 'Hi' });
    const logger = recordingLogger();
    const ctx: WorkerContext = {
      db: t.db,
      config: { smtpUrl: undefined, mailFrom: 'Credit Portal <no-reply@credit.test>', chromiumPath: '' },
      logger,
    };
    expect(await runDueJobs(ctx)).toBe(2);
    const row = async (id: string) =>
      (await t.db.select().from(emailMessages).where(eq(emailMessages.id, id)))[0];
    expect(await row(invalid)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await row(invalid)).lastError).toMatch(/^PermanentJobError: Invalid email payload: to /);
    expect(await row(valid)).toMatchObject({ status: 'sent', deliveredVia: 'mailbox' });
    const errors = logger.lines.filter((l) => l.level === 'error').map((l) => l.fields);
    expect(errors).toEqual([expect.objectContaining({ emailId: invalid, status: 'failed' })]);
    // Both delivery jobs completed: a failed email is the Email log's dead letter, not a retried job.
    expect((await jobs('email-deliver')).map((j) => j.state)).toEqual(['completed', 'completed']);
    expect(await runDueJobs(ctx)).toBe(0);
  });

  it('sends a job whose data its schema refuses, or whose handler fails for good, to the dead letters at once', async () => {
    const logger = recordingLogger();
    const ctx: WorkerContext = {
      db: t.db,
      config: { smtpUrl: undefined, mailFrom: 'Credit Portal <no-reply@credit.test>', chromiumPath: '' },
      logger,
    };
    const missing = '00000000-0000-4000-8000-000000000001';
    await enqueueJob(t.db, esignEnvelopeJob, { envelopeRowId: missing, token: 'x'.repeat(40) });
    // Data of the wrong shape, as a job written before a schema changed would be.
    await t.db.execute(
      sql`insert into pgboss.job (name, data, retry_limit) values ('esign-envelope', '{"envelopeRowId":"nope"}', 12)`,
    );
    expect(await runDueJobs(ctx)).toBe(2);
    expect((await jobs('esign-envelope')).map((j) => [j.state, j.retry_count])).toEqual([
      ['completed', 0],
      ['completed', 0],
    ]);
    const dead = (await jobs(DEAD_LETTER_QUEUE)).map((j) => j.data);
    expect(dead).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'esign-envelope',
          error: `PermanentJobError: No envelope ${missing}`,
        }),
        expect.objectContaining({
          kind: 'esign-envelope',
          error: expect.stringMatching(/^Invalid esign-envelope payload: envelopeRowId /),
        }),
      ]),
    );
  });
});
