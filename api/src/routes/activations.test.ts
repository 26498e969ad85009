/**
 * The activation API through HTTP: ra-data-simple-rest shape and spec calls. Who may call each action,
 * with the refusals' messages, is the authorisation matrix's (api/src/test/authz).
 */
import { describe, expect, it } from 'vitest';
import supertest from 'supertest';
import { eq } from 'drizzle-orm';
import { FORM_FAMILY_MISSING } from '@cp/schemas/messages/submissions';
import { contacts, units } from '../db/schema';
import type { TestApp } from '../auth/testing';
import { staffAgents, useTestWorld } from '../test/test-world';
import {
  activationWording,
  seedActivationWorld,
  submitAsCustomer,
  type ActivationWorld,
} from '../test/activation-world';
import { copyTargetOf } from '../test/submission-matrix';
import { inviteActivation } from '../services/activations/verbs';

let t: TestApp;
let w: ActivationWorld;

const env = useTestWorld(seedActivationWorld, (e) => ({ t, w } = e));
const agents = staffAgents(env);

async function record(status: 'SENT' | 'NEW'): Promise<string> {
  const { id } = await inviteActivation({
    db: t.ctx.db,
    actor: w.superAdmin,
    origin: 'http://x.test',
    invite: { email: 'buyer@acme.test', companyId: w.cpg.id, divisionId: w.bri.id, contacts: [w.anna.id] },
  });
  if (status === 'NEW') await submitAsCustomer(t.ctx.db, id);
  return id;
}

const v1 = '/api/v1/activations';
const ca = '/api/CustomerActivation';
const approve = () => ({ customerCode: 'C1', contacts: [w.anna.id], approvedAmount: '2,500' });
const copyTarget = () => copyTargetOf(w);

describe('lists', () => {
  it('GET /api/v1/activations answers rows with Content-Range, scoped per user', async () => {
    const id = await record('NEW');
    const q = `?filter=${encodeURIComponent(JSON.stringify({ status: 'NEW' }))}&range=[0,4]`;
    const mine = await agents.admin.get(`${v1}${q}`);
    expect(mine.status).toBe(200);
    expect(mine.headers['content-range']).toMatch(/^activations 0-\d+\/\d+$/);
    expect(mine.body.map((r: { id: string }) => r.id)).toContain(id);
    const other = await agents.otherAdmin.get(`${v1}${q}`);
    expect(other.body.map((r: { id: string }) => r.id)).not.toContain(id);
    const forced = await agents.otherAdmin.get(`${v1}${q}`).set('Cookie', `selected-company=${w.cpg.id}`);
    expect(forced.body).toEqual([]);
    expect((await supertest(t.app).get(`${v1}${q}`)).status).toBe(401);
  });

  it('spec getList reads its headers and answers the envelope with the count', async () => {
    await record('NEW');
    const res = await agents.superAdmin.get(`${ca}/getList`).set({
      status: 'NEW',
      page: '1',
      filter: 'acme',
      selectedCompanies: w.cpg.id,
      selectedDivisions: w.bri.id,
    });
    expect(res.body.success).toBe(true);
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.applicationCount).toBeGreaterThanOrEqual(res.body.data.length);
    const none = await agents.otherAdmin
      .get(`${ca}/getList`)
      .set({ status: 'NEW', selectedCompanies: w.cpg.id });
    expect(none.body.data).toEqual([]);
  });
});

