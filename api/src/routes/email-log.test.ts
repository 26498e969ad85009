/** The Email log through HTTP: super admins list, open, download and resend; others are refused. */
import { runDueJobs } from '../test/run-due-jobs';
import { eq, sql } from 'drizzle-orm';
import supertest from 'supertest';
import {
  EMAIL_LINK_REDACTED,
  EMAIL_LOG_ACCESS_DENIED,
  EMAIL_NOT_RESENDABLE,
  EMAIL_RESENT,
} from '@cp/schemas/messages/documents';
import { EMAIL_SAMPLES } from '@cp/templates/samples';
import { createTestApp, createTestUser, signedInAgent, type TestApp } from '../auth/testing';
import { emailMessages, submissions, units } from '../db/schema';
import { enqueueEmail } from '../mail/enqueue';
import { closePdfRenderers } from '../pdf';
import { SAMPLE_APPLICATION_DATA } from '../services/documents/samples';

type Agent = ReturnType<typeof supertest.agent>;
let t: TestApp;
let superAdmin: Agent;
let admin: Agent;
let receiptId: string;
let brokenId: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.db;
  const [uwl] = await db
    .insert(units)
    .values({
      kind: 'company',
      code: 'UWL',
      name: 'UWL',
      emailTemplate: 'UWL',
      receiptFirstParagraph: 'Thanks from UWL.',
    })
    .returning();
  const [app] = await db
    .insert(submissions)
    .values({
      form: 'credit-application',
      formFamily: 'application-eight',
      companyId: uwl.id,
      email: 'ap@harbor.example',
      status: 'NEW',
      applicationNumber: 'UWL1042',
      data: SAMPLE_APPLICATION_DATA,
    })
    .returning();
  receiptId = await enqueueEmail(db, {
    template: 'application-receipt',
    to: ['ap@harbor.example'],
    context: EMAIL_SAMPLES['application-receipt'],
    unitId: uwl.id,
    submissionId: app.id,
    attachments: [{ kind: 'submission-pdf', submissionId: app.id }],
  });
  brokenId = await enqueueEmail(db, { template: 'no-such-template', to: ['x@to.example'], context: {} });
  await runDueJobs({ db, config: { ...t.ctx.config, smtpUrl: undefined }, logger: t.ctx.logger });
  superAdmin = await signedInAgent(t.app, (await createTestUser(db, { security: 'SUPER ADMIN' })).email);
  admin = await signedInAgent(
    t.app,
    (await createTestUser(db, { security: 'ADMIN', unitIds: [uwl.id] })).email,
  );
});
afterAll(async () => {
  await closePdfRenderers();
  await t.close();
});

