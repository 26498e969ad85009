/**
 * E-signature with the built-in provider through HTTP (README 'E-signature'): the agreement sent with the
 * approval when the unit says so, the signing email, the agreement page, the signature with its evidence
 * (name, email, address, browser, consent, times), the signed PDF with its certificate page, the
 * reminders (after the configured days, capped), resend; and the authorisation matrix of sending,
 * resending, voiding and the signed PDF (READ ONLY / ADMIN / other unit's ADMIN / SUPER ADMIN).
 */
import { runDueJobs } from '../test/run-due-jobs';
import { execFileSync } from 'node:child_process';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import supertest from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, signedInAgent, type TestApp } from '../auth/testing';
import { esignEnvelopes, esignEvents, emailMessages, units } from '../db/schema';
import { closePdfRenderers } from '../pdf';
import { applicationRecord, seedApplicationWorld, type ApplicationWorld } from '../test/application-world';

const ORIGIN = 'http://portal.test';
let t: TestApp;
let w: ApplicationWorld;
type Agent = ReturnType<typeof supertest.agent>;
const agents: Record<'reader' | 'admin' | 'otherAdmin' | 'superAdmin', Agent> = {} as never;
let ahead = 0;
const now = () => new Date(Date.now() + ahead);

beforeAll(async () => {
  // The customer reads the signing link in the local mailbox: its development mode (README 'Configuration').
  t = await createTestApp({
    publicOrigin: ORIGIN,
    esignReminderDays: 2,
    esignReminderMax: 2,
    mailboxShowLinks: true,
  });
  w = await seedApplicationWorld(t.ctx.db);
  const users = {
    reader: await createTestUser(t.ctx.db, { security: 'READ ONLY', unitIds: [w.cpg.id] }),
    admin: await createTestUser(t.ctx.db, { security: 'ADMIN', unitIds: [w.cpg.id] }),
    otherAdmin: await createTestUser(t.ctx.db, { security: 'ADMIN', unitIds: [w.uwl.id] }),
    superAdmin: await createTestUser(t.ctx.db, { security: 'SUPER ADMIN' }),
  };
  for (const [k, u] of Object.entries(users))
    agents[k as keyof typeof agents] = await signedInAgent(t.app, u.email);
});
beforeEach(async () => {
  await t.ctx.db.update(units).set({ docuSignOnApproval: false }).where(eq(units.id, w.bri.id));
});
afterAll(async () => {
  await closePdfRenderers();
  await t.close();
});

const worker = async () => {
  const ctx = { db: t.ctx.db, config: t.ctx.config, logger: pino({ level: 'silent' }) };
  while ((await runDueJobs(ctx, { now })) > 0);
};

const approve = (agent: Agent, id: string) =>
  agent.post(`/api/v1/applications/${id}/approve`).send({
    approvedAmount: '42500',
    netTerms: 'Net 45',
    customerCode: 'HARB01',
    contacts: [w.anna.id],
  });

async function emailsTo(id: string, template: string) {
  const rows = await t.ctx.db.select().from(emailMessages).where(eq(emailMessages.submissionId, id));
  return rows.filter((r) => (r.payload as { template: string }).template === template);
}
const tokenOf = (row: { payload: unknown }) => {
  const url = (row.payload as { context: { signUrl: string } }).context.signUrl;
  return url.slice(url.lastIndexOf('/') + 1);
};
const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString('utf8').replace(/\s+/g, ' ');

