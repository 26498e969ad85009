/**
 * E-signature through the real docusign-esign SDK against a local stand-in of DocuSign
 * (test/docusign-standin.ts): sending (JWT grant, envelope from the unit's template with the approval
 * terms prefilled, the signing email, the recipient view), the provider down or losing its answer while
 * sending (the job retries and exactly one envelope results, the console shows it pending), Connect with
 * a valid, a missing and a bad HMAC, a repeated Connect notification, the signed PDF, and void.
 */
import { runDueJobs } from '../test/run-due-jobs';
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, signedInAgent, type TestApp } from '../auth/testing';
import { esignEnvelopes, files, emailMessages, submissions, units } from '../db/schema';
import { approveApplication } from '../services/applications/approve-application';
import { applicationRecord, seedApplicationWorld, type ApplicationWorld } from '../test/application-world';
import { startDocuSignStandin, type DocuSignStandin } from '../test/docusign-standin';
import { CONNECT_PATH } from '../routes/esign-connect';

const HMAC_KEY = 'connect-secret-for-tests';
const ORIGIN = 'http://portal.test';
let standin: DocuSignStandin;
let t: TestApp;
let w: ApplicationWorld;
let admin: ReturnType<typeof supertest.agent>;
/** The worker's clock runs ahead of the real one by this much (retries are driven by moving it). */
let ahead = 0;
const now = () => new Date(Date.now() + ahead);

beforeAll(async () => {
  standin = await startDocuSignStandin();
  t = await createTestApp({
    docuSign: standin.config,
    docuSignConnectHmacKey: HMAC_KEY,
    publicOrigin: ORIGIN,
    // The customer reads the signing link in the local mailbox: its development mode (README 'Configuration').
    mailboxShowLinks: true,
  });
  w = await seedApplicationWorld(t.ctx.db);
  const user = await createTestUser(t.ctx.db, { security: 'ADMIN', unitIds: [w.cpg.id] });
  admin = await signedInAgent(t.app, user.email);
});
afterAll(async () => {
  await t.close();
  await standin.close();
});

/** Worker rounds until nothing is due; how many rows were claimed. */
async function worker(): Promise<number> {
  const ctx = { db: t.ctx.db, config: t.ctx.config, logger: pino({ level: 'silent' }) };
  let total = 0;
  for (;;) {
    const claimed = await runDueJobs(ctx, { now });
    if (claimed === 0) return total;
    total += claimed;
  }
}

async function approved(): Promise<string> {
  const id = await applicationRecord(t.ctx.db, w, 'NEW');
  await approveApplication({
    db: t.ctx.db,
    actor: w.superAdmin,
    id,
    input: { approvedAmount: '25000', netTerms: 'Net 30', customerCode: 'ACME01', contacts: [w.anna.id] },
  });
  return id;
}

const record = async (id: string) =>
  (await t.ctx.db.select().from(submissions).where(eq(submissions.id, id)))[0];
const envelopesOf = (id: string) =>
  standin.envelopes.filter((e) => e.customFields.some((f) => f.value.startsWith(`${id}:`)));

async function signingToken(id: string): Promise<string> {
  const rows = await t.ctx.db.select().from(emailMessages).where(eq(emailMessages.submissionId, id));
  const signing = rows.find((r) => (r.payload as { template?: string }).template === 'esign-signing');
  const url = String((signing?.payload as { context: { signUrl: string } }).context.signUrl);
  expect(url.startsWith(`${ORIGIN}/api/esign/open/`)).toBe(true);
  return url.slice(url.lastIndexOf('/') + 1);
}

const connect = (body: object, sign: (raw: string) => string | undefined) => {
  const raw = JSON.stringify(body);
  const req = supertest(t.app).post(CONNECT_PATH).set('Content-Type', 'application/json');
  const signature = sign(raw);
  return (signature === undefined ? req : req.set('X-DocuSign-Signature-1', signature)).send(raw);
};
const valid = (raw: string) => createHmac('sha256', HMAC_KEY).update(raw).digest('base64');
const notice = (envelopeId: string, event: string, at: string) => ({
  event,
  apiVersion: 'v2.1',
  generatedDateTime: at,
  data: { accountId: standin.config.accountId, envelopeId, envelopeSummary: { status: event.split('-')[1] } },
});

