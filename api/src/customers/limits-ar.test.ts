/**
 * Limits, AR import and exposure of the credit file (issue 29 items 3, 4, 6, 9): each approval sets its
 * unit's limit, the group limit refuses an over-limit approval unless confirmed (and the confirmation is
 * recorded), an AR file is all or nothing with its bad lines' numbers, re-importing a date replaces it,
 * unmatched lines are matched by staff, and the list and file carry limits, exposure and utilisation with
 * other divisions as amounts only.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArImportResult, ArUnmatchedLine } from '@cp/schemas/contracts/ar-imports';
import type { CustomerFile, CustomerList } from '@cp/schemas/contracts/customers';
import { CUSTOMER_OVER_GROUP_LIMIT } from '@cp/schemas/messages/customers';
import { createTestApp, createTestUser, signedInAgent, type TestApp } from '../auth/testing';
import { APPLICATION } from '../services/applications/kind';
import { ACTIVATION } from '../services/activations/kind';
import { invitedRecord, playCustomerSubmit } from '../test/activation-world';
import { seedApplicationWorld, type ApplicationWorld } from '../test/application-world';
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
  const staff = async (security: 'ADMIN' | 'READ ONLY' | 'SUPER ADMIN', unitIds: string[]) => {
    const u = await createTestUser(t.ctx.db, { security, unitIds });
    return signedInAgent(t.app, u.email);
  };
  superAgent = await staff('SUPER ADMIN', []);
  briAgent = await staff('ADMIN', [w.bri.id]);
  uwlAgent = await staff('ADMIN', [w.uwl.id]);
  readerAgent = await staff('READ ONLY', [w.cpg.id]);
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

describe('limits set by approvals', () => {
  it('sets the limit at each division for both kinds; the total sums them and the other division is an amount only', async () => {
    const taxId = nine();
    const a = await submitted(unique('Two Division Freight'), taxId);
    const b = await submitted(unique('Two Division Freight'), taxId, { unit: 'uwl', kind: 'activation' });
    const entity = await entityOf(a);
    expect(await entityOf(b)).toBe(entity);
    expect((await approve(superAgent, a, { amount: 50000, code: `TD-${seq}` })).status).toBeLessThan(300);
    const res = await approve(superAgent, b, {
      amount: 30000,
      code: `TDU-${seq}`,
      unit: 'uwl',
      kind: 'activation',
    });
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);

    const all = await fileOf(superAgent, entity);
    expect(all.limitTotal).toBe(80000);
    expect(all.limits.map((l) => [l.unitName, l.amount, l.terms]).sort()).toEqual(
      [
        [w.bri.name, 50000, 'NET 30'],
        [w.uwl.name, 30000, 'NET 15'],
      ].sort(),
    );
    expect(all.limits.every((l) => l.visible && l.submissionId)).toBe(true);
    expect(all.exposureTotal).toBeNull(); // no AR line: never guessed
    expect(all.utilisation).toEqual({ entity: null, group: null });

    const bri = await fileOf(briAgent, entity);
    expect(bri.limitTotal).toBe(80000);
    const hidden = bri.limits.find((l) => !l.visible);
    expect(hidden).toMatchObject({ unitId: '', unitName: '', amount: 30000, submissionId: null, terms: '' });

    const list = (await briAgent.get('/api/v1/customers').query({ submissionId: a })).body
      .data as CustomerList;
    expect(list.rows[0]).toMatchObject({ id: entity, limitTotal: 80000, exposureTotal: null });
  });

  it('refuses an approval over the group limit without confirmation, and records a confirmed one', async () => {
    const parentSub = await submitted(unique('Group Parent Holdings'), nine());
    const childSub = await submitted(unique('Group Child Hauling'), nine());
    const [parent, child] = [await entityOf(parentSub), await entityOf(childSub)];
    const setParent = await superAgent
      .post(`/api/v1/customers/${child}/parent`)
      .send({ parentId: parent, reason: 'Subsidiary' });
    expect(setParent.status).toBe(200);
    expect((await approve(superAgent, parentSub, { amount: 60000, code: `GP-${seq}` })).status).toBeLessThan(
      300,
    );

    const readerRefused = await readerAgent
      .post(`/api/v1/customers/${parent}/group-limit`)
      .send({ groupLimit: 100000, reason: 'Board decision' });
    expect(readerRefused.status).toBe(403);
    const noReason = await superAgent
      .post(`/api/v1/customers/${parent}/group-limit`)
      .send({ groupLimit: 100000 });
    expect(noReason.status).toBe(400);
    const set = await superAgent
      .post(`/api/v1/customers/${parent}/group-limit`)
      .send({ groupLimit: 100000, reason: 'Board decision' });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const [audit] = await rows<{ after: Record<string, unknown> }>(
      t.ctx.db,
      sql`select after from audit_log where entity = 'customer' and action = 'customer-group-limit'
          and entity_id = ${parent}::uuid`,
    );
    expect(audit.after).toMatchObject({ groupLimit: 100000, reason: 'Board decision' });

    const over = await approve(superAgent, childSub, { amount: 50000, code: `GC-${seq}` });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe(CUSTOMER_OVER_GROUP_LIMIT);
    const [still] = await rows<{ status: string; n: number | string }>(
      t.ctx.db,
      sql`select s.status, (select count(*) from customer_limits where entity_id = ${child}::uuid) as n
          from submissions s where s.id = ${childSub}::uuid`,
    );
    expect(still).toEqual({ status: 'NEW', n: expect.anything() });
    expect(Number(still.n)).toBe(0);

    const confirmed = await approve(superAgent, childSub, {
      amount: 50000,
      code: `GC-${seq}`,
      confirm: true,
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBeLessThan(300);
    const [overRow] = await rows<{
      after: { over: { entityId: string; groupLimit: number; limitTotal: number }[] };
    }>(
      t.ctx.db,
      sql`select after from audit_log where action = 'customer-over-limit' and entity_id = ${child}::uuid`,
    );
    expect(overRow.after.over).toEqual([{ entityId: parent, groupLimit: 100000, limitTotal: 110000 }]);

    const childFile = await fileOf(superAgent, child);
    expect(childFile.groupTotals).toMatchObject({
      rootId: parent,
      groupLimit: 100000,
      limitTotal: 110000,
      memberCount: 2,
    });
  });
});

describe('AR import', () => {
  it('refuses a malformed file with each bad line and stores nothing', async () => {
    const before = await rows<{ n: string }>(t.ctx.db, sql`select count(*) as n from ar_lines`);
    const res = await importAr(
      superAgent,
      w.cpg.id,
      csv(
        'C-1,BRI,2026-10-31,100,0,0,0,0,100',
        'C-2,BRI,2026-13-01,100,0,0,0,0,100',
        'C-3,NOPE,2026-10-31,1,2,3,4,5,15',
        'C-4,BRI,2026-10-31,abc,0,0,0,0,0',
        'C-5,BRI,2026-10-31,100,0,0,0,0,99',
      ),
    );
    expect(res.status).toBe(400);
    expect(res.body.data.errors.map((e: { line: number }) => e.line)).toEqual([3, 4, 5, 6]);
    expect(res.body.data.errors[0].message).toMatch(/as_of/);
    expect(res.body.data.errors[1].message).toMatch(/division_code 'NOPE'/);
    expect(res.body.data.errors[3].message).toMatch(/sum of the aging buckets/);
    const after = await rows<{ n: string }>(t.ctx.db, sql`select count(*) as n from ar_lines`);
    expect(after[0].n).toBe(before[0].n);

    const badHeader = await importAr(superAgent, w.cpg.id, Buffer.from('code,as_of\nC-1,2026-10-31\n'));
    expect(badHeader.status).toBe(400);
    expect(badHeader.body.data.errors[0].line).toBe(1);
  });

  it('imports, matches by customer code or tax id, replaces the same date, and fills exposure and utilisation', async () => {
    const taxId = nine();
    const sub = await submitted(unique('Exposure Trucking'), taxId);
    const code = `EX-${seq}`;
    expect((await approve(superAgent, sub, { amount: 10000, code })).status).toBeLessThan(300);
    const entity = await entityOf(sub);
    const unknown = `ZZ-${seq}`;

    const first = await importAr(
      briAgent,
      w.bri.id,
      csv(`${code},BRI,2026-09-30,1000,0,0,0,0,1000`, `${unknown},BRI,2026-09-30,5,0,0,0,0,5`),
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ rowCount: 2, matchedCount: 1, unmatchedCount: 1 });

    const second = await importAr(
      briAgent,
      w.bri.id,
      Buffer.from(
        'tax_id,division_code,as_of,current,days_1_30,days_31_60,days_61_90,days_over_90,total\n' +
          `${taxId.slice(0, 2)}-${taxId.slice(2)},BRI,2026-10-31,1000,2000,1500,1000,500,6000\n`,
      ),
    );
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const again = await importAr(
      briAgent,
      w.bri.id,
      Buffer.from(
        'tax_id,division_code,as_of,current,days_1_30,days_31_60,days_61_90,days_over_90,total\n' +
          `${taxId},BRI,2026-10-31,1000,2000,2000,1000,500,6500\n`,
      ),
    );
    const result = again.body.data as ArImportResult;
    expect(result.imports[0]).toMatchObject({ asOf: '2026-10-31', replaced: true, rowCount: 1 });

    const file = await fileOf(briAgent, entity);
    expect(file.exposure).toEqual({
      current: 1000,
      days1to30: 2000,
      days31to60: 2000,
      days61to90: 1000,
      daysOver90: 500,
      total: 6500,
      known: true,
    });
    expect(file.exposureTotal).toBe(6500);
    expect(file.limits[0]).toMatchObject({ asOf: '2026-10-31', amount: 10000, utilisation: 0.65 });
    expect(file.utilisation.entity).toBe(0.65);

    // Read Only and another company's admin cannot import for BRI.
    expect((await importAr(readerAgent, w.bri.id, csv())).status).toBe(403);
    expect((await importAr(uwlAgent, w.bri.id, csv())).status).toBe(403);

    // The unmatched line, matched by staff to the entity: its code joins the entity.
    const unmatched = (await briAgent.get('/api/v1/ar-imports/unmatched').query({ unitId: w.bri.id })).body
      .data as ArUnmatchedLine[];
    const line = unmatched.find((l) => l.customerCode === unknown);
    expect(line).toMatchObject({ line: 3, total: 5 });
    const match = await briAgent
      .post(`/api/v1/ar-imports/lines/${line!.id}/match`)
      .send({ entityId: entity, reason: 'Old ERP code' });
    expect(match.status, JSON.stringify(match.body)).toBe(200);
    expect(match.body.data).toEqual({ matched: 1 });
    expect((await fileOf(briAgent, entity)).identity.customerCodes).toContain(unknown);
  });

  it('maps an ERP export through a saved mapping and serves the template', async () => {
    const template = await superAgent.get('/api/v1/ar-imports/template');
    expect(template.status).toBe(200);
    expect(template.text.split('\n')[0]).toBe(
      'customer_code,division_code,as_of,current,days_1_30,days_31_60,days_61_90,days_over_90,total',
    );
    const mapping = JSON.stringify({ customer_code: 'Cust No', division_code: 'Branch', total: 'Balance' });
    const erp = Buffer.from(
      'Cust No,Branch,as_of,current,days_1_30,days_31_60,days_61_90,days_over_90,Balance,Salesman\n' +
        'ERP-1,UWL,2026-10-31,10,0,0,0,0,10,Joe\n',
    );
    const res = await importAr(uwlAgent, w.uwl.id, erp, { mapping, saveMapping: 'true' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const saved = await uwlAgent.get(`/api/v1/ar-imports/mapping/${w.uwl.id}`);
    expect(saved.body.data.mapping).toMatchObject({ customer_code: 'Cust No' });
    const reused = await importAr(uwlAgent, w.uwl.id, erp);
    expect(reused.status, JSON.stringify(reused.body)).toBe(200);
    expect(reused.body.data.imports[0].replaced).toBe(true);
  });
});

describe('reviews brought forward by an AR import (issue 29 item 7)', () => {
  it('an import past 85 % of the limit makes the review due today; one under it leaves the date', async () => {
    const high = await submitted(unique('Stretched Carrier'), nine());
    const low = await submitted(unique('Comfortable Carrier'), nine());
    const [hc, lc] = [`HI-${seq}`, `LO-${seq}`];
    expect((await approve(superAgent, high, { amount: 10000, code: hc })).status).toBeLessThan(300);
    expect((await approve(superAgent, low, { amount: 10000, code: lc })).status).toBeLessThan(300);
    const [eh, el] = [await entityOf(high), await entityOf(low)];
    const review = async (entity: string) =>
      (
        await rows<{ on: string; reason: string }>(
          t.ctx.db,
          sql`select to_char(next_review_on, 'YYYY-MM-DD') as on, review_reason as reason
              from customer_entities where id = ${entity}::uuid`,
        )
      )[0];
    const before = await review(el);
    const res = await importAr(
      briAgent,
      w.bri.id,
      csv(`${hc},BRI,2026-11-27,4000,5000,0,0,0,9000`, `${lc},BRI,2026-11-27,6000,0,0,0,0,6000`),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await review(eh)).toEqual({ on: new Date().toISOString().slice(0, 10), reason: 'utilisation' });
    expect(await review(el)).toEqual(before);
  });
});
