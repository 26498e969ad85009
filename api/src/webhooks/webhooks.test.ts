/**
 * Signed webhooks end to end (README 'Webhooks'): a super admin registers an endpoint; invitations and decisions
 * reach an in-test receiver that verifies every signature with `standardwebhooks`, each event once; the sensitive
 * fields only when the endpoint is flagged; rotation and replay; a failing receiver gets retries for 3 days of a
 * test clock, then the endpoint is disabled and the super admins get an email through a real SMTP server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import * as M from '@cp/schemas/messages/webhooks';
import { createTestApp, createTestUser, signedInAgent, type TestApp } from '../auth/testing';
import { submissions, webhookDeliveries, webhookEndpoints } from '../db/schema';
import { startTestSmtp, type TestSmtp } from '../jobs/test-smtp-server';
import { applicationRecord, seedApplicationWorld, type ApplicationWorld } from '../test/application-world';
import { runDueJobs } from '../test/run-due-jobs';
import { denyOf } from '../test/submission-matrix';
import type { Agent } from '../test/test-world';
import { RETRY_WINDOW_MS } from './deliver';
import { startTestReceiver, type TestReceiver } from './test-receiver';

let t: TestApp;
let w: ApplicationWorld;
let smtp: TestSmtp;
let receiver: TestReceiver;
let superAdmin: Agent;
let admin: Agent;

beforeAll(async () => {
  smtp = await startTestSmtp();
  receiver = await startTestReceiver();
  t = await createTestApp({ webhooksAllowPrivate: true, smtpUrl: smtp.url });
  w = await seedApplicationWorld(t.ctx.db);
  const su = await createTestUser(t.ctx.db, { security: 'SUPER ADMIN' });
  const ad = await createTestUser(t.ctx.db, { security: 'ADMIN', unitIds: [w.cpg.id] });
  superAdmin = await signedInAgent(t.app, su.email);
  admin = await signedInAgent(t.app, ad.email);
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
  await smtp?.close();
});

const worker = () => ({ db: t.ctx.db, config: t.ctx.config, logger: pino({ level: 'silent' }) });
/** Runs the due webhook jobs (at `now`) until none is left. */
async function deliverDue(now?: Date) {
  while (
    (await runDueJobs(worker(), { kinds: ['webhook-deliver'], batchSize: 10, now: now && (() => now) })) > 0
  );
}
const approve = (id: string) =>
  superAdmin
    .post(`/api/v1/applications/${id}/approve`)
    .send({ approvedAmount: 25000, netTerms: 'NET 30', customerCode: 'ACME1', contacts: [w.anna.id] })
    .expect(200);
async function register(
  url = receiver.url,
  events = ['submission.invited', 'submission.approved', 'submission.denied'],
) {
  const res = await superAdmin
    .post('/api/v1/webhooks/endpoints')
    .send({ companyId: w.cpg.id, url, events, description: 'ERP' })
    .expect(200);
  return res.body.data as { endpoint: { id: string }; secret: string };
}

describe('webhook endpoints', () => {
  it('are refused to anyone but a super admin, before the input is read', async () => {
    for (const call of [
      admin.get('/api/v1/webhooks/endpoints'),
      admin.post('/api/v1/webhooks/endpoints').send({}),
      admin.post('/api/v1/webhooks/deliveries/msg_x/replay'),
    ]) {
      const res = await call;
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(M.WEBHOOKS_DENIED);
    }
  });

  it('checks the body and shows the secret only at creation and rotation', async () => {
    const bad = await superAdmin
      .post('/api/v1/webhooks/endpoints')
      .send({ companyId: w.cpg.id, url: 'ftp://x', events: [] });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(M.WEBHOOK_EVENTS_REQUIRED);
    const division = await superAdmin
      .post('/api/v1/webhooks/endpoints')
      .send({ companyId: w.bri.id, url: receiver.url, events: ['submission.invited'] });
    expect(division.body.message).toBe(M.WEBHOOK_COMPANY_UNKNOWN);
    const { endpoint, secret } = await register();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const shown = await superAdmin.get(`/api/v1/webhooks/endpoints/${endpoint.id}`).expect(200);
    expect(JSON.stringify(shown.body)).not.toContain(secret.slice(6));
    const [row] = await t.ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row.secretEncrypted).not.toContain(secret.slice(6));
    expect(row.sensitive).toBe(false);
    await superAdmin.delete(`/api/v1/webhooks/endpoints/${endpoint.id}`).expect(200);
  });
});

