import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDb, type TestDatabase } from '../../test/test-db';
import { submissions } from '../../db/schema';
import { inviteActivation, denyActivation, listActivations, type ListActivationsOptions } from './verbs';
import { approveActivation } from './approve-activation';
import { seedActivationWorld, submitAsCustomer, type ActivationWorld } from '../../test/activation-world';

let t: TestDatabase;
let w: ActivationWorld;
const ids: Record<string, string> = {};

async function make(name: string, unit: 'bri' | 'uwl', client?: string) {
  const target =
    unit === 'bri'
      ? { companyId: w.cpg.id, divisionId: w.bri.id, contacts: [w.anna.id] }
      : { companyId: w.uwl.id, divisionId: null, contacts: [w.uwlContact.id] };
  const { id } = await inviteActivation({
    db: t.db,
    actor: w.superAdmin,
    origin: 'https://p.test',
    invite: { email: `${name}@acme.test`, ...target },
  });
  if (client) await submitAsCustomer(t.db, id, client, `N-${name}`);
  ids[name] = id;
  return id;
}

beforeAll(async () => {
  t = await createTestDb();
  w = await seedActivationWorld(t.db);
  await make('sent1', 'bri');
  await make('new1', 'bri', 'Blue Whale Shipping');
  await make('new2', 'uwl', 'Red Panda Logistics');
  await make('appr', 'bri', 'Approved Co');
  await make('deny', 'bri', 'Denied Co');
  await approveActivation({
    db: t.db,
    actor: w.superAdmin,
    id: ids.appr,
    input: { customerCode: 'A', contacts: [w.anna.id], approvedAmount: 2500 },
  });
  await denyActivation({
    db: t.db,
    actor: w.superAdmin,
    id: ids.deny,
    input: { denialCode: 'CR-1', contacts: [w.anna.id] },
  });
  // The denial came later, so it sorts first under REVIEWED; push the approval back a day to be sure.
  await t.db
    .update(submissions)
    .set({ approvedOrDeniedDate: new Date(Date.now() - 86_400_000) })
    .where(eq(submissions.id, ids.appr));
});
afterAll(() => t.close());

const list = (o: Partial<ListActivationsOptions>) =>
  listActivations({ db: t.db, actor: w.superAdmin, status: 'NEW', offset: 0, limit: 10, ...o });

