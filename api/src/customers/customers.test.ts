/**
 * The credit file (issue 29 items 1, 2, 9): matching at submit (EIN in any formatting, DUNS, name + state,
 * near names as suggestions), the kernel's submit and approval calls, the backfill, the staff actions with
 * their reason and audit row, and what each user may see and change.
 */
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerFile, CustomerList } from '@cp/schemas/contracts/customers';
import { sampleFor } from '@cp/schemas/forms/samples';
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

interface Business {
  name: string;
  taxId?: string;
  duns?: string;
  state?: string;
  dba?: string;
}

/** A distinct nine-digit number each call, so tests never share a key. */
const nine = () => String(300000000 + ++seq * 7919 + Math.floor(Math.random() * 1000));
const unique = (name: string) => `${name} ${++seq}x${Math.floor(Math.random() * 1e6)}`;

/**
 * A credit application (or activation) submitted with the business's answers (the portal's submit played
 * on the row; the facts come from the field roles' trigger), linked as the kernel links it.
 */
async function submitted(
  b: Business,
  o: { unit?: 'bri' | 'uwl'; kind?: 'application' | 'activation' } = {},
): Promise<string> {
  const activation = o.kind === 'activation';
  const id = await invitedRecord(t.ctx.db, w, activation ? ACTIVATION : APPLICATION, 'SENT', {
    uwl: o.unit === 'uwl',
    submit: async () => undefined,
  });
  const address = { city: 'Austin', state: b.state ?? 'TX', zip: '78701' };
  const data = activation
    ? { companyName: b.name, companyContact: 'Jane Doe', address, fedTaxId: b.taxId, duns: b.duns }
    : {
        companyName: b.name,
        companyContact: 'Jane Doe',
        address,
        bankInfo: { federalTaxNumber: b.taxId, duns: b.duns },
      };
  await playCustomerSubmit(t.ctx.db, id, `N${nine()}`, { data });
  await t.ctx.db.transaction((tx) => linkToCustomer(tx, id));
  return id;
}

const entityOf = async (submissionId: string) => {
  const [row] = await rows<{ entity_id: string; matched_on: string }>(
    t.ctx.db,
    sql`select entity_id, matched_on from customer_links where submission_id = ${submissionId}::uuid`,
  );
  return row;
};

const customerAudit = (entityId: string) =>
  rows<{ action: string; after: Record<string, unknown>; before: Record<string, unknown> }>(
    t.ctx.db,
    sql`select action, before, after from audit_log where entity = 'customer' and entity_id = ${entityId}::uuid
        order by id`,
  );