describe('DocuSign through the SDK', () => {
  let id: string;
  let envelopeId: string;

  it('sends an envelope from the unit template with the approval terms, and emails the signing link', async () => {
    id = await approved();
    const sent = await admin.post(`/api/v1/applications/${id}/esign/send`);
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe('DocuSign agreement is being sent.');
    await worker();
    const made = envelopesOf(id);
    expect(made).toHaveLength(1);
    envelopeId = made[0].envelopeId;
    expect(made[0].templateId).toBe('template-1');
    expect(made[0].roles[0]).toMatchObject({ roleName: 'Customer', email: 'buyer@acme.test' });
    const tabs = (made[0].roles[0].tabs as { textTabs: Array<{ tabLabel: string; value: string }> }).textTabs;
    const row = await record(id);
    expect(Object.fromEntries(tabs.map((x) => [x.tabLabel, x.value]))).toEqual({
      approvedAmount: '25000.00',
      netTerms: 'Net 30',
      customerCode: 'ACME01',
      applicationNumber: row.applicationNumber,
    });
    expect(standin.calls).toContain('token');
    expect(row.docuSignEnvelopeId).toBe(envelopeId);
    expect(row.docuSignCompleted).toBe(false);

    const state = await admin.get(`/api/v1/applications/${id}/esign`);
    expect(state.body.envelope).toMatchObject({ status: 'sent', envelopeId });

    const open = await supertest(t.app).get(`/api/esign/open/${await signingToken(id)}`);
    expect(open.status).toBe(302);
    const location = new URL(open.headers.location as string);
    expect(location.pathname).toBe(`/signing/${envelopeId}`);
    expect(location.searchParams.get('returnUrl')).toBe(`${ORIGIN}/DocuSignComplete/BRI/${envelopeId}`);
  });

  it('refuses Connect notifications with a missing or a bad HMAC and changes nothing', async () => {
    const body = notice(envelopeId, 'envelope-delivered', '2026-11-20T10:00:00Z');
    const missing = await connect(body, () => undefined);
    expect(missing.status).toBe(401);
    const bad = await connect(body, (raw) => valid(`${raw} `));
    expect(bad.status).toBe(401);
    const otherKey = await connect(body, (raw) => createHmac('sha256', 'x').update(raw).digest('base64'));
    expect(otherKey.status).toBe(401);
    const state = await admin.get(`/api/v1/applications/${id}/esign`);
    expect(state.body.envelope.status).toBe('sent');
  });

  it('applies a valid notification, and a repeated one changes nothing', async () => {
    const delivered = await connect(notice(envelopeId, 'envelope-delivered', '2026-11-20T10:00:00Z'), valid);
    expect(delivered.status).toBe(200);
    expect(delivered.body.data.outcome).toBe('applied');
    expect((await admin.get(`/api/v1/applications/${id}/esign`)).body.envelope.status).toBe('delivered');

    const pdfBefore = await admin.get('/api/Application/getDocuSignPdf').set('id', id);
    expect(pdfBefore.body.message).toBe('DocuSign PDF is unavailable for this application!');

    standin.setStatus(envelopeId, 'completed');
    const completed = notice(envelopeId, 'envelope-completed', '2026-11-20T10:05:00Z');
    expect((await connect(completed, valid)).body.data.outcome).toBe('applied');
    const row = await record(id);
    expect(row.docuSignCompleted).toBe(true);
    const stored = await t.ctx.db.select({ id: files.id }).from(files).where(eq(files.ownerId, id));
    const pdf = await admin.get('/api/Application/getDocuSignPdf').set('id', id).buffer(true);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(String(pdf.body)).toContain(`Signed agreement ${envelopeId}`);

    const eventsOf = async () =>
      (await admin.get(`/api/v1/applications/${id}/esign`)).body.envelope.events as unknown[];
    const eventsBefore = await eventsOf();
    const again = await connect(completed, valid);
    expect(again.status).toBe(200);
    expect(again.body.data.outcome).toBe('repeat');
    const after = await t.ctx.db.select({ id: files.id }).from(files).where(eq(files.ownerId, id));
    expect(after).toHaveLength(stored.length);
    expect(await eventsOf()).toEqual(eventsBefore);
    expect(await record(id)).toEqual(row);
    // A late 'delivered' does not move a completed envelope back.
    await connect(notice(envelopeId, 'envelope-delivered', '2026-11-20T10:06:00Z'), valid);
    expect((await admin.get(`/api/v1/applications/${id}/esign`)).body.envelope.status).toBe('completed');
    expect((await admin.post(`/api/v1/applications/${id}/esign/send`)).status).toBe(409);
  });
});