describe('messages through the API', () => {
  it('invite: success wording without the final period; missing wording is explained', async () => {
    const ok = await agents.admin.post(`${v1}/invite`).send(copyTarget());
    expect(ok.body).toMatchObject({ success: true, message: 'Successfully updated the customer activation' });
    const spec = await agents.admin
      .post(`${ca}/sendInvite`)
      .send({ ...copyTarget(), email: 'spec@acme.test' });
    expect(spec.body).toMatchObject({
      success: true,
      message: 'Successfully updated the customer activation',
    });
    const bad = await agents.superAdmin
      .post(`${v1}/invite`)
      .send({ email: 'x@acme.test', company_id: w.bare.id, contacts: [w.anna.id] });
    expect(bad.status).toBe(400);
    const noEmail = await agents.admin.post(`${v1}/invite`).send({ ...copyTarget(), email: '' });
    expect(noEmail.body).toMatchObject({
      success: false,
      message: 'Email is required.',
      errors: { email: 'Email is required.' },
    });
  });

  it('decisions, notes, copy and delete answer with the §8 wording', async () => {
    const a = await record('NEW');
    expect((await agents.admin.post(`${v1}/${a}/notes`).send({ notes: 'n' })).body.message).toBe(
      'Activation notes set successfully!',
    );
    expect((await agents.admin.post(`${v1}/${a}/approve`).send(approve())).body.message).toBe(
      'Successfully updated the customer activation.',
    );
    const again = await agents.admin.post(`${v1}/${a}/approve`).send(approve());
    expect(again.status).toBe(409);
    expect((await agents.admin.post(`${v1}/${a}/copy`).send(copyTarget())).body.message).toBe(
      'Successfully copied application.',
    );
    const s = await record('SENT');
    expect((await agents.admin.post(`${v1}/${s}/resend`)).body.message).toBe(
      'Activation email sent successfully!',
    );
    expect((await agents.admin.post(`${v1}/${s}/email`).send({ email: 'bad' })).body.message).toBe(
      'Please enter a valid email',
    );
    expect((await agents.admin.delete(`${v1}/${s}`)).body.message).toBe(
      'Customer Activation invite has been deleted',
    );
    const n = await record('NEW');
    expect((await agents.admin.delete(`${ca}/delete`).set('id', n)).body.message).toBe(
      'Activation deleted successfully!',
    );
  });

  it('copy to a unit not set up to send: the §8 Copy messages in order, then the copy', async () => {
    const db = t.ctx.db;
    const [unit] = await db
      .insert(units)
      .values({ kind: 'company', code: 'SET', name: 'Setting Up', prefix: 'SET' })
      .returning();
    const [kim] = await db
      .insert(contacts)
      .values({ unitId: unit.id, name: 'KIM', email: 'KIM@SET.TEST' })
      .returning();
    const target = { email: 'c@set.test', company_id: unit.id, division_id: null, contacts: [kim.id] };
    const source = await record('NEW');
    const copy = () => agents.superAdmin.post(`${v1}/${source}/copy`).send(target);
    const set = (values: Partial<typeof units.$inferInsert>) =>
      db.update(units).set(values).where(eq(units.id, unit.id));

    let res = await copy();
    expect([res.status, res.body.success, res.body.message]).toEqual([
      400,
      false,
      'The Email Template must be setup to send applications!',
    ]);
    await set({ emailTemplate: 'CPG', ...activationWording });
    res = await copy();
    expect([res.status, res.body.message]).toEqual([
      400,
      'The DocuSign Template Id must be setup to send applications!',
    ]);
    // Only a copy needs the DocuSign template; a plain invite to the unit goes out once its form is chosen.
    const noForm = await agents.superAdmin.post(`${v1}/invite`).send(target);
    expect([noForm.status, noForm.body.message]).toEqual([400, FORM_FAMILY_MISSING['customer-activation']]);
    await set({ activationFamily: 'activation-cpg' });
    const invite = await agents.superAdmin.post(`${v1}/invite`).send(target);
    expect(invite.body).toMatchObject({ success: true });
    await set({ docuSignTemplateId: 'template-set', caStatusParagraph: ' ' });
    res = await copy();
    expect([res.status, res.body.message]).toEqual([
      400,
      'All Email Verbiage must be setup to send applications!',
    ]);
    await set({ caStatusParagraph: 'Status changed.' });
    res = await copy();
    expect(res.body).toMatchObject({ success: true, message: 'Successfully copied application.' });
  });

  it('unit lookups: offered units are divisions instead of their company, sorted by code; contacts by name', async () => {
    const offered = await agents.superAdmin.get('/api/v1/units/offered');
    const codes = offered.body.data.map((u: { code: string }) => u.code);
    expect(codes).toContain('BRI');
    expect(codes).not.toContain('CPG');
    expect(codes).toEqual([...codes].sort());
    const contacts = await agents.admin.get(`/api/v1/units/${w.bri.id}/contacts`);
    expect(contacts.body.data.map((c: { name: string }) => c.name)).toEqual(['ANNA', 'BOB']);
    expect((await agents.otherAdmin.get(`/api/v1/units/${w.bri.id}/contacts`)).status).toBe(404);
    const selectable = await agents.admin.get('/api/v1/units/selectable');
    // The Admin holds CPG: its division BRI is selectable too, to narrow to it (issue 15 item 11).
    expect(selectable.body.data.map((u: { code: string }) => u.code)).toEqual(['ALL', 'BRI', 'CPG']);
    const codesRes = await agents.admin.get(`/api/v1/units/${w.bri.id}/denial-codes`);
    expect(codesRes.body.data.map((c: { code: string }) => c.code)).toEqual(['CR-1']);
  });
});
