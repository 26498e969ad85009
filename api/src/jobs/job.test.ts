/** Jobs declared, not cast: the row's kind picks the job, whose schema checks the payload first. */
import { eq } from 'drizzle-orm';
import { outbox } from '../db/schema';
import { recordingLogger } from '../test/clock';
import { createTestDb, type TestDatabase } from '../test/test-db';
import { JOBS } from './handlers';
import { runOutboxOnce, type WorkerContext } from './worker';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t.close();
});

const insert = async (kind: string, payload: Record<string, unknown>) =>
  (await t.db.insert(outbox).values({ kind, payload }).returning({ id: outbox.id }))[0].id;

describe('outbox jobs by kind', () => {
  it('registers the email and e-signature jobs', () => {
    expect([...JOBS.keys()]).toEqual(['email', 'esign.envelope', 'esign.reminder']);
  });

  it('fails at once, without retrying, a row of an unknown kind or with a payload its schema refuses', async () => {
    const unknown = await insert('fax', { to: '+1 555 0100' });
    const invalid = await insert('email', { template: 'plain', to: 'one@to.example', context: {} });
    const valid = await insert('email', {
      template: 'plain',
      to: ['two@to.example'],
      context: {},
      text: 'Hi',
    });
    const logger = recordingLogger();
    const ctx: WorkerContext = {
      db: t.db,
      config: { smtpUrl: undefined, mailFrom: 'Credit Portal <no-reply@credit.test>', chromiumPath: '' },
      logger,
    };
    expect(await runOutboxOnce(ctx)).toBe(3);
    const row = async (id: string) => (await t.db.select().from(outbox).where(eq(outbox.id, id)))[0];
    expect(await row(unknown)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: "PermanentJobError: Unknown outbox kind 'fax'",
    });
    expect(await row(invalid)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await row(invalid)).lastError).toMatch(/^PermanentJobError: Invalid email payload: to /);
    expect(await row(valid)).toMatchObject({ status: 'sent', deliveredVia: 'mailbox' });
    const errors = logger.lines.filter((l) => l.level === 'error').map((l) => l.fields);
    expect(errors).toHaveLength(2); // the batch runs concurrently: in either order
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ outboxId: unknown, status: 'failed' }),
        expect.objectContaining({ outboxId: invalid, status: 'failed' }),
      ]),
    );
  });
});
