/**
 * The webhook events not covered by webhooks.test.ts, each driven through the real API routes with an endpoint
 * registered (README 'Webhooks'): the customer's submit (`submission.submitted`), the approval's and a review's
 * new limit (`customer.limit_changed`). Each reaches the in-test receiver once, signature verified, with the record's ids
 * and unit codes, and never the tax id or bank account number (the endpoint is not flagged).
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { sampleFor } from '@cp/schemas/forms/samples';
import { createTestApp, createTestUser, signedInAgent, type TestApp } from '../auth/testing';
import { APPLICATION } from '../services/applications/kind';
import { invitedRecord } from '../test/activation-world';
import { seedApplicationWorld, type ApplicationWorld } from '../test/application-world';
import { runDueJobs } from '../test/run-due-jobs';
import type { Agent } from '../test/test-world';
import { startTestReceiver, type TestReceiver } from './test-receiver';

let t: TestApp;
let w: ApplicationWorld;
let receiver: TestReceiver;
let superAdmin: Agent;

beforeAll(async () => {
  receiver = await startTestReceiver();
  t = await createTestApp({ webhooksAllowPrivate: true });
  w = await seedApplicationWorld(t.ctx.db);
  const su = await createTestUser(t.ctx.db, { security: 'SUPER ADMIN' });
  superAdmin = await signedInAgent(t.app, su.email);
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

const worker = () => ({ db: t.ctx.db, config: t.ctx.config, logger: pino({ level: 'silent' }) });
async function deliverDue() {
  while ((await runDueJobs(worker(), { kinds: ['webhook-deliver'], batchSize: 10 })) > 0);
}

describe('webhook events', () => {
  it('sends the customer’s submit, the approval’s and a review’s limit change, each once, signed, without sensitive fields', async () => {
    const res = await superAdmin
      .post('/api/v1/webhooks/endpoints')
      .send({
        companyId: w.cpg.id,
        url: receiver.url,
        events: ['submission.submitted', 'esign.completed', 'reference.answered', 'customer.limit_changed'],
      })
      .expect(200);
    receiver.secrets = [res.body.data.secret as string];

    const id = await invitedRecord(t.ctx.db, w, APPLICATION, 'SENT', { submit: async () => undefined });
    const sample = sampleFor('application-six-cpg') as Record<string, never>;
    const data = {
      ...sample,
      companyName: 'Webhook Freight',
      bankInfo: { ...(sample.bankInfo as object), federalTaxNumber: '12-3456789', duns: '' },
    };
    const submit = await request(t.app)
      .post('/api/Application/setInviteApplication')
      .send({ _id: id, email: 'buyer@acme.test', data, submit: true });
    expect(submit.status, JSON.stringify(submit.body)).toBe(200);
    await superAdmin
      .post(`/api/v1/applications/${id}/approve`)
      .send({ approvedAmount: 25000, netTerms: 'NET 30', customerCode: 'WF-1', contacts: [w.anna.id] })
      .expect(200);
    await deliverDue();

    expect(receiver.received.map((r) => r.type).sort()).toEqual(
      ['customer.limit_changed', 'submission.submitted'].sort(),
    );
    expect(receiver.received.every((r) => r.verified)).toBe(true);
    expect(new Set(receiver.received.map((r) => r.id)).size).toBe(2);
    const submitted = receiver.received.find((r) => r.type === 'submission.submitted')!;
    expect(submitted.body.data).toMatchObject({
      version: 1,
      submissionId: id,
      kind: 'application',
      status: 'NEW',
      unit: { companyId: w.cpg.id, divisionId: w.bri.id },
    });
    const limit = receiver.received.find((r) => r.type === 'customer.limit_changed')!;
    expect(limit.body.data).toMatchObject({
      version: 1,
      submissionId: id,
      reason: 'approval',
      customerCodes: ['WF-1'],
      unit: { companyId: w.cpg.id },
      limit: { amount: '25000.00', previousAmount: null, terms: 'NET 30' },
    });
    expect(typeof (limit.body.data as { customerId: unknown }).customerId).toBe('string');
    const all = JSON.stringify(receiver.received);
    expect(all).not.toContain('12-3456789');
    expect(all).not.toContain('123456789');
    expect(all).not.toContain('"sensitive"');

    // A review's new limit: one more event, reason 'review', with the previous amount.
    const customerId = (limit.body.data as { customerId: string }).customerId;
    await superAdmin
      .post(`/api/v1/customers/${customerId}/review`)
      .send({ note: 'Paying on time.', newLimit: 30000 })
      .expect(200);
    await deliverDue();
    const reviews = receiver.received.filter(
      (r) => r.type === 'customer.limit_changed' && (r.body.data as { reason: string }).reason === 'review',
    );
    expect(reviews).toHaveLength(1);
    expect(reviews[0].verified).toBe(true);
    expect(reviews[0].body.data).toMatchObject({
      customerId,
      limit: { amount: '30000.00', previousAmount: '25000.00' },
    });
  });
});