describe('built-in provider', () => {
  it('sends with the approval, signs on the agreement page, and serves the signed PDF with its certificate', async () => {
    await t.ctx.db.update(units).set({ docuSignOnApproval: true }).where(eq(units.id, w.bri.id));
    const id = await applicationRecord(t.ctx.db, w, 'NEW');
    expect((await approve(agents.admin, id)).status).toBe(200);
    await worker();
    const [email] = await emailsTo(id, 'esign-signing');
    expect(email.status).toBe('sent');
    expect(email.toAddress).toBe('buyer@acme.test');
    expect(email.html).toContain('Review And Sign');
    const token = tokenOf(email);

    const open = await supertest(t.app).get(`/api/esign/open/${token}`);
    expect(open.headers.location).toBe(`/Sign/BRI/${token}`);
    const page = await supertest(t.app)
      .get(`/api/esign/agreement/${token}`)
      .set('User-Agent', 'Phone Browser 1.0');
    expect(page.status).toBe(200);
    expect(page.body.data.html).toContain('$42,500');
    expect(page.body.data.html).toContain('Net 45');
    expect(page.body.data.status).toBe('delivered');

    const noConsent = await supertest(t.app)
      .post(`/api/esign/agreement/${token}/sign`)
      .send({ name: 'Jane Doe', consent: false });
    expect(noConsent.status).toBe(400);
    expect(noConsent.body.errors.consent).toBe('You must agree to sign electronically.');

    const signed = await supertest(t.app)
      .post(`/api/esign/agreement/${token}/sign`)
      .set('User-Agent', 'Phone Browser 1.0')
      .send({ name: 'Jane Doe', consent: true });
    expect(signed.status).toBe(200);
    const state = (await agents.admin.get(`/api/v1/applications/${id}/esign`)).body;
    expect(state.envelope.status).toBe('completed');
    expect(signed.body.data.redirect).toBe(`/DocuSignComplete/BRI/${state.envelope.envelopeId}`);
    expect(state.envelope.events.map((e: { event: string }) => e.event)).toEqual([
      'sent',
      'delivered',
      'signed',
      'completed',
    ]);
    const signedEvent = state.envelope.events[2];
    expect(signedEvent.userAgent).toBe('Phone Browser 1.0');
    // An IPv4 client on a dual-stack socket is recorded as plain IPv4 (no '::ffff:').
    expect(signedEvent.ip).toMatch(/^(127\.0\.0\.1|::1)$/);

    const again = await supertest(t.app)
      .post(`/api/esign/agreement/${token}/sign`)
      .send({ name: 'Someone Else', consent: true });
    expect(again.status).toBe(409);
    const declineSigned = await supertest(t.app)
      .post(`/api/esign/agreement/${token}/decline`)
      .send({ reason: 'Changed my mind' });
    expect(declineSigned.status).toBe(409);
    expect(declineSigned.body.message).toBe('This agreement has already been signed.');

    // The signer's copy: the signed agreement and its certificate, in the unit's brand, to the signer.
    await worker();
    const [copy] = await emailsTo(id, 'esign-signed-copy');
    expect(copy).toMatchObject({ status: 'sent', toAddress: 'buyer@acme.test' });
    expect(copy.subject).toMatch(/^Your signed payment terms agreement - Application # BRI\d+$/);
    expect(copy.html).toContain('data-brand="CPG"');
    expect(copy.html).toContain('signed by Jane Doe on');
    const envelopeRow = (
      await t.ctx.db.select().from(esignEnvelopes).where(eq(esignEnvelopes.submissionId, id))
    )[0];
    const number = (await agents.admin.get(`/api/v1/applications/${id}`)).body.applicationNumber as string;
    expect((copy.payload as { resolvedAttachments: unknown[] }).resolvedAttachments).toEqual([
      expect.objectContaining({
        fileId: envelopeRow.signedFileId,
        filename: `Payment Terms Agreement # ${number}.pdf`,
        contentType: 'application/pdf',
      }),
      expect.objectContaining({
        fileId: envelopeRow.certificateFileId,
        filename: `Certificate of Completion # ${number}.pdf`,
        contentType: 'application/pdf',
      }),
    ]);

    const pdf = await agents.admin.get('/api/Application/getDocuSignPdf').set('id', id).buffer(true);
    expect(pdf.status).toBe(200);
    const text = pdfText(pdf.body as Buffer);
    for (const part of [
      'Payment Terms Agreement',
      '$42,500',
      'Net 45',
      'HARB01',
      'Signed by Jane Doe (buyer@acme.test)',
      'Certificate of Completion',
      'Phone Browser 1.0',
      'Document SHA-256',
    ])
      expect(text).toContain(part);
    const [{ detail }] = await t.ctx.db
      .select({ detail: esignEvents.detail })
      .from(esignEvents)
      .where(eq(esignEvents.event, 'completed'));
    expect(text).toContain(String(detail.documentSha256));
  }, 60_000);

  it("carries the unit's own brand name on another company's layout: the signing email and the agreement (issue 27 item 17)", async () => {
    // A company added on the CPG layout with its own brand name (Add New Company asks for it).
    const [before] = await t.ctx.db.select().from(units).where(eq(units.id, w.bri.id));
    await t.ctx.db
      .update(units)
      .set({ docuSignOnApproval: true, emailTemplate: 'CPG', theme: { displayName: 'Harbor Line Freight' } })
      .where(eq(units.id, w.bri.id));
    try {
      const id = await applicationRecord(t.ctx.db, w, 'NEW');
      expect((await approve(agents.admin, id)).status).toBe(200);
      await worker();
      const [email] = await emailsTo(id, 'esign-signing');
      expect(email.html).toContain('The Harbor Line Freight Credit Team');
      expect(email.html).not.toContain('Container Port Group');
      const page = await supertest(t.app).get(`/api/esign/agreement/${tokenOf(email)}`);
      expect(page.status).toBe(200);
      expect(page.body.data.html).toContain('Harbor Line Freight');
      expect(page.body.data.html).not.toContain('Container Port Group');
    } finally {
      await t.ctx.db
        .update(units)
        .set({ emailTemplate: before.emailTemplate, theme: before.theme })
        .where(eq(units.id, w.bri.id));
    }
  });

  it('reminds the customer after the configured days, at most the configured number of times', async () => {
    const id = await applicationRecord(t.ctx.db, w, 'NEW');
    await approve(agents.admin, id);
    expect((await emailsTo(id, 'esign-signing')).length).toBe(0);
    expect((await agents.admin.post(`/api/v1/applications/${id}/esign/send`)).status).toBe(200);
    await worker();
    expect(await emailsTo(id, 'esign-signing')).toHaveLength(1);
    ahead += 1 * 86_400_000;
    await worker();
    expect(await emailsTo(id, 'esign-reminder')).toHaveLength(0);
    for (let day = 0; day < 8; day++) {
      ahead += 86_400_000;
      await worker();
    }
    const reminders = await emailsTo(id, 'esign-reminder');
    expect(reminders).toHaveLength(2);
    // Resend: a new link; the old one stops working.
    const [first] = await emailsTo(id, 'esign-signing');
    const resent = await agents.admin.post(`/api/v1/applications/${id}/esign/resend`);
    expect(resent.body.message).toBe('DocuSign agreement has been resent.');
    await worker();
    const signing = await emailsTo(id, 'esign-signing');
    expect(signing).toHaveLength(2);
    const old = await supertest(t.app).get(`/api/esign/agreement/${tokenOf(first)}`);
    expect(old.status).toBe(404);
    expect(old.body.message).toBe('This signing link is no longer valid.');
    const fresh = signing.find((s) => s.id !== first.id);
    expect((await supertest(t.app).get(`/api/esign/agreement/${tokenOf(fresh!)}`)).status).toBe(200);
  });

  it('sends a reminder once when its job runs again after its worker died', async () => {
    const id = await applicationRecord(t.ctx.db, w, 'NEW');
    await approve(agents.admin, id);
    await agents.admin.post(`/api/v1/applications/${id}/esign/send`);
    await worker();
    ahead += 2 * 86_400_000 + 60_000;
    await worker();
    expect(await emailsTo(id, 'esign-reminder')).toHaveLength(1);
    // The worker died after the reminder's transaction committed, before its job was completed: the job stays
    // active, expires, and runs again.
    const [envelope] = await t.ctx.db
      .select()
      .from(esignEnvelopes)
      .where(eq(esignEnvelopes.submissionId, id));
    const rerun = await t.ctx.db.execute(
      sql`update pgboss.job set state = 'active', completed_on = null,
             started_on = ${new Date(now().getTime() - 3_600_000).toISOString()}::timestamptz
           where name = 'esign-reminder' and state = 'completed' and data->>'envelopeRowId' = ${envelope.id}
           returning id`,
    );
    expect((rerun as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    const ctx = { db: t.ctx.db, config: t.ctx.config, logger: pino({ level: 'silent' }) };
    expect(await runDueJobs(ctx, { now, kinds: ['esign-reminder'] })).toBe(1);
    expect(await emailsTo(id, 'esign-reminder')).toHaveLength(1);
    const [after] = await t.ctx.db.select().from(esignEnvelopes).where(eq(esignEnvelopes.id, envelope.id));
    expect(after.remindersSent).toBe(1);
  });
});

describe('declining', () => {
  it('records the reason, ends the agreement, tells staff, and a new agreement may go out', async () => {
    const id = await applicationRecord(t.ctx.db, w, 'NEW');
    await approve(agents.admin, id);
    await agents.admin.post(`/api/v1/applications/${id}/esign/send`);
    await worker();
    const [email] = await emailsTo(id, 'esign-signing');
    const token = tokenOf(email);
    const decline = (body: object) =>
      supertest(t.app)
        .post(`/api/esign/agreement/${token}/decline`)
        .set('User-Agent', 'Phone Browser 2.0')
        .send(body);

    for (const [body, message] of [
      [{}, 'Enter the reason you are declining.'],
      [{ reason: '   ' }, 'Enter the reason you are declining.'],
      [{ reason: 'x'.repeat(1001) }, 'The reason can be at most 1000 characters.'],
    ] as const) {
      const refused = await decline(body);
      expect(refused.status).toBe(400);
      expect(refused.body.errors.reason).toBe(message);
    }
    expect((await agents.admin.get(`/api/v1/applications/${id}/esign`)).body.envelope.status).toBe('sent');

    const declined = await decline({ reason: '  Net 45 is too long; we need Net 15.  ' });
    expect(declined.status).toBe(200);
    expect(declined.body.message).toBe('You declined the agreement.');
    expect(declined.body.data.declined.reason).toBe('Net 45 is too long; we need Net 15.');

    const state = (await agents.reader.get(`/api/v1/applications/${id}/esign`)).body;
    expect(state.envelope.status).toBe('declined');
    expect(state.envelope.declined).toEqual({
      at: declined.body.data.declined.at,
      reason: 'Net 45 is too long; we need Net 15.',
    });
    const events = state.envelope.events as Array<{ event: string; userAgent: string | null }>;
    // (Sorted: the worker's clock of this file runs ahead of the decline's since the reminder test.)
    expect(events.map((e) => e.event).sort()).toEqual(['declined', 'sent']);
    expect(events.find((e) => e.event === 'declined')?.userAgent).toBe('Phone Browser 2.0');

    // The link now says the agreement was declined, and cannot sign or decline it again.
    expect((await supertest(t.app).get(`/api/esign/open/${token}`)).headers.location).toBe(
      `/Sign/BRI/${token}`,
    );
    const page = await supertest(t.app).get(`/api/esign/agreement/${token}`);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ status: 'declined', unitName: 'Bristol' });
    expect(page.body.data.declined.reason).toBe('Net 45 is too long; we need Net 15.');
    const sign = await supertest(t.app)
      .post(`/api/esign/agreement/${token}/sign`)
      .send({ name: 'Jane Doe', consent: true });
    expect(sign.status).toBe(404);
    expect((await decline({ reason: 'Again' })).body.message).toBe(
      'This agreement has already been declined.',
    );

    // No reminders for a declined agreement; nothing to resend; a new agreement goes out with a new link.
    ahead += 10 * 86_400_000;
    await worker();
    expect(await emailsTo(id, 'esign-reminder')).toHaveLength(0);
    expect((await agents.admin.post(`/api/v1/applications/${id}/esign/resend`)).status).toBe(400);
    expect((await agents.admin.post(`/api/v1/applications/${id}/esign/send`)).status).toBe(200);
    await worker();
    const fresh = (await emailsTo(id, 'esign-signing')).find((e) => e.id !== email.id);
    const next = await supertest(t.app).get(`/api/esign/agreement/${tokenOf(fresh!)}`);
    expect(next.body.data).toMatchObject({ status: 'delivered', declined: null });
  });
});

describe("the unit's 'send the agreement with the approval' setting", () => {
  const setDivision = (agent: Agent, body: object) =>
    agent.post('/api/Division/setDivision').send({ _id: w.bri.id, ...body });
  const briOnApproval = async () =>
    (await agents.superAdmin.get(`/api/v1/divisions/${w.bri.id}`)).body.docuSignOnApproval as boolean;

  it('is saved by a super admin only, needs a template id, and then the approval sends the agreement', async () => {
    expect(await briOnApproval()).toBe(false);
    const denied = await setDivision(agents.admin, { docuSignOnApproval: true });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('Access to save the Division is denied!');
    expect((await setDivision(agents.reader, { docuSignOnApproval: true })).status).toBe(403);
    const notBoolean = await setDivision(agents.superAdmin, { docuSignOnApproval: 'yes' });
    expect(notBoolean.status).toBe(400);
    expect(await briOnApproval()).toBe(false);

    const [{ template }] = await t.ctx.db
      .select({ template: units.docuSignTemplateId })
      .from(units)
      .where(eq(units.id, w.bri.id));
    expect(template).not.toBe('');
    await t.ctx.db.update(units).set({ docuSignTemplateId: '' }).where(eq(units.id, w.bri.id));
    const noTemplate = await setDivision(agents.superAdmin, { docuSignOnApproval: true });
    await t.ctx.db.update(units).set({ docuSignTemplateId: template }).where(eq(units.id, w.bri.id));
    expect(noTemplate.status).toBe(400);
    expect(noTemplate.body.message).toBe('The DocuSign Template Id must be setup to send applications!');
    expect(await briOnApproval()).toBe(false);

    const saved = await setDivision(agents.superAdmin, { docuSignOnApproval: true });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Successfully updated Division.');
    expect(await briOnApproval()).toBe(true);
    const spec = await agents.admin.get('/api/Division/getDivisionById').set('id', w.bri.id);
    expect(spec.body.data.docuSignOnApproval).toBe(true);

    const id = await applicationRecord(t.ctx.db, w, 'NEW');
    expect((await approve(agents.admin, id)).status).toBe(200);
    await worker();
    const [email] = await emailsTo(id, 'esign-signing');
    expect(email?.status).toBe('sent');
    const state = (await agents.admin.get(`/api/v1/applications/${id}/esign`)).body;
    expect(state.envelope.status).toBe('sent');
    // The Reviewed row carries the agreement's state (its 'DocuSign' button reads it).
    const filter = encodeURIComponent(JSON.stringify({ status: 'REVIEWED' }));
    const rows = (await agents.admin.get(`/api/v1/applications?filter=${filter}&range=[0,99]`)).body;
    expect(rows.find((r: { id: string }) => r.id === id).docuSign).toEqual({
      envelopeId: state.envelope.envelopeId,
      completed: false,
      status: 'sent',
    });

    // Switched off from the console's save: the next approval sends nothing.
    const off = await agents.superAdmin
      .put(`/api/v1/divisions/${w.bri.id}`)
      .send({ docuSignOnApproval: false });
    expect(off.status).toBe(200);
    expect(off.body.docuSignOnApproval).toBe(false);
    const other = await applicationRecord(t.ctx.db, w, 'NEW');
    expect((await approve(agents.admin, other)).status).toBe(200);
    await worker();
    expect(await emailsTo(other, 'esign-signing')).toHaveLength(0);
  });
});

describe('authorisation', () => {
  type Who = keyof typeof agents;
  const matrix: Array<[string, (a: Agent, id: string) => PromiseLike<supertest.Response>]> = [
    ['send', (a, id) => a.post(`/api/v1/applications/${id}/esign/send`)],
    ['resend', (a, id) => a.post(`/api/v1/applications/${id}/esign/resend`)],
    ['void', (a, id) => a.post(`/api/v1/applications/${id}/esign/void`)],
  ];
  const expected: Record<Who, number> = { reader: 403, otherAdmin: 404, admin: 200, superAdmin: 200 };

  it.each(['reader', 'otherAdmin', 'admin', 'superAdmin'] as Who[])('%s', async (who) => {
    const id = await applicationRecord(t.ctx.db, w, 'NEW');
    const notApproved = await agents[who].post(`/api/v1/applications/${id}/esign/send`);
    expect(notApproved.status).toBe(who === 'reader' ? 403 : who === 'otherAdmin' ? 404 : 400);
    if (notApproved.status === 400) expect(notApproved.body.message).toBe('Application is not approved!');
    await approve(agents.superAdmin, id);
    for (const [action, call] of matrix) {
      const res = await call(agents[who], id);
      expect(res.status, `${who} ${action}`).toBe(expected[who]);
      if (who === 'reader') expect(res.body.message).toBe('Access to send the DocuSign agreement is denied!');
      if (action === 'send' && res.status === 200) await worker();
    }
    const pdf = await agents[who].get('/api/Application/getDocuSignPdf').set('id', id);
    if (who === 'reader') expect(pdf.body.message).toBe('Access to view the DocuSign PDF is denied!');
    else if (who === 'otherAdmin') expect(pdf.status).toBe(404);
    // Voided: no envelope, so no signed PDF.
    else expect(pdf.body.message).toBe('DocuSign PDF is unavailable for this application!');
    const state = await agents[who].get(`/api/v1/applications/${id}/esign`);
    expect(state.status).toBe(who === 'otherAdmin' ? 404 : 200);
  });
});