describe('matching a submission to its customer', () => {
  it('matches the federal tax id whatever its formatting, across kinds and divisions', async () => {
    const n = nine();
    const formatted = `${n.slice(0, 2)}-${n.slice(2)}`;
    const a = await submitted({ name: unique('Lone Star Hauling'), taxId: formatted });
    const b = await submitted({ name: unique('LSH Transport'), taxId: n, state: 'OK' }, { unit: 'uwl' });
    const c = await submitted(
      { name: unique('Lone Star'), taxId: `EIN ${n.slice(0, 2)} ${n.slice(2)}` },
      { kind: 'activation' },
    );
    const [ea, eb, ec] = [await entityOf(a), await entityOf(b), await entityOf(c)];
    expect(ea.matched_on).toBe('new');
    expect(eb).toEqual({ entity_id: ea.entity_id, matched_on: 'taxId' });
    expect(ec).toEqual({ entity_id: ea.entity_id, matched_on: 'taxId' });
    const [entity] = await rows<{ tax_id: string; addresses: unknown[] }>(
      t.ctx.db,
      sql`select tax_id, addresses from customer_entities where id = ${ea.entity_id}::uuid`,
    );
    expect(entity.tax_id).toBe(n);
    expect(entity.addresses).toHaveLength(2); // TX and OK
  });

  it('matches the DUNS when there is no tax id, and never across two different tax ids', async () => {
    const duns = nine();
    const a = await submitted({
      name: unique('Pecos Cold Storage'),
      duns: `${duns.slice(0, 2)}-${duns.slice(2, 5)}-${duns.slice(5)}`,
    });
    const b = await submitted({ name: unique('Pecos CS'), duns });
    expect(await entityOf(b)).toEqual({ entity_id: (await entityOf(a)).entity_id, matched_on: 'duns' });

    const shared = nine();
    const c = await submitted({ name: unique('Brazos Feed'), duns: shared, taxId: nine() });
    const d = await submitted({ name: unique('Brazos Feed'), duns: shared, taxId: nine() });
    expect((await entityOf(d)).entity_id).not.toBe((await entityOf(c)).entity_id);
  });

  it('matches the legal name (case, punctuation and legal form aside) with the state, nothing less', async () => {
    const name = unique('Harbor Freight Lines');
    const a = await submitted({ name, state: 'TX' });
    const b = await submitted({ name: `The ${name.toUpperCase()}, L.L.C.`, state: 'tx ' }, { unit: 'uwl' });
    const other = await submitted({ name, state: 'LA' });
    expect(await entityOf(b)).toEqual({ entity_id: (await entityOf(a)).entity_id, matched_on: 'nameState' });
    expect((await entityOf(other)).entity_id).not.toBe((await entityOf(a)).entity_id);
  });

  it('offers a near name as "possibly the same customer", never merging it', async () => {
    const base = unique('Galveston Marine Supply');
    const a = await submitted({ name: base, state: 'TX' });
    const b = await submitted({ name: `${base}s`, state: 'TX' });
    const [ea, eb] = [await entityOf(a), await entityOf(b)];
    expect(eb.entity_id).not.toBe(ea.entity_id);
    const res = await superAgent.get(`/api/v1/customers/${eb.entity_id}`);
    expect(res.status).toBe(200);
    const file = res.body.data as CustomerFile;
    expect(file.suggestions.map((s) => s.id)).toContain(ea.entity_id);
    expect(file.suggestions[0].similarity).toBeGreaterThanOrEqual(0.5);
    const suggested = file.suggestions.find((s) => s.id === ea.entity_id);
    expect(suggested?.submissions).toEqual([expect.objectContaining({ id: a, canChange: true })]);
    // Seen from the older entity too.
    const older = (await superAgent.get(`/api/v1/customers/${ea.entity_id}`)).body.data as CustomerFile;
    expect(older.suggestions.map((s) => s.id)).toContain(eb.entity_id);
  });

  it('links at the customer’s submit (the kernel) and records the customer code at approval', async () => {
    const id = await invitedRecord(t.ctx.db, w, APPLICATION, 'SENT', { submit: async () => undefined });
    const sample = sampleFor('application-six-cpg') as Record<string, never>;
    const taxId = nine();
    const data = {
      ...sample,
      companyName: unique('Kernel Freight'),
      bankInfo: { ...(sample.bankInfo as object), federalTaxNumber: taxId, duns: '' },
    };
    const res = await request(t.app)
      .post('/api/Application/setInviteApplication')
      .send({ _id: id, email: 'buyer@acme.test', data, submit: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const link = await entityOf(id);
    expect(link?.matched_on).toBe('new');
    const approve = await superAgent
      .post(`/api/v1/applications/${id}/approve`)
      .send({ approvedAmount: 1000, netTerms: 'NET 30', customerCode: 'KF-77', contacts: [w.anna.id] });
    expect(approve.status, JSON.stringify(approve.body)).toBeLessThan(300);
    const file = (await superAgent.get(`/api/v1/customers/${link.entity_id}`)).body.data as CustomerFile;
    expect(file.identity.customerCodes).toEqual(['KF-77']);
    expect(file.identity.taxId).toBe(taxId);
    expect(file.submissions[0]).toMatchObject({
      id,
      status: 'APPROVED',
      approvedAmount: 1000,
      customerCode: 'KF-77',
    });
  });

  it('links submissions from before the credit file by a re-runnable backfill', async () => {
    const id = await invitedRecord(t.ctx.db, w, APPLICATION, 'SENT', { submit: async () => undefined });
    await playCustomerSubmit(t.ctx.db, id, `N${nine()}`, {
      data: { companyName: unique('Old Timer Freight') },
    });
    expect(await entityOf(id)).toBeUndefined();
    const [first] = await rows<{ n: number }>(t.ctx.db, sql`select customer_backfill() as n`);
    expect(first.n).toBeGreaterThanOrEqual(1);
    expect((await entityOf(id)).matched_on).toBe('new');
    const [again] = await rows<{ n: number }>(t.ctx.db, sql`select customer_backfill() as n`);
    expect(again.n).toBe(0);
  });
});

describe('staff actions, each with a reason and an audit row', () => {
  it('links a submission into another credit file, folding the emptied one', async () => {
    const a = await submitted({ name: unique('Alamo Drayage') });
    const b = await submitted({ name: unique('Alamo Dray') });
    const [ea, eb] = [(await entityOf(a)).entity_id, (await entityOf(b)).entity_id];
    const noReason = await briAgent.post(`/api/v1/customers/${ea}/link`).send({ submissionId: b });
    expect(noReason.status).toBe(400);
    expect(await entityOf(b)).toEqual({ entity_id: eb, matched_on: 'new' });
    const res = await briAgent
      .post(`/api/v1/customers/${ea}/link`)
      .send({ submissionId: b, reason: 'Same EIN on the W-9' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await entityOf(b)).toEqual({ entity_id: ea, matched_on: 'staff' });
    const audit = await customerAudit(ea);
    expect(audit.at(-1)).toMatchObject({
      action: 'customer-link',
      before: { entityId: eb },
      after: { submissionId: b, reason: 'Same EIN on the W-9' },
    });
    // The emptied file opens the one it went into.
    const old = (await briAgent.get(`/api/v1/customers/${eb}`)).body.data as CustomerFile;
    expect(old.identity.id).toBe(ea);
    expect(old.timeline.find((e) => e.action === 'customer-link')?.reason).toBe('Same EIN on the W-9');
  });

  it('unlinks a submission into a credit file of its own', async () => {
    const taxId = nine();
    const a = await submitted({ name: unique('Big Bend Produce'), taxId });
    const b = await submitted({ name: unique('Big Bend Prod.'), taxId });
    const entity = (await entityOf(a)).entity_id;
    const res = await briAgent
      .post(`/api/v1/customers/${entity}/unlink`)
      .send({ submissionId: b, reason: 'A subsidiary' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const created = res.body.data.entityId as string;
    expect(created).not.toBe(entity);
    expect(await entityOf(b)).toEqual({ entity_id: created, matched_on: 'staff' });
    expect((await customerAudit(entity)).at(-1)).toMatchObject({
      action: 'customer-unlink',
      after: { entityId: created, submissionId: b, reason: 'A subsidiary' },
    });
    // The only submission of a file is already on its own.
    const alone = await briAgent
      .post(`/api/v1/customers/${created}/unlink`)
      .send({ submissionId: b, reason: 'x' });
    expect(alone.status).toBe(400);
  });

  it('merges two credit files', async () => {
    const a = await submitted({ name: unique('Rio Grande Tile'), taxId: nine() });
    const b = await submitted({ name: unique('RG Tile'), duns: nine(), dba: 'RGT' });
    const [ea, eb] = [(await entityOf(a)).entity_id, (await entityOf(b)).entity_id];
    const res = await briAgent
      .post(`/api/v1/customers/${ea}/merge`)
      .send({ otherId: eb, reason: 'Same company' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await entityOf(b)).toEqual({ entity_id: ea, matched_on: 'merge' });
    const file = (await briAgent.get(`/api/v1/customers/${ea}`)).body.data as CustomerFile;
    expect(file.submissions.map((s) => s.id).sort()).toEqual([a, b].sort());
    expect(file.identity.duns).not.toBeNull();
    expect((await customerAudit(ea)).at(-1)).toMatchObject({
      action: 'customer-merge',
      before: { entityId: eb },
      after: { reason: 'Same company', movedSubmissions: 1 },
    });
    const self = await briAgent.post(`/api/v1/customers/${ea}/merge`).send({ otherId: ea, reason: 'x' });
    expect(self.status).toBe(400);
  });

  it('sets and clears a parent, refusing a cycle', async () => {
    const parent = (await entityOf(await submitted({ name: unique('Lone Star Holdings') }))).entity_id;
    const child = (await entityOf(await submitted({ name: unique('Lone Star East') }))).entity_id;
    const set = await briAgent
      .post(`/api/v1/customers/${child}/parent`)
      .send({ parentId: parent, reason: 'Owned 100%' });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const file = (await briAgent.get(`/api/v1/customers/${parent}`)).body.data as CustomerFile;
    expect(file.group.children.map((c) => c.id)).toEqual([child]);
    // The parent's timeline shows it too.
    expect(file.timeline.map((e) => [e.action, e.reason])).toContainEqual(['customer-parent', 'Owned 100%']);
    const cycle = await briAgent
      .post(`/api/v1/customers/${parent}/parent`)
      .send({ parentId: child, reason: 'x' });
    expect(cycle.status).toBe(400);
    const selfParent = await briAgent
      .post(`/api/v1/customers/${parent}/parent`)
      .send({ parentId: parent, reason: 'x' });
    expect(selfParent.status).toBe(400);
    const clear = await briAgent
      .post(`/api/v1/customers/${child}/parent`)
      .send({ parentId: null, reason: 'Sold' });
    expect(clear.status).toBe(200);
    expect((await customerAudit(child)).map((r) => [r.action, r.after.reason])).toEqual([
      ['customer-parent', 'Owned 100%'],
      ['customer-parent', 'Sold'],
    ]);
  });

  it('refuses every change to a Read Only user and changes nothing', async () => {
    const a = await submitted({ name: unique('Read Only Freight') });
    const b = await submitted({ name: unique('Read Only Freight B') });
    const [ea, eb] = [(await entityOf(a)).entity_id, (await entityOf(b)).entity_id];
    const calls = [
      readerAgent.post(`/api/v1/customers/${ea}/link`).send({ submissionId: b, reason: 'r' }),
      readerAgent.post(`/api/v1/customers/${eb}/unlink`).send({ submissionId: b, reason: 'r' }),
      readerAgent.post(`/api/v1/customers/${ea}/merge`).send({ otherId: eb, reason: 'r' }),
      readerAgent.post(`/api/v1/customers/${ea}/parent`).send({ parentId: eb, reason: 'r' }),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(403);
    expect((await entityOf(b)).entity_id).toBe(eb);
    expect(await customerAudit(ea)).toEqual([]);
    const read = await readerAgent.get(`/api/v1/customers/${ea}`);
    expect(read.status).toBe(200);
    expect((read.body.data as CustomerFile).canChange).toBe(false);
  });
});

describe('what each user sees', () => {
  it('shows other divisions’ submissions as counts only, and lists only visible customers', async () => {
    const taxId = nine();
    const name = unique('Two Division Freight');
    const bri = await submitted({ name, taxId });
    const uwl = await submitted({ name, taxId }, { unit: 'uwl' });
    const entity = (await entityOf(bri)).entity_id;
    expect((await entityOf(uwl)).entity_id).toBe(entity);

    const asBri = (await briAgent.get(`/api/v1/customers/${entity}`)).body.data as CustomerFile;
    expect(asBri.submissions.map((s) => s.id)).toEqual([bri]);
    expect(asBri.hiddenSubmissions).toEqual([{ kind: 'application', status: 'NEW', count: 1 }]);
    expect(JSON.stringify(asBri)).not.toContain(uwl);
    expect(asBri.canChange).toBe(false);
    const asSuper = (await superAgent.get(`/api/v1/customers/${entity}`)).body.data as CustomerFile;
    expect(asSuper.submissions).toHaveLength(2);
    expect(asSuper.hiddenSubmissions).toEqual([]);

    // A UWL-only customer is not there for a Bristol admin.
    const only = (await entityOf(await submitted({ name: unique('UWL Only Freight') }, { unit: 'uwl' })))
      .entity_id;
    expect((await briAgent.get(`/api/v1/customers/${only}`)).status).toBe(404);
    const list = (await briAgent.get('/api/v1/customers').query({ search: 'UWL Only Freight' })).body
      .data as CustomerList;
    expect(list.rows).toEqual([]);
    const found = (await uwlAgent.get('/api/v1/customers').query({ search: 'uwl only freight' })).body
      .data as CustomerList;
    expect(found.rows.map((r) => r.id)).toContain(only);

    // A Bristol admin may not merge a file with UWL submissions, nor move a UWL submission.
    const mine = (await entityOf(await submitted({ name: unique('Bristol Only') }))).entity_id;
    const merge = await briAgent
      .post(`/api/v1/customers/${mine}/merge`)
      .send({ otherId: entity, reason: 'r' });
    expect(merge.status).toBe(403);
    const link = await briAgent
      .post(`/api/v1/customers/${mine}/link`)
      .send({ submissionId: uwl, reason: 'r' });
    expect(link.status).toBe(404);
  });

  it('lists by legal name, tax id in any formatting, DUNS and customer code, with the total', async () => {
    const taxId = nine();
    const name = unique('Searchable Sand and Gravel');
    const id = await submitted({ name, taxId });
    const entity = (await entityOf(id)).entity_id;
    await t.ctx.db.execute(
      sql`update customer_entities set customer_codes = array['SSG-9'] where id = ${entity}::uuid`,
    );
    for (const search of [
      name.slice(0, 18).toLowerCase(),
      `${taxId.slice(0, 2)}-${taxId.slice(2)}`,
      'ssg-9',
    ]) {
      const res = await superAgent.get('/api/v1/customers').query({ search, perPage: 5 });
      expect(res.status).toBe(200);
      const list = res.body.data as CustomerList;
      expect(
        list.rows.map((r) => r.id),
        search,
      ).toContain(entity);
      expect(list.total).toBeGreaterThanOrEqual(1);
      expect(list.rows.find((r) => r.id === entity)).toMatchObject({
        legalName: name,
        taxId,
        submissionCount: 1,
        limitTotal: null,
        exposureTotal: null,
      });
    }
    expect((await superAgent.get('/api/v1/customers').query({ perPage: 1000 })).status).toBe(400);
    // The details pages find a submission's credit file.
    const bySubmission = (await superAgent.get('/api/v1/customers').query({ submissionId: id })).body
      .data as CustomerList;
    expect(bySubmission.rows.map((r) => r.id)).toEqual([entity]);
  });
});

describe('Not the same customer', () => {
  it('dismisses a near-name suggestion with a reason, from both sides, with an audit row', async () => {
    const base = unique('Corpus Christi Fuel Supply');
    const a = await submitted({ name: base, state: 'TX' });
    const b = await submitted({ name: `${base}s`, state: 'TX' });
    const [ea, eb] = [(await entityOf(a)).entity_id, (await entityOf(b)).entity_id];
    const suggested = async (from: string) =>
      ((await briAgent.get(`/api/v1/customers/${from}`)).body.data as CustomerFile).suggestions.map(
        (s) => s.id,
      );
    expect(await suggested(ea)).toContain(eb);

    expect((await briAgent.post(`/api/v1/customers/${ea}/dismiss`).send({ otherId: eb })).status).toBe(400);
    const reader = await readerAgent
      .post(`/api/v1/customers/${ea}/dismiss`)
      .send({ otherId: eb, reason: 'Different EIN' });
    expect(reader.status).toBe(403);
    expect(
      (await uwlAgent.post(`/api/v1/customers/${ea}/dismiss`).send({ otherId: eb, reason: 'x' })).status,
    ).toBe(404);
    const self = await briAgent.post(`/api/v1/customers/${ea}/dismiss`).send({ otherId: ea, reason: 'x' });
    expect(self.status).toBe(400);

    const res = await briAgent
      .post(`/api/v1/customers/${ea}/dismiss`)
      .send({ otherId: eb, reason: 'Different EIN on the W-9' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await suggested(ea)).not.toContain(eb);
    expect(await suggested(eb)).not.toContain(ea);
    expect((await customerAudit(ea)).at(-1)).toMatchObject({
      action: 'customer-dismiss',
      after: { otherId: eb, reason: 'Different EIN on the W-9' },
    });
    // Dismissing again is harmless.
    const again = await briAgent
      .post(`/api/v1/customers/${eb}/dismiss`)
      .send({ otherId: ea, reason: 'Again' });
    expect(again.status).toBe(200);
  });
});
