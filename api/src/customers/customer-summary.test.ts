/**
 * The approve dialog's summary of a submission's credit file (issue 29 item 6): the customer, its limits at
 * its other divisions (named where the user may read them, else a total), exposure with the aging buckets,
 * utilisation, the parent and the group's totals; an unlinked submission says so; a submission the user may
 * not read is not found.
 */
import { sql } from 'drizzle-orm';
import type { CustomerSummary } from '@cp/schemas/contracts/customers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../auth/testing';
import { APPLICATION } from '../services/applications/kind';
import { ACTIVATION } from '../services/activations/kind';
import { invitedRecord, playCustomerSubmit } from '../test/activation-world';
import { seedApplicationWorld, type ApplicationWorld } from '../test/application-world';
import { staffAgents } from '../test/staff-agents';
import type { Agent } from '../test/test-world';
import { rows } from './db';
import { linkToCustomer } from './match';

let t: TestApp;
let w: ApplicationWorld;
let superAgent: Agent;
let briAgent: Agent;
let uwlAgent: Agent;
let readerAgent: Agent;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  w = await seedApplicationWorld(t.ctx.db);
  ({ superAgent, briAgent, uwlAgent, readerAgent } = await staffAgents(t, w));
});
afterAll(() => t.close());

const nine = () => String(400000000 + ++seq * 7919 + Math.floor(Math.random() * 1000));
const unique = (name: string) => `${name} ${++seq}x${Math.floor(Math.random() * 1e6)}`;

async function submitted(
  name: string,
  taxId: string,
  o: { unit?: 'bri' | 'uwl'; kind?: 'application' | 'activation' } = {},
): Promise<string> {
  const activation = o.kind === 'activation';
  const id = await invitedRecord(t.ctx.db, w, activation ? ACTIVATION : APPLICATION, 'SENT', {
    uwl: o.unit === 'uwl',
    submit: async () => undefined,
  });
  const address = { city: 'Austin', state: 'TX', zip: '78701' };
  const data = activation
    ? { companyName: name, companyContact: 'Jane Doe', address, fedTaxId: taxId }
    : { companyName: name, companyContact: 'Jane Doe', address, bankInfo: { federalTaxNumber: taxId } };
  await playCustomerSubmit(t.ctx.db, id, `N${nine()}`, { data });
  await t.ctx.db.transaction((tx) => linkToCustomer(tx, id));
  return id;
}

const entityOf = async (submissionId: string) => {
  const [row] = await rows<{ entity_id: string }>(
    t.ctx.db,
    sql`select entity_id from customer_links where submission_id = ${submissionId}::uuid`,
  );
  return row.entity_id;
};

function approve(
  agent: Agent,
  id: string,
  o: {
    amount: number;
    code: string;
    unit?: 'bri' | 'uwl';
    kind?: 'application' | 'activation';
    confirm?: boolean;
  },
) {
  const contacts = [o.unit === 'uwl' ? w.uwlContact.id : w.anna.id];
  const body =
    o.kind === 'activation'
      ? { approvedAmount: o.amount, customerCode: o.code, paymentTerms: 'NET 15', contacts }
      : { approvedAmount: o.amount, netTerms: 'NET 30', customerCode: o.code, contacts };
  return agent
    .post(`/api/v1/${o.kind === 'activation' ? 'activations' : 'applications'}/${id}/approve`)
    .send(o.confirm === undefined ? body : { ...body, confirmOverLimit: o.confirm });
}

const csv = (...lines: string[]) =>
  Buffer.from(
    [
      'customer_code,division_code,as_of,current,days_1_30,days_31_60,days_61_90,days_over_90,total',
      ...lines,
    ].join('\n'),
  );

const importAr = (agent: Agent, unitId: string, data: Buffer, extra: Record<string, string> = {}) => {
  let req = agent.post('/api/v1/ar-imports').field('unitId', unitId);
  for (const [k, v] of Object.entries(extra)) req = req.field(k, v);
  return req.attach('file', data, { filename: 'ar.csv', contentType: 'text/csv' });
};

const summaryOf = async (agent: Agent, submissionId: string) => {
  const res = await agent.get('/api/v1/customers/summary').query({ submissionId });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as CustomerSummary;
};

