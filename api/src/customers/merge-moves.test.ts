/**
 * A merge moves the whole credit file (issue 29 items 1, 3): limits (the latest approval's kept at a unit both
 * hold, named in the audit row), AR lines and so exposure, the earlier review date, dismissed suggestions,
 * children and the group limit. An unlinked or relinked submission takes the limit its approval set.
 */
import { sql } from 'drizzle-orm';
import type { CustomerFile } from '@cp/schemas/contracts/customers';
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
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  w = await seedApplicationWorld(t.ctx.db);
  ({ superAgent } = await staffAgents(t, w));
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

const fileOf = async (agent: Agent, entityId: string) => {
  const res = await agent.get(`/api/v1/customers/${entityId}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as CustomerFile;
};

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

const merge = (targetId: string, otherId: string) =>
  superAgent.post(`/api/v1/customers/${targetId}/merge`).send({ otherId, reason: 'Same company' });

const lastAudit = async (action: string, entityId: string) => {
  const [row] = await rows<{ after: Record<string, unknown> }>(
    t.ctx.db,
    sql`select after from audit_log where entity = 'customer' and action = ${action}
        and entity_id = ${entityId}::uuid order by id desc limit 1`,
  );
  return row?.after;
};

const limitsOf = (entityId: string) =>
  rows<{ unit_id: string; amount: string; submission_id: string }>(
    t.ctx.db,
    sql`select unit_id, amount, submission_id from customer_limits where entity_id = ${entityId}::uuid
        order by unit_id`,
  );

describe('merge moves the credit file', () => {
  it('moves limits (the latest approval kept), AR lines, the earlier review, dismissed pairs, children and the group limit', async () => {
    const bSub = await submitted(unique('Keeper Freight'), nine());
    const aSub = await submitted(unique('Absorbed Freight'), nine());
    const aUwl = await submitted(unique('Absorbed Freight'), nine(), { unit: 'uwl', kind: 'activation' });
    const cSub = await submitted(unique('Keeper Freight Look'), nine());
    const dSub = await submitted(unique('Absorbed Child Trucking'), nine());
    const [a, b, c, d] = [
      await entityOf(aSub),
      await entityOf(bSub),
      await entityOf(cSub),
      await entityOf(dSub),
    ];
    expect(
      (await superAgent.post(`/api/v1/customers/${a}/link`).send({ submissionId: aUwl, reason: 'x' })).status,
    ).toBeLessThan(300);

    const bCode = `KB-${seq}`;
    const aCode = `KA-${seq}`;
    expect((await approve(superAgent, bSub, { amount: 20000, code: bCode })).status).toBeLessThan(300);
    await new Promise((r) => setTimeout(r, 20));
    expect((await approve(superAgent, aSub, { amount: 35000, code: aCode })).status).toBeLessThan(300);
    const uwl = await approve(superAgent, aUwl, {
      amount: 15000,
      code: `KU-${seq}`,
      unit: 'uwl',
      kind: 'activation',
    });
    expect(uwl.status, JSON.stringify(uwl.body)).toBeLessThan(300);

    const ar = await importAr(superAgent, w.bri.id, csv(`${aCode},BRI,2026-08-31,700,300,0,0,0,1000`));
    expect(ar.status, JSON.stringify(ar.body)).toBe(200);
    await t.ctx.db
      .execute(sql`update customer_entities set next_review_on = '2026-12-01', review_reason = 'utilisation'
        where id = ${a}::uuid`);
    await t.ctx.db
      .execute(sql`update customer_entities set next_review_on = '2027-06-01', review_reason = 'approval'
        where id = ${b}::uuid`);
    const dismissed = await superAgent
      .post(`/api/v1/customers/${a}/dismiss`)
      .send({ otherId: c, reason: 'Not the same' });
    expect(dismissed.status, JSON.stringify(dismissed.body)).toBeLessThan(300);
    expect(
      (await superAgent.post(`/api/v1/customers/${d}/parent`).send({ parentId: a, reason: 'Subsidiary' }))
        .status,
    ).toBe(200);
    const gl = await superAgent
      .post(`/api/v1/customers/${a}/group-limit`)
      .send({ groupLimit: 90000, reason: 'Board' });
    expect(gl.status, JSON.stringify(gl.body)).toBe(200);

    const res = await merge(b, a);
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    const limits = await limitsOf(b);
    expect(limits.map((l) => [l.unit_id, Number(l.amount), l.submission_id]).sort()).toEqual(
      [
        [w.bri.id, 35000, aSub],
        [w.uwl.id, 15000, aUwl],
      ].sort(),
    );
    expect(await limitsOf(a)).toEqual([]);
    const audit = await lastAudit('customer-merge', b);
    expect(audit).toMatchObject({
      limitClashes: [
        {
          unitId: w.bri.id,
          kept: { submissionId: aSub, amount: 35000 },
          dropped: { submissionId: bSub, amount: 20000 },
        },
      ],
      groupLimit: { kept: 90000, dropped: null },
      movedArLines: 1,
    });

    const file = await fileOf(superAgent, b);
    expect(file.limitTotal).toBe(50000);
    expect(file.exposureTotal).toBe(1000);
    const [entity] = await rows<{
      next_review_on: string | Date;
      review_reason: string;
      group_limit: string;
    }>(
      t.ctx.db,
      sql`select to_char(next_review_on, 'YYYY-MM-DD') as next_review_on, review_reason, group_limit
          from customer_entities where id = ${b}::uuid`,
    );
    expect(entity).toMatchObject({ next_review_on: '2026-12-01', review_reason: 'utilisation' });
    expect(Number(entity.group_limit)).toBe(90000);
    const pairs = await rows<{ a: string; b: string }>(
      t.ctx.db,
      sql`select a, b from customer_dismissed_pairs where ${c}::uuid in (a, b)`,
    );
    expect(pairs).toEqual([{ a: [b, c].sort()[0], b: [b, c].sort()[1] }]);
    const [child] = await rows<{ parent_id: string }>(
      t.ctx.db,
      sql`select parent_id from customer_entities where id = ${d}::uuid`,
    );
    expect(child.parent_id).toBe(b);
  });

  it("keeps the target's group limit when both have one and records the other's", async () => {
    const aSub = await submitted(unique('Limit Absorbed'), nine());
    const bSub = await submitted(unique('Limit Keeper'), nine());
    const [a, b] = [await entityOf(aSub), await entityOf(bSub)];
    for (const [id, amount] of [
      [a, 40000],
      [b, 70000],
    ] as const)
      expect(
        (
          await superAgent
            .post(`/api/v1/customers/${id}/group-limit`)
            .send({ groupLimit: amount, reason: 'Set' })
        ).status,
      ).toBe(200);
    expect((await merge(b, a)).status).toBe(200);
    const [row] = await rows<{ group_limit: string }>(
      t.ctx.db,
      sql`select group_limit from customer_entities where id = ${b}::uuid`,
    );
    expect(Number(row.group_limit)).toBe(70000);
    expect(await lastAudit('customer-merge', b)).toMatchObject({
      groupLimit: { kept: 70000, dropped: 40000 },
    });
  });
});

describe('a moved submission takes its limit', () => {
  it('unlink: the limit set by the submission leaves with it; the other stays', async () => {
    const taxId = nine();
    const x = await submitted(unique('Split Hauling'), taxId);
    const y = await submitted(unique('Split Hauling'), taxId, { unit: 'uwl', kind: 'activation' });
    const entity = await entityOf(x);
    expect(await entityOf(y)).toBe(entity);
    expect((await approve(superAgent, x, { amount: 11000, code: `SX-${seq}` })).status).toBeLessThan(300);
    const ok = await approve(superAgent, y, {
      amount: 22000,
      code: `SY-${seq}`,
      unit: 'uwl',
      kind: 'activation',
    });
    expect(ok.status, JSON.stringify(ok.body)).toBeLessThan(300);

    const res = await superAgent
      .post(`/api/v1/customers/${entity}/unlink`)
      .send({ submissionId: y, reason: 'Other company' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const created = res.body.data.entityId as string;
    expect((await limitsOf(entity)).map((l) => l.submission_id)).toEqual([x]);
    expect((await limitsOf(created)).map((l) => [l.submission_id, Number(l.amount)])).toEqual([[y, 22000]]);
  });

  it('link: the limit moves into the entity joined', async () => {
    const x = await submitted(unique('Join Target'), nine());
    const y = await submitted(unique('Join Mover'), nine(), { unit: 'uwl', kind: 'activation' });
    const [ex, ey] = [await entityOf(x), await entityOf(y)];
    const ok = await approve(superAgent, y, {
      amount: 5000,
      code: `JY-${seq}`,
      unit: 'uwl',
      kind: 'activation',
    });
    expect(ok.status, JSON.stringify(ok.body)).toBeLessThan(300);
    const res = await superAgent
      .post(`/api/v1/customers/${ex}/link`)
      .send({ submissionId: y, reason: 'Same company' });
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    expect((await limitsOf(ex)).map((l) => l.submission_id)).toEqual([y]);
    expect(await limitsOf(ey)).toEqual([]);
  });
});