describe('delivery', () => {
  it('signs every event, sends each once, keeps sensitive fields for a flagged endpoint, rotates and replays', async () => {
    const { endpoint, secret } = await register();
    receiver.secrets = [secret];
    const a = await applicationRecord(t.ctx.db, w, 'NEW');
    const b = await applicationRecord(t.ctx.db, w, 'NEW');
    await t.ctx.db
      .update(submissions)
      .set({
        facts: {
          legalName: 'Acme Freight',
          federalTaxId: '12-3456789',
          bank: { accountNumber: '000123456789' },
        },
      })
      .where(eq(submissions.id, a));
    await approve(a);
    await superAdmin.post(`/api/v1/applications/${b}/deny`).send(denyOf(w)).expect(200);
    await deliverDue();
    const types = receiver.received.map(
      (r) => `${r.type}:${(r.body.data as { submissionId: string }).submissionId}`,
    );
    expect(types.sort()).toEqual(
      [
        `submission.invited:${a}`,
        `submission.invited:${b}`,
        `submission.approved:${a}`,
        `submission.denied:${b}`,
      ].sort(),
    );
    expect(receiver.received.every((r) => r.verified)).toBe(true);
    expect(new Set(receiver.received.map((r) => r.id)).size).toBe(4);
    const approved = receiver.received.find((r) => r.type === 'submission.approved')!;
    expect(approved.body.data).toMatchObject({
      version: 1,
      submissionId: a,
      kind: 'application',
      status: 'APPROVED',
      unit: { companyId: w.cpg.id, divisionId: w.bri.id },
      decision: { status: 'APPROVED', approvedAmount: '25000.00', netTerms: 'NET 30' },
      customerCode: 'ACME1',
    });
    expect(JSON.stringify(receiver.received)).not.toContain('12-3456789');
    expect(JSON.stringify(receiver.received)).not.toContain('000123456789');
    expect(receiver.received.find((r) => r.type === 'submission.denied')!.body.data).toMatchObject({
      decision: { status: 'DENIED', denialCode: 'CR-1' },
    });

    // Flagged: the next events carry the record's tax id and bank account number.
    await superAdmin.put(`/api/v1/webhooks/endpoints/${endpoint.id}`).send({ sensitive: true }).expect(200);
    const c = await applicationRecord(t.ctx.db, w, 'NEW');
    await t.ctx.db
      .update(submissions)
      .set({ facts: { legalName: 'Beta', federalTaxId: '98-7654321', bank: { accountNumber: '111222333' } } })
      .where(eq(submissions.id, c));
    await approve(c);
    await deliverDue();
    const flagged = receiver.received.find(
      (r) => r.type === 'submission.approved' && r.body.data.submissionId === c,
    )!;
    expect(flagged.body.data.sensitive).toEqual({
      federalTaxId: '98-7654321',
      bankAccountNumber: '111222333',
    });

    // Rotation: the old secret no longer verifies.
    const rotated = await superAdmin.post(`/api/v1/webhooks/endpoints/${endpoint.id}/rotate`).expect(200);
    const newSecret = rotated.body.data.secret as string;
    expect(newSecret).not.toBe(secret);
    receiver.secrets = [secret];
    await applicationRecord(t.ctx.db, w, 'SENT');
    await deliverDue();
    expect(receiver.received.at(-1)!.verified).toBe(false);
    receiver.secrets = [newSecret];

    // Replay: a new attempt with the same webhook-id.
    const log = await superAdmin.get(`/api/v1/webhooks/endpoints/${endpoint.id}/deliveries`).expect(200);
    const first = log.body.data.rows.find(
      (d: { eventType: string }) => d.eventType === 'submission.approved',
    );
    expect(first).toMatchObject({ status: 'succeeded', attempts: 1, responseCode: 204 });
    const before = receiver.received.length;
    await superAdmin.post(`/api/v1/webhooks/deliveries/${first.id}/replay`).expect(200);
    await deliverDue();
    expect(receiver.received.length).toBe(before + 1);
    expect(receiver.received.at(-1)).toMatchObject({ id: first.id, verified: true });
    const [replayed] = await t.ctx.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, first.id));
    expect(replayed.attempts).toBe(2);
    await superAdmin.delete(`/api/v1/webhooks/endpoints/${endpoint.id}`).expect(200);
  });

  it('retries a failing receiver with backoff for 3 days, then disables the endpoint and emails the super admins', async () => {
    const { endpoint, secret } = await register(receiver.url, ['submission.invited']);
    receiver.secrets = [secret];
    receiver.failing = true;
    const start = receiver.received.length;
    await applicationRecord(t.ctx.db, w, 'SENT');
    await deliverDue();
    const [delivery] = await t.ctx.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    const gaps: number[] = [];
    for (let i = 0; i < 30; i++) {
      const [d] = await t.ctx.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.id, delivery.id));
      if (d.status !== 'retrying') break;
      gaps.push(d.nextAttemptAt!.getTime() - d.lastAttemptAt!.getTime());
      await deliverDue(d.nextAttemptAt!);
    }
    const [done] = await t.ctx.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, delivery.id));
    expect(done).toMatchObject({ status: 'failed', responseCode: 503, nextAttemptAt: null });
    expect(done.attempts).toBeGreaterThan(8);
    expect(done.lastAttemptAt!.getTime() - done.createdAt.getTime()).toBeLessThanOrEqual(RETRY_WINDOW_MS);
    // Exponential, capped: each wait at least the one before.
    expect(gaps.slice(0, 5)).toEqual([30_000, 120_000, 480_000, 1_920_000, 7_680_000]);
    const attempts = receiver.received.slice(start);
    expect(attempts.length).toBe(done.attempts);
    // The same webhook-id on every retry, each verified.
    expect(new Set(attempts.map((a) => a.id))).toEqual(new Set([delivery.id]));
    expect(attempts.every((a) => a.verified)).toBe(true);
    const shown = await superAdmin.get(`/api/v1/webhooks/endpoints/${endpoint.id}`).expect(200);
    expect(shown.body.data).toMatchObject({ active: false });
    expect(shown.body.data.disabledReason).toContain('3 days');
    // The alert, through the Email log to the real SMTP server.
    while ((await runDueJobs(worker(), { kinds: ['email-deliver'], batchSize: 20 })) > 0);
    const alert = smtp.messages.find((m) => m.subject === 'Webhook endpoint disabled after repeated failure');
    expect(alert?.text).toContain(receiver.url);
    // A disabled endpoint gets no new events, and refuses a replay until enabled again.
    const replay = await superAdmin.post(`/api/v1/webhooks/deliveries/${delivery.id}/replay`);
    expect(replay.status).toBe(409);
    expect(replay.body.message).toBe(M.WEBHOOK_REPLAY_DISABLED);
    receiver.failing = false;
    await superAdmin.put(`/api/v1/webhooks/endpoints/${endpoint.id}`).send({ active: true }).expect(200);
    await superAdmin.post(`/api/v1/webhooks/deliveries/${delivery.id}/replay`).expect(200);
    await deliverDue();
    const [fixed] = await t.ctx.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, delivery.id));
    expect(fixed.status).toBe('succeeded');
    expect(receiver.received.at(-1)).toMatchObject({ id: delivery.id, verified: true });
  });
});