describe('DocuSign down while sending', () => {
  it('retries with backoff, shows the send pending, and makes exactly one envelope', async () => {
    const id = await approved();
    standin.failCreate('down');
    standin.failCreate('lose-answer');
    expect((await admin.post(`/api/v1/applications/${id}/esign/send`)).status).toBe(200);

    await worker();
    let state = (await admin.get(`/api/v1/applications/${id}/esign`)).body;
    expect(state.envelope.status).toBe('queued');
    expect(state.job).toMatchObject({ status: 'pending', attempts: 1 });
    expect(state.job.lastError).toContain('DocuSign envelope creation failed');
    expect(envelopesOf(id)).toHaveLength(0);
    // Not due yet: the backoff holds the retry.
    expect(await worker()).toBe(0);

    ahead += 31_000;
    await worker();
    // The provider made the envelope but the answer was lost.
    expect(envelopesOf(id)).toHaveLength(1);
    state = (await admin.get(`/api/v1/applications/${id}/esign`)).body;
    expect(state.envelope.status).toBe('queued');
    expect(state.job.attempts).toBe(2);

    ahead += 61_000;
    await worker();
    const made = envelopesOf(id);
    expect(made).toHaveLength(1);
    state = (await admin.get(`/api/v1/applications/${id}/esign`)).body;
    expect(state.envelope).toMatchObject({ status: 'sent', envelopeId: made[0].envelopeId });
    expect(state.job).toBeNull();
    expect((await record(id)).docuSignEnvelopeId).toBe(made[0].envelopeId);
    await signingToken(id);
  });

  it("lets the job, not an early Connect 'envelope-sent', mark the envelope sent and email the link", async () => {
    const id = await approved();
    standin.failCreate('lose-answer');
    await admin.post(`/api/v1/applications/${id}/esign/send`);
    await worker();
    const [made] = envelopesOf(id);
    // As if the worker had stored the provider's id and then died before recording the send.
    await t.ctx.db
      .update(esignEnvelopes)
      .set({ envelopeId: made.envelopeId })
      .where(eq(esignEnvelopes.submissionId, id));
    const early = await connect(notice(made.envelopeId, 'envelope-sent', '2026-11-21T09:00:00Z'), valid);
    expect(early.body.data.outcome).toBe('applied');
    expect((await admin.get(`/api/v1/applications/${id}/esign`)).body.envelope.status).toBe('queued');
    ahead += 600_000;
    await worker();
    expect((await admin.get(`/api/v1/applications/${id}/esign`)).body.envelope.status).toBe('sent');
    expect(envelopesOf(id)).toHaveLength(1);
    await signingToken(id);
  });
});

describe('a completion Connect never reported', () => {
  it('is caught up by the reminder job, which then sends no reminder', async () => {
    const id = await approved();
    await admin.post(`/api/v1/applications/${id}/esign/send`);
    await worker();
    const [made] = envelopesOf(id);
    standin.setStatus(made.envelopeId, 'completed');
    ahead += 3 * 86_400_000 + 60_000;
    await worker();
    const state = (await admin.get(`/api/v1/applications/${id}/esign`)).body;
    expect(state.envelope.status).toBe('completed');
    expect((await record(id)).docuSignCompleted).toBe(true);
    const pdf = await admin.get('/api/Application/getDocuSignPdf').set('id', id).buffer(true);
    expect(String(pdf.body)).toContain(`Signed agreement ${made.envelopeId}`);
    const reminders = await t.ctx.db.select().from(emailMessages).where(eq(emailMessages.submissionId, id));
    expect(
      reminders.filter((r) => (r.payload as { template: string }).template === 'esign-reminder'),
    ).toEqual([]);
  });
});