describe('Email log', () => {
  it('lists emails with Content-Range, filtered by status and text', async () => {
    const all = await superAdmin
      .get('/api/v1/email-log')
      .query({ range: '[0,9]', sort: '["createdAt","DESC"]' });
    expect(all.status).toBe(200);
    expect(all.headers['content-range']).toBe('email-log 0-1/2');
    expect(all.body.map((r: { id: string }) => r.id).sort()).toEqual([receiptId, brokenId].sort());
    const failed = await superAdmin.get('/api/v1/email-log').query({ filter: '{"status":"failed"}' });
    expect(failed.body).toEqual([expect.objectContaining({ id: brokenId, status: 'failed', attempts: 1 })]);
    // The console's dead-letter alert counts 'failed' and 'dead' together.
    const undelivered = await superAdmin
      .get('/api/v1/email-log')
      .query({ filter: '{"status":"undelivered"}', range: '[0,0]' });
    expect(undelivered.headers['content-range']).toBe('email-log 0-0/1');
    expect(undelivered.body).toEqual([expect.objectContaining({ id: brokenId })]);
    const search = await superAdmin.get('/api/v1/email-log').query({ filter: '{"q":"harbor"}' });
    expect(search.body).toEqual([
      expect.objectContaining({
        id: receiptId,
        toAddress: 'ap@harbor.example',
        subject: 'Credit Application Received - Application # UWL1042',
        status: 'sent',
        deliveredVia: 'mailbox',
      }),
    ]);
  });

  it('opens a message with its HTML, attachments and attempts, and serves the attachment', async () => {
    const res = await superAdmin.get(`/api/v1/email-log/${receiptId}`);
    expect(res.status).toBe(200);
    expect(res.body.html).toContain('Thanks from UWL.');
    expect(res.body.text).toContain('Thanks from UWL.');
    expect(res.body.attemptLog).toEqual([expect.objectContaining({ ok: true, error: null })]);
    expect(res.body.attachments).toEqual([
      expect.objectContaining({ filename: 'Application # UWL1042.pdf', contentType: 'application/pdf' }),
    ]);
    const file = await superAdmin
      .get(`/api/v1/email-log/${receiptId}/attachments/${res.body.attachments[0].fileId}`)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toContain('filename="Application # UWL1042.pdf"');
    expect((file.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('resends a failed message and refuses to resend a sent one', async () => {
    const jobsOf = async (id: string) =>
      (
        (await t.ctx.db.execute(
          sql`select count(*)::int as n from pgboss.job where name = 'email-deliver' and data->>'emailId' = ${id}`,
        )) as unknown as { rows: Array<{ n: number }> }
      ).rows[0].n;
    const jobsBefore = await jobsOf(brokenId);
    const res = await superAdmin.post(`/api/v1/email-log/${brokenId}/resend`);
    // The resend enqueues its delivery job with it (jobs/kinds/email-deliver.ts).
    expect(await jobsOf(brokenId)).toBe(jobsBefore + 1);
    expect(res.body).toMatchObject({ success: true, message: EMAIL_RESENT, data: { status: 'pending' } });
    const [row] = await t.ctx.db.select().from(emailMessages).where(eq(emailMessages.id, brokenId));
    expect(row.status).toBe('pending');
    const again = await superAdmin.post(`/api/v1/email-log/${receiptId}/resend`);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, message: EMAIL_NOT_RESENDABLE });
  });

  it('previews a template with its sample in a brand layout', async () => {
    const res = await superAdmin.get('/api/v1/email-templates/activation-invitation/preview?brand=BRISTOL');
    expect(res.body.data.subject).toBe('Bristol Customer Activation');
    expect(res.body.data.html).toContain('data-brand="BRISTOL"');
    const missing = await superAdmin.get('/api/v1/email-templates/nope/preview');
    expect(missing.status).toBe(404);
  });

  it('lists background jobs that failed on their last retry, newest first, with Content-Range', async () => {
    await t.ctx.db.execute(sql`insert into pgboss.job (name, state, data, output, completed_on)
      values ('email-log-purge', 'failed', '{}', '{"message":"disk full"}', now() - interval '1 hour'),
             ('email-deliver', 'failed', '{"emailId":"x"}', '{"message":"SMTP down"}', now())`);
    const res = await superAdmin.get('/api/v1/failed-jobs?range=[0,24]');
    expect(res.status).toBe(200);
    expect(res.headers['content-range']).toBe('failed-jobs 0-1/2');
    expect(res.body.map((j: { kind: string; error: string }) => [j.kind, j.error])).toEqual([
      ['email-deliver', 'SMTP down'],
      ['email-log-purge', 'disk full'],
    ]);
  });

  it.each([
    ['GET', '/api/v1/failed-jobs'],
    ['GET', '/api/v1/email-log'],
    ['GET', '/api/v1/email-templates/plain/preview'],
  ])('refuses an ADMIN on %s %s, and anyone signed out', async (_m, path) => {
    const res = await admin.get(path);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false, message: EMAIL_LOG_ACCESS_DENIED });
    expect((await supertest(t.app).get(path)).status).toBe(401);
  });

  it('refuses a resend by an ADMIN', async () => {
    const res = await admin.post(`/api/v1/email-log/${brokenId}/resend`);
    expect(res.status).toBe(403);
  });
});

describe('one-time links in the Email log of a default install (no SMTP_URL)', () => {
  it('shows a password reset without its link, and says the development mode is off', async () => {
    const target = await createTestUser(t.ctx.db, { security: 'READ ONLY' });
    expect(
      (await supertest(t.app).post('/api/User/passwordRequest').send({ email: target.email })).status,
    ).toBe(200);
    await runDueJobs({
      db: t.ctx.db,
      config: { ...t.ctx.config, smtpUrl: undefined },
      logger: t.ctx.logger,
    });
    const [row] = await t.ctx.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.toAddress, target.email));
    expect(row.deliveredVia).toBe('mailbox');
    const res = await superAdmin.get(`/api/v1/email-log/${row.id}`);
    expect(res.status).toBe(200);
    expect(res.body.html).toContain(EMAIL_LINK_REDACTED);
    expect(res.text).not.toMatch(/passwordreset\/[0-9a-f-]{36}\/\w/);
    const mode = await superAdmin.get('/api/v1/email-log-mode');
    expect(mode.body).toMatchObject({ success: true, data: { linksShown: false } });
    expect((await admin.get('/api/v1/email-log-mode')).status).toBe(403);
  });

  it('says so when the development mode shows them', async () => {
    const dev = await createTestApp({ mailboxShowLinks: true });
    try {
      const boss = await signedInAgent(
        dev.app,
        (await createTestUser(dev.ctx.db, { security: 'SUPER ADMIN' })).email,
      );
      expect((await boss.get('/api/v1/email-log-mode')).body.data).toEqual({ linksShown: true });
      const smtp = await createTestApp({ mailboxShowLinks: true, smtpUrl: 'smtp://127.0.0.1:9' });
      try {
        const viaSmtp = await signedInAgent(
          smtp.app,
          (await createTestUser(smtp.ctx.db, { security: 'SUPER ADMIN' })).email,
        );
        expect((await viaSmtp.get('/api/v1/email-log-mode')).body.data).toEqual({ linksShown: false });
      } finally {
        await smtp.close();
      }
    } finally {
      await dev.close();
    }
  });
});
