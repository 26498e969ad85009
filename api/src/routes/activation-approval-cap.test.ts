/**
 * Issue 11 item 2: the approver's maximum approval amount caps activations too (back-office.md §6, §8),
 * through the console action and the spec call, and a refused approval leaves the record as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import supertest from 'supertest';
import { submissions } from '../db/schema';
import { createTestApp, createTestUser, signedInAgent, type TestApp } from '../auth/testing';
import { activationRecord, seedActivationWorld, type ActivationWorld } from '../test/activation-world';

let t: TestApp;
let w: ActivationWorld;
let capped: ReturnType<typeof supertest.agent>;

beforeAll(async () => {
  t = await createTestApp();
  w = await seedActivationWorld(t.ctx.db);
  const admin = await createTestUser(t.ctx.db, {
    security: 'ADMIN',
    unitIds: [w.cpg.id],
    maximumApprovalAmount: 50_000,
  });
  capped = await signedInAgent(t.app, admin.email);
});
afterAll(() => t.close());

const submitted = () => activationRecord(t.ctx.db, w, 'NEW');
const rowOf = async (id: string) =>
  (await t.ctx.db.select().from(submissions).where(eq(submissions.id, id)))[0];
const DENIED = 'Access to approve the application amount is denied! Maximum allowed is: $50,000';

describe('approval cap on activations', () => {
  it('refuses an amount above the approver cap with the §8 message and changes nothing', async () => {
    const id = await submitted();
    const res = await capped
      .post(`/api/v1/activations/${id}/approve`)
      .send({ approvedAmount: '10,000,000', customerCode: 'BIG1', contacts: [w.anna.id] });
    expect([res.status, res.body.success, res.body.message]).toEqual([403, false, DENIED]);
    expect(await rowOf(id)).toMatchObject({ status: 'NEW', approvedAmount: null, customerCode: '' });
  });

  it('refuses it through the spec call too', async () => {
    const id = await submitted();
    const res = await capped
      .post('/api/CustomerActivation/set')
      .set('setType', 'APPROVED')
      .send({ _id: id, approvedAmount: 50_001, companyCode: 'BIG1', contacts: [w.anna.id] });
    expect([res.status, res.body.message]).toEqual([403, DENIED]);
    expect((await rowOf(id)).status).toBe('NEW');
  });

  it('approves an amount up to the cap', async () => {
    const id = await submitted();
    const res = await capped
      .post(`/api/v1/activations/${id}/approve`)
      .send({ approvedAmount: '50,000', customerCode: 'OK1', contacts: [w.anna.id] });
    expect(res.body).toMatchObject({ success: true });
    expect(await rowOf(id)).toMatchObject({ status: 'APPROVED', approvedAmount: '50000.00' });
  });
});