describe('a unit without a DocuSign template', () => {
  it('refuses to send, with the message of a missing template id', async () => {
    const id = await approved();
    await t.ctx.db.update(units).set({ docuSignTemplateId: '' }).where(eq(units.id, w.bri.id));
    try {
      const res = await admin.post(`/api/v1/applications/${id}/esign/send`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('The DocuSign Template Id must be setup to send applications!');
    } finally {
      await t.ctx.db.update(units).set({ docuSignTemplateId: 'template-1' }).where(eq(units.id, w.bri.id));
    }
  });
});

describe('declined at DocuSign', () => {
  it("shows the signer's reason from Connect, and a new agreement may go out", async () => {
    const id = await approved();
    await admin.post(`/api/v1/applications/${id}/esign/send`);
    await worker();
    const [made] = envelopesOf(id);
    const sent = notice(made.envelopeId, 'recipient-declined', '2026-11-22T09:30:00Z');
    const recipients = { signers: [{ declinedReason: '  Net 30 is too short for us.  ' }] };
    const declined = { ...sent, data: { ...sent.data, envelopeSummary: { status: 'declined', recipients } } };
    expect((await connect(declined, valid)).body.data.outcome).toBe('applied');
    const state = (await admin.get(`/api/v1/applications/${id}/esign`)).body;
    expect(state.envelope.status).toBe('declined');
    expect(state.envelope.declined).toEqual({
      at: '2026-11-22T09:30:00.000Z',
      reason: 'Net 30 is too short for us.',
    });
    expect((await admin.post(`/api/v1/applications/${id}/esign/send`)).status).toBe(200);
  });
});

describe('void', () => {
  it('voids the envelope at DocuSign and clears it from the application', async () => {
    const id = await approved();
    await admin.post(`/api/v1/applications/${id}/esign/send`);
    await worker();
    const [made] = envelopesOf(id);
    const token = await signingToken(id);
    const updates = standin.calls.filter((c) => c === 'resend').length;
    const resent = await admin.post(`/api/v1/applications/${id}/esign/resend`);
    expect(resent.body.message).toBe('DocuSign agreement has been resent.');
    expect(standin.calls.filter((c) => c === 'resend')).toHaveLength(updates + 1);
    const voided = await admin.post(`/api/v1/applications/${id}/esign/void`);
    expect(voided.status).toBe(200);
    expect(voided.body.message).toBe('DocuSign agreement has been voided.');
    expect(made.status).toBe('voided');
    expect((await record(id)).docuSignEnvelopeId).toBeNull();
    // The first link was replaced by the resend, and the envelope is void anyway.
    const open = await supertest(t.app).get(`/api/esign/open/${token}`);
    expect(open.headers.location).toBe(`/Sign/link/${token}`);
    // A new agreement may go out after a void.
    expect((await admin.post(`/api/v1/applications/${id}/esign/send`)).status).toBe(200);
  });
});

// Last in this file: it moves the worker's clock past the send's retries (days of backoff).
describe('DocuSign down for good', () => {
  it("gives the send up as a dead letter, listed for the Email log's alert until it is voided", async () => {
    const superAdmin = await signedInAgent(
      t.app,
      (await createTestUser(t.ctx.db, { security: 'SUPER ADMIN' })).email,
    );
    await worker(); // what the tests before left due (the void test's new send)
    const id = await approved();
    const { applicationNumber } = await record(id);
    // The send's queue retries 12 times (esign-jobs.ts): 13 runs in all, every one refused.
    standin.failCreate('down', 13);
    await admin.post(`/api/v1/applications/${id}/esign/send`);
    await worker();
    expect((await superAdmin.get('/api/v1/esign-failures')).body).toEqual([]);
    const pending = (await admin.get(`/api/v1/applications/${id}/esign`)).body;
    expect(pending.job).toMatchObject({ status: 'pending', attempts: 1 });
    // Each retry waits 30 s × 2^n (at most 17 h): a day between rounds makes each one due.
    for (let retry = 1; retry <= 12; retry++) {
      ahead += 86_400_000;
      await worker();
    }
    const state = (await admin.get(`/api/v1/applications/${id}/esign`)).body;
    expect(state.envelope.status).toBe('queued');
    expect(state.job).toMatchObject({ status: 'dead', attempts: 13 });
    expect(envelopesOf(id)).toHaveLength(0);

    const listed = await superAdmin.get('/api/v1/esign-failures');
    expect(listed.status).toBe(200);
    expect(listed.headers['content-range']).toBe('esign-failures 0-0/1');
    expect(listed.body).toEqual([
      expect.objectContaining({
        job: 'send',
        status: 'dead',
        attempts: 13,
        applicationId: id,
        applicationNumber,
        companyName: 'Acme Freight',
        signerEmail: 'buyer@acme.test',
        envelopeStatus: 'queued',
        lastError: expect.stringContaining('DocuSign envelope creation failed'),
      }),
    ]);
    // Not for an ADMIN (the Email log is the super admins').
    expect((await admin.get('/api/v1/esign-failures')).status).toBe(403);

    expect((await admin.post(`/api/v1/applications/${id}/esign/void`)).status).toBe(200);
    expect((await superAdmin.get('/api/v1/esign-failures')).body).toEqual([]);
  });
});
