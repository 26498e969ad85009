/**
 * Migration 0022 makes the Email log's table from the former outbox and moves the queue's state to pg-boss. Run here
 * on a database put back as it stood before it (the outbox with its lease columns and kinds): pending e-signature
 * rows become jobs of their kinds, failed ones dead letters, a pending email without a waiting job gets one, a job
 * queued before names its message as `emailId`, and no message gets a second waiting job. Runs on PGlite, and on
 * PostgreSQL with TEST_DB=postgres.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { createTestDb, type TestDatabase } from '../test/test-db';

const statements = readFileSync(new URL('./migrations/0022_email_log_table.sql', import.meta.url), 'utf8')
  .split('--> statement-breakpoint')
  .map((s) => s.trim())
  .filter(Boolean);

/** The tables as they stood after migration 0021. */
const BEFORE = [
  `delete from pgboss.job`,
  `select pgboss.delete_queue('esign-envelope')`,
  `select pgboss.delete_queue('esign-reminder')`,
  `alter table email_attempts rename constraint email_attempts_email_id_email_messages_id_fk to outbox_attempts_outbox_id_outbox_id_fk`,
  `alter table email_attempts rename column email_id to outbox_id`,
  `alter index email_attempts_email rename to outbox_attempts_outbox`,
  `alter table email_attempts rename to outbox_attempts`,
  `alter index email_messages_created rename to outbox_created`,
  `alter index email_messages_sent_at rename to outbox_sent_at`,
  `drop index email_messages_submission`,
  `alter table email_messages drop column template`,
  `alter table email_messages drop column unit_id`,
  `alter table email_messages add column kind text not null default 'email'`,
  `alter table email_messages add column locked_until timestamptz`,
  `alter table email_messages add column locked_by text`,
  `alter table email_messages rename to outbox`,
  `create index outbox_due on outbox (status, next_attempt_at)`,
];

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());

const rows = async <T>(q: ReturnType<typeof sql>) =>
  ((await t.db.execute(q)) as unknown as { rows: T[] }).rows;

it('moves the outbox to the Email log and its pending work to pg-boss, once', async () => {
  for (const s of BEFORE) await t.db.execute(sql.raw(s));
  const unit = '6f1c1f2e-4b7a-4c55-9d7e-0c1d2e3f4a5b';
  const envelopeRow = '11111111-2222-4333-8444-555555555555';
  await t.db.execute(sql`
    insert into outbox (id, kind, payload, status, locked_until, locked_by, next_attempt_at) values
      ('00000000-0000-4000-8000-000000000001', 'email',
        ${JSON.stringify({ template: 'plain', to: ['a@x.test'], context: {}, unitId: unit })}::jsonb,
        'pending', now() + interval '20 seconds', 'worker-1', now()),
      ('00000000-0000-4000-8000-000000000002', 'email',
        '{"template":"plain","to":["b@x.test"],"context":{}}', 'pending', null, null, now()),
      ('00000000-0000-4000-8000-000000000003', 'email',
        '{"template":"user-invitation","to":["c@x.test"],"context":{}}', 'sent', null, null, now()),
      ('00000000-0000-4000-8000-000000000004', 'esign.envelope',
        ${JSON.stringify({ envelopeRowId: envelopeRow, token: 't'.repeat(43) })}::jsonb, 'pending', null, null, now()),
      ('00000000-0000-4000-8000-000000000005', 'esign.reminder',
        ${JSON.stringify({ envelopeRowId: envelopeRow, token: 't'.repeat(43) })}::jsonb, 'pending', null, null,
        now() + interval '3 days'),
      ('00000000-0000-4000-8000-000000000006', 'esign.reminder',
        ${JSON.stringify({ envelopeRowId: envelopeRow, token: 'u'.repeat(43) })}::jsonb, 'dead', null, null, now())`);
  await t.db.execute(
    sql`update outbox set last_error = 'DocuSign down' where id = '00000000-0000-4000-8000-000000000006'`,
  );
  await t.db.execute(
    sql`insert into outbox_attempts (outbox_id, worker, ok) values ('00000000-0000-4000-8000-000000000003', 'w', true)`,
  );
  // The first email's delivery job, queued as the code before wrote it.
  await t.db.execute(
    sql`insert into pgboss.job (name, data) values ('email-deliver', '{"outboxId":"00000000-0000-4000-8000-000000000001"}')`,
  );

  for (const s of statements) await t.db.execute(sql.raw(s));

  const messages = await rows<{ id: string; template: string; unit_id: string | null; status: string }>(
    sql`select id, template, unit_id, status from email_messages order by id`,
  );
  expect(messages).toEqual([
    { id: '00000000-0000-4000-8000-000000000001', template: 'plain', unit_id: unit, status: 'pending' },
    { id: '00000000-0000-4000-8000-000000000002', template: 'plain', unit_id: null, status: 'pending' },
    {
      id: '00000000-0000-4000-8000-000000000003',
      template: 'user-invitation',
      unit_id: null,
      status: 'sent',
    },
  ]);
  const columns = await rows<{ column_name: string }>(
    sql`select column_name from information_schema.columns where table_name = 'email_messages'`,
  );
  expect(columns.map((c) => c.column_name)).not.toEqual(
    expect.arrayContaining([expect.stringMatching(/^(locked_until|locked_by|kind)$/)]),
  );
  expect(await rows(sql`select email_id, ok from email_attempts`)).toEqual([
    { email_id: '00000000-0000-4000-8000-000000000003', ok: true },
  ]);

  const jobs = async () =>
    rows<{ name: string; data: Record<string, unknown>; later: boolean }>(
      sql`select name, data, start_after > now() + interval '1 day' as later from pgboss.job order by name, data::text`,
    );
  const expected = [
    { name: 'email-deliver', data: { emailId: '00000000-0000-4000-8000-000000000001' }, later: false },
    { name: 'email-deliver', data: { emailId: '00000000-0000-4000-8000-000000000002' }, later: false },
    { name: 'esign-envelope', data: { envelopeRowId: envelopeRow, token: 't'.repeat(43) }, later: false },
    // The reminder keeps its due date.
    { name: 'esign-reminder', data: { envelopeRowId: envelopeRow, token: 't'.repeat(43) }, later: true },
    {
      name: 'jobs-dead',
      data: expect.objectContaining({ kind: 'esign-reminder', error: 'DocuSign down' }),
      later: false,
    },
  ];
  expect(await jobs()).toEqual(expected);

  // The re-enqueue of pending messages, run again, adds nothing.
  await t.db.execute(sql.raw(statements.at(-1)!));
  expect(await jobs()).toEqual(expected);
});
