/**
 * The webhook events of an e-signature and of a reference, driven end to end through the product's routes with
 * an endpoint registered (README 'Webhooks'): a trade reference asked for by staff and answered on the answer
 * page with the link and code of its email (`reference.answered`), then the approval's agreement signed with the
 * built-in provider on the agreement page (`esign.completed`). Each reaches the in-test receiver once, signature
 * verified, with the record's ids, unit codes and the event's own fields, never the tax id or bank account number
 * (the endpoint is not flagged), and the endpoint's delivery log lists both as delivered with a 2xx.
 */
import { eq } from 'drizzle-orm';
import pino from 'pino';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleFor } from '@cp/schemas/forms/samples';
import { createTestApp, createTestUser, signedInAgent, type TestApp } from '../auth/testing';
import {
  emailMessages,
  esignEnvelopes,
  referenceAnswers,
  referenceRequests,
  submissions,
  units,
} from '../db/schema';
import { closePdfRenderers } from '../pdf';
import { seedApplicationWorld, type ApplicationWorld } from '../test/application-world';
import {
  publishBankEmailVersion,
  referenceAnswers as answersWith,
  submittedWithReferences,
} from '../test/reference-world';
import { MESSAGE_KINDS, runDueJobs } from '../test/run-due-jobs';
import type { Agent } from '../test/test-world';
import { startTestReceiver, type TestReceiver } from './test-receiver';

const ORIGIN = 'http://portal.test';
const TRADE = ['ar@pacificdrayage.com', 'owner.friend@gmail.com', 'credit@acmeimports.com'];
const BANK = 'lending@firstharbor.example';
const TAX_ID = '957654321';
const ACCOUNT = '000987654321';
let t: TestApp;
let w: ApplicationWorld;
let version: number;
let receiver: TestReceiver;
let superAdmin: Agent;

beforeAll(async () => {
  receiver = await startTestReceiver();
  // The signing email carries its link in the local mailbox's development mode (README 'Configuration').
  t = await createTestApp({ webhooksAllowPrivate: true, publicOrigin: ORIGIN, mailboxShowLinks: true });
  w = await seedApplicationWorld(t.ctx.db);
  version = await publishBankEmailVersion(t.ctx.db);
  await t.ctx.db.update(units).set({ docuSignOnApproval: true }).where(eq(units.id, w.bri.id));
  const su = await createTestUser(t.ctx.db, { security: 'SUPER ADMIN' });
  superAdmin = await signedInAgent(t.app, su.email);
});
afterAll(async () => {
  await closePdfRenderers();
  await t?.close();
  await receiver?.close();
});

const worker = () => ({ db: t.ctx.db, config: t.ctx.config, logger: pino({ level: 'silent' }) });
async function runDue(kinds: string[]) {
  while ((await runDueJobs(worker(), { kinds, batchSize: 10 })) > 0);
}
const emailsOf = async (id: string, template: string) =>
  (await t.ctx.db.select().from(emailMessages).where(eq(emailMessages.submissionId, id))).filter(
    (e) => e.template === template,
  );
const lastSegment = (url: string) => url.slice(url.lastIndexOf('/') + 1);