describe('listActivations', () => {
  it('lists one status with unit names, client, point of contact and the total', async () => {
    const { rows, total } = await list({});
    expect(total).toBe(2);
    const blue = rows.find((r) => r.client === 'Blue Whale Shipping');
    expect(blue).toMatchObject({
      companyCode: 'CPG',
      divisionName: 'Bristol',
      pointOfContact: 'ANNA',
      applicationNumber: 'N-new1',
    });
  });

  it('SENT rows carry the chip; REVIEWED is approved + denied, newest decision first, filterable', async () => {
    expect((await list({ status: 'SENT' })).rows.map((r) => [r.email, r.sentChip])).toEqual([
      ['sent1@acme.test', 'Sent'],
    ]);
    expect((await list({ status: 'REVIEWED' })).rows.map((r) => r.id)).toEqual([ids.deny, ids.appr]);
    expect(
      (await list({ status: 'REVIEWED', reviewedStatus: 'APPROVED' })).rows.map((r) => r.approvedAmount),
    ).toEqual([2500]);
    expect((await list({ status: 'DENIED' })).rows.map((r) => r.denialCode)).toEqual(['CR-1']);
  });

  it('searches by the beginnings of words, case-insensitively, in any order, and pages', async () => {
    const clients = async (search: string) => (await list({ search })).rows.map((r) => r.client).sort();
    expect(await clients('PANDA')).toEqual(['Red Panda Logistics']);
    expect(await clients('log  RED')).toEqual(['Red Panda Logistics']);
    expect(await clients('anda')).toEqual([]);
    // Email parts, application numbers whole or by their letter and digit parts.
    expect((await list({ search: 'new1@acme' })).total).toBe(1);
    expect(await clients('acme.test')).toEqual(['Blue Whale Shipping', 'Red Panda Logistics']);
    expect(await clients('N-new2')).toEqual(['Red Panda Logistics']);
    expect(await clients('new 1')).toEqual(['Blue Whale Shipping']);
    // Punctuation only separates words: no wildcard, no query syntax.
    expect((await list({ search: '100%' })).total).toBe(0);
    expect((await list({ search: "panda' | !blue:*" })).total).toBe(0);
    expect((await list({ search: "panda' & !" })).total).toBe(1);
    expect((await list({ search: '%' })).total).toBe(2);
    const page2 = await list({ offset: 1, limit: 1 });
    expect(page2.rows).toHaveLength(1);
    expect(page2.total).toBe(2);
    expect((await list({ offset: 5, limit: 1 })).total).toBe(2);
  });

  it('filters by unit, header selection and date range', async () => {
    expect((await list({ unitId: w.uwl.id })).rows.map((r) => r.client)).toEqual(['Red Panda Logistics']);
    expect((await list({ selectedDivision: w.bri.id })).rows.map((r) => r.client)).toEqual([
      'Blue Whale Shipping',
    ]);
    expect((await list({ selectedCompany: 'ALL' })).total).toBe(2);
    expect((await list({ startDate: '2999-01-01' })).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list({ startDate: today, endDate: today })).total).toBe(2);
  });

  it('never shows units outside the actor scope, whatever the client asks', async () => {
    const uwl = await list({ actor: w.uwlAdmin });
    expect(uwl.rows.map((r) => r.client)).toEqual(['Red Panda Logistics']);
    expect((await list({ actor: w.uwlAdmin, selectedDivision: w.bri.id })).total).toBe(0);
    expect((await list({ actor: w.uwlAdmin, selectedCompanies: [w.cpg.id] })).total).toBe(0);
    expect((await list({ actor: w.briAdmin })).rows.map((r) => r.client)).toEqual(['Blue Whale Shipping']);
    expect((await list({ actor: { ...w.cpgReader, companies: [] } })).total).toBe(0);
  });

  it('gives the same rows, field by field, through the pool (named statement) and inside a transaction', async () => {
    for (const status of ['SENT', 'NEW', 'REVIEWED'] as const) {
      const direct = await list({ status });
      const inTx = await t.db.transaction((tx) => list({ db: tx, status }));
      expect(direct.rows.length).toBeGreaterThan(0);
      expect(direct).toEqual(inTx);
    }
    const [approved] = (await list({ status: 'APPROVED' })).rows;
    expect(approved).toMatchObject({ approvedAmount: 2500, quickCreditAmount: expect.any(Number) });
    expect(approved.addDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(approved.approvedOrDeniedDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('matches typed words longer than the indexed beginnings (20 letters) whole, and single letters', async () => {
    const id = await make('long1', 'uwl', 'Supercalifragilisticexpialidocious Freight');
    try {
      const clients = async (search: string) => (await list({ search })).rows.map((r) => r.client);
      const name = ['Supercalifragilisticexpialidocious Freight'];
      expect(await clients('supercalifragilistic')).toEqual(name); // 20 letters: one indexed beginning
      expect(await clients('supercalifragilistice')).toEqual(name); // 21
      expect(await clients('SUPERCALIFRAGILISTICEXPIALIDOCIOUS fr')).toEqual(name);
      // The same first 20 letters, then a different one: found by the index, refused by the whole word.
      expect(await clients('supercalifragilisticx')).toEqual([]);
      expect(await clients('s f')).toEqual(name);
      expect((await list({ search: 'r' })).rows.map((r) => r.client).sort()).toEqual(['Red Panda Logistics']);
    } finally {
      await t.db.delete(submissions).where(eq(submissions.id, id));
    }
  });
});