describe('GET /api/v1/customers/summary', () => {
  it('shows the other divisions, exposure, utilisation and the group; hidden divisions only as totals', async () => {
    const taxId = nine();
    const name = unique('Summary Freight');
    const bri = await submitted(name, taxId);
    const uwl = await submitted(name, taxId, { unit: 'uwl', kind: 'activation' });
    const parentSub = await submitted(unique('Summary Holdings'), nine());
    const entity = await entityOf(bri);
    const parent = await entityOf(parentSub);
    expect(await entityOf(uwl)).toBe(entity);
    const uwlCode = `SU-${seq}`;
    const okUwl = await approve(superAgent, uwl, {
      amount: 40000,
      code: uwlCode,
      unit: 'uwl',
      kind: 'activation',
    });
    expect(okUwl.status, JSON.stringify(okUwl.body)).toBeLessThan(300);
    expect((await approve(superAgent, parentSub, { amount: 25000, code: `SP-${seq}` })).status).toBeLessThan(
      300,
    );
    const ar = await importAr(
      superAgent,
      w.uwl.id,
      csv(`${uwlCode},UWL,2026-07-31,5000,3000,1000,500,500,10000`),
    );
    expect(ar.status, JSON.stringify(ar.body)).toBe(200);
    expect(
      (
        await superAgent
          .post(`/api/v1/customers/${entity}/parent`)
          .send({ parentId: parent, reason: 'Subsidiary' })
      ).status,
    ).toBe(200);
    expect(
      (
        await superAgent
          .post(`/api/v1/customers/${parent}/group-limit`)
          .send({ groupLimit: 100000, reason: 'Board' })
      ).status,
    ).toBe(200);

    const all = await summaryOf(superAgent, bri);
    if (!all.linked) throw new Error('not linked');
    expect(all.customer).toMatchObject({ id: entity, legalName: name });
    expect(all.parent).toMatchObject({ id: parent });
    expect(all.thisUnit).toBeNull();
    expect(all.otherLimits).toHaveLength(1);
    expect(all.otherLimits[0]).toMatchObject({
      unitId: w.uwl.id,
      unitName: w.uwl.name,
      amount: 40000,
      visible: true,
      utilisation: 0.25,
    });
    expect(all.hiddenUnits).toBeNull();
    expect(all.exposure).toMatchObject({
      current: 5000,
      days1to30: 3000,
      days31to60: 1000,
      days61to90: 500,
      daysOver90: 500,
      total: 10000,
      known: true,
    });
    expect(all.asOf).toBe('2026-07-31');
    expect(all.limitTotal).toBe(40000);
    expect(all.utilisation.entity).toBe(0.25);
    expect(all.groupTotals).toMatchObject({
      rootId: parent,
      groupLimit: 100000,
      limitTotal: 65000,
      exposureTotal: 10000,
    });
    expect(all.utilisation.group).toBe(0.1);
    expect(all.groupLimitBase).toBe(65000);

    for (const agent of [briAgent, readerAgent]) {
      const mine = await summaryOf(agent, bri);
      if (!mine.linked) throw new Error('not linked');
      expect(mine.otherLimits).toEqual([]);
      expect(mine.hiddenUnits).toEqual({ count: 1, limitTotal: 40000, exposureTotal: 10000 });
      expect(JSON.stringify(mine)).not.toContain(w.uwl.name);
      expect(mine.limitTotal).toBe(40000);
      expect(mine.groupTotals.groupLimit).toBe(100000);
    }

    // The unit's own limit is given apart: a re-approval replaces it.
    const own = await summaryOf(superAgent, uwl);
    if (!own.linked) throw new Error('not linked');
    expect(own.thisUnit).toMatchObject({ unitId: w.uwl.id, amount: 40000 });
    expect(own.groupLimitBase).toBe(25000);
  });

  it('says plainly when the submission has no customer yet, and hides a submission the user may not read', async () => {
    const sent = await invitedRecord(t.ctx.db, w, APPLICATION, 'SENT', { submit: async () => undefined });
    expect(await summaryOf(superAgent, sent)).toEqual({ linked: false });
    const bri = await submitted(unique('Hidden Summary'), nine());
    expect((await uwlAgent.get('/api/v1/customers/summary').query({ submissionId: bri })).status).toBe(404);
    expect((await uwlAgent.get('/api/v1/customers/summary').query({ submissionId: 'nope' })).status).toBe(
      400,
    );
  });
});