describe('webhook events of an e-signature and a reference', () => {
  it('sends the reference’s answer and the signed agreement, each once, signed, without sensitive fields, and logs both delivered', async () => {
    const registered = await superAdmin
      .post('/api/v1/webhooks/endpoints')
      .send({ companyId: w.cpg.id, url: receiver.url, events: ['esign.completed', 'reference.answered'] })
      .expect(200);
    const { endpoint, secret } = registered.body.data as { endpoint: { id: string }; secret: string };
    receiver.secrets = [secret];

    // A submitted application with a tax id and a bank account number, its references asked for by staff.
    const data = answersWith(TRADE, BANK) as Record<string, Record<string, unknown>>;
    const id = await submittedWithReferences(t.ctx.db, w, version, {
      ...data,
      fedTaxId: TAX_ID,
      bankInfo: { ...data.bankInfo, accountNumber: ACCOUNT, federalTaxNumber: TAX_ID },
    });
    expect((await superAdmin.post(`/api/v1/submissions/${id}/reference-requests`).send({})).status).toBe(200);

    // The trade reference answers on its page with the link and the code of its email.
    const [email] = (await emailsOf(id, 'reference-request')).filter((e) => e.toAddress === TRADE[0]);
    const { referenceUrl, accessCode } = (
      email.payload as { context: { referenceUrl: string; accessCode: string } }
    ).context;
    const answer = () =>
      supertest(t.app)
        .post('/api/reference/answer')
        .set('division', 'BRI')
        .send({ token: lastSegment(referenceUrl), code: accessCode, answers: sampleFor('trade-reference') });
    const answered = await answer();
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    // Sent again (a double click): refused, so no second event.
    expect((await answer()).status).toBe(404);
    const [request] = await t.ctx.db
      .select()
      .from(referenceRequests)
      .where(eq(referenceRequests.emailId, email.id));
    expect(request).toMatchObject({ kind: 'trade', status: 'answered' });
    const [answerRow] = await t.ctx.db
      .select()
      .from(referenceAnswers)
      .where(eq(referenceAnswers.requestId, request.id));

    // The approval sends the agreement (the unit's setting); the customer signs it on the agreement page.
    await superAdmin
      .post(`/api/v1/applications/${id}/approve`)
      .send({ approvedAmount: '42500', netTerms: 'Net 45', customerCode: 'HARB01', contacts: [w.anna.id] })
      .expect(200);
    await runDue(MESSAGE_KINDS);
    const [signing] = await emailsOf(id, 'esign-signing');
    const token = lastSegment((signing.payload as { context: { signUrl: string } }).context.signUrl);
    const sign = () =>
      supertest(t.app).post(`/api/esign/agreement/${token}/sign`).send({ name: 'Jane Doe', consent: true });
    const signed = await sign();
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect((await sign()).status).toBe(409);
    const [envelope] = await t.ctx.db
      .select()
      .from(esignEnvelopes)
      .where(eq(esignEnvelopes.submissionId, id));
    expect(envelope.status).toBe('completed');

    await runDue(['webhook-deliver']);

    expect(receiver.received.map((r) => r.type).sort()).toEqual(['esign.completed', 'reference.answered']);
    expect(receiver.received.every((r) => r.verified)).toBe(true);
    expect(new Set(receiver.received.map((r) => r.id)).size).toBe(2);
    const [record] = await t.ctx.db.select().from(submissions).where(eq(submissions.id, id));
    const unit = { companyId: w.cpg.id, companyCode: 'CPG', divisionId: w.bri.id, divisionCode: 'BRI' };

    const reference = receiver.received.find((r) => r.type === 'reference.answered')!;
    expect(reference.body.data).toMatchObject({
      version: 1,
      submissionId: id,
      kind: 'application',
      applicationNumber: record.applicationNumber,
      status: 'NEW',
      unit,
      reference: {
        requestId: request.id,
        kind: 'trade',
        status: 'answered',
        score: answerRow.score,
        byPhone: false,
        answeredAt: answerRow.answeredAt.toISOString(),
      },
    });
    expect(typeof answerRow.score).toBe('number');
    expect(reference.body.data).not.toHaveProperty('decision');
    // The answer's outcome, never its answers.
    expect(JSON.stringify(reference.body)).not.toContain('answers');

    const esign = receiver.received.find((r) => r.type === 'esign.completed')!;
    expect(esign.body.data).toMatchObject({
      version: 1,
      submissionId: id,
      kind: 'application',
      applicationNumber: record.applicationNumber,
      status: 'APPROVED',
      unit,
      customerCode: 'HARB01',
      decision: { status: 'APPROVED', approvedAmount: '42500.00', netTerms: 'Net 45' },
      envelope: { id: envelope.id, provider: 'builtin', completedAt: expect.any(String) },
    });

    // Neither the tax id nor the bank account number, though the record holds them.
    expect(JSON.stringify(record.data)).toContain(TAX_ID);
    expect(JSON.stringify(record.data)).toContain(ACCOUNT);
    const all = JSON.stringify(receiver.received);
    expect(all).not.toContain(TAX_ID);
    expect(all).not.toContain(ACCOUNT);
    expect(all).not.toContain('"sensitive"');

    // The endpoint's delivery log: both delivered once, with the receiver's 2xx.
    const log = await superAdmin.get(`/api/v1/webhooks/endpoints/${endpoint.id}/deliveries`).expect(200);
    const rows = log.body.data.rows as Array<{
      id: string;
      eventType: string;
      status: string;
      attempts: number;
      responseCode: number;
    }>;
    expect(rows.map((d) => d.eventType).sort()).toEqual(['esign.completed', 'reference.answered']);
    for (const d of rows) {
      expect(d).toMatchObject({ status: 'succeeded', attempts: 1 });
      expect(d.responseCode).toBeGreaterThanOrEqual(200);
      expect(d.responseCode).toBeLessThan(300);
    }
    expect(rows.map((d) => d.id).sort()).toEqual(receiver.received.map((r) => r.id).sort());
  }, 60_000);
});
