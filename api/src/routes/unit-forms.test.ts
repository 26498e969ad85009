/**
 * Each unit's forms are data (ARCHITECTURE.md 'Units'): a super admin chooses on the Company or Division
 * Information card which activation and which application family the unit's new invitations use; a
 * division without its own choice uses its company's; invitations already sent keep their family and
 * version. Only super admins change it, and only to a published family of the right kind.
 */
import { and, desc, eq } from 'drizzle-orm';
import supertest from 'supertest';
import * as M from '@cp/schemas/messages/units-admin';
import { getFormDefinition } from '@cp/schemas/forms/registry';
import type { TestApp } from '../auth/testing';
import { formDefinitions, submissions, units } from '../db/schema';
import { draftRow } from '../test/publish-definition';
import { seedApplicationWorld, type ApplicationWorld } from '../test/application-world';
import { staffAgents, useTestWorld } from '../test/test-world';

let t: TestApp;
let w: ApplicationWorld;
const env = useTestWorld(seedApplicationWorld, (e) => ({ t, w } = e));
const agents = staffAgents(env, ['admin', 'superAdmin']);

/** Invites a customer to Bristol (a CPG division) and answers the stored record. */
async function inviteToBristol(kind: 'applications' | 'activations', email: string) {
  await agents.superAdmin
    .post(`/api/v1/${kind}/invite`)
    .send({ email, company_id: w.cpg.id, division_id: w.bri.id, contacts: [w.anna.id] })
    .expect(200);
  const [row] = await t.ctx.db
    .select()
    .from(submissions)
    .where(eq(submissions.email, email))
    .orderBy(desc(submissions.addDate))
    .limit(1);
  return row;
}

const save = (kind: 'companies' | 'divisions', id: string, body: Record<string, unknown>) =>
  agents.superAdmin.put(`/api/v1/${kind}/${id}`).send(body);
const unitRow = async (id: string) => (await t.ctx.db.select().from(units).where(eq(units.id, id)))[0];

describe("a unit's forms", () => {
  it("a super admin changes a company's application form: new invitations use it, sent ones keep theirs", async () => {
    const before = await inviteToBristol('applications', 'before@acme.test');
    expect([before.formFamily, before.formVersion]).toEqual(['application-six-cpg', 1]);

    const res = await save('companies', w.cpg.id, { applicationFamily: 'application-eight' }).expect(200);
    expect(res.body).toMatchObject({
      applicationFamily: 'application-eight',
      activationFamily: 'activation-cpg',
    });
    const division = await agents.superAdmin.get(`/api/v1/divisions/${w.bri.id}`).expect(200);
    expect(division.body).toMatchObject({
      applicationFamily: null,
      companyApplicationFamily: 'application-eight',
    });

    const after = await inviteToBristol('applications', 'after@acme.test');
    expect(after.formFamily).toBe('application-eight');
    // The invitation sent before keeps its form: its link still opens the six-step CPG application.
    const link = await supertest(t.app)
      .get('/api/Application/getInviteApplication')
      .set({ id: before.id, email: before.email })
      .expect(200);
    expect(link.body.data).toMatchObject({ formKey: 'application-six-cpg' });
    expect(link.body.data.definition.steps).toEqual(getFormDefinition('application-six-cpg').steps);
    const [kept] = await t.ctx.db.select().from(submissions).where(eq(submissions.id, before.id));
    expect([kept.formFamily, kept.formVersion]).toEqual(['application-six-cpg', 1]);
    await save('companies', w.cpg.id, { applicationFamily: 'application-six-cpg' }).expect(200);
  });

  it("a division's own choice wins over its company's, and null gives it its company's again", async () => {
    await save('divisions', w.bri.id, { activationFamily: 'activation-uwl' }).expect(200);
    expect((await inviteToBristol('activations', 'own@acme.test')).formFamily).toBe('activation-uwl');
    await save('divisions', w.bri.id, { activationFamily: null }).expect(200);
    expect((await unitRow(w.bri.id)).activationFamily).toBeNull();
    expect((await inviteToBristol('activations', 'inherit@acme.test')).formFamily).toBe('activation-cpg');
  });

  it('refuses a staff member who is not a super admin, and leaves the unit as it was', async () => {
    const res = await agents.admin
      .put(`/api/v1/companies/${w.cpg.id}`)
      .send({ applicationFamily: 'application-six' });
    expect([res.status, res.body.message]).toEqual([403, M.SAVE_COMPANY_DENIED]);
    expect((await unitRow(w.cpg.id)).applicationFamily).toBe('application-six-cpg');
  });

  it('refuses a family that does not exist, is of the other kind or has no published version', async () => {
    const built = getFormDefinition('application-six');
    await t.ctx.db
      .insert(formDefinitions)
      .values(draftRow({ ...built, family: 'application-next', version: 1 }));
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ applicationFamily: 'nonesuch' }, M.formFamilyUnknown('nonesuch')],
      [
        { applicationFamily: 'activation-cpg' },
        M.formFamilyWrongKind('activation-cpg', 'credit application'),
      ],
      [
        { activationFamily: 'application-eight' },
        M.formFamilyWrongKind('application-eight', 'customer activation'),
      ],
      [{ applicationFamily: 'application-next' }, M.formFamilyUnpublished('application-next')],
      [{ applicationFamily: null }, M.formFamilyRequired('credit application')],
    ];
    for (const [body, message] of cases) {
      const res = await save('companies', w.cpg.id, body);
      expect([res.status, res.body.message], JSON.stringify(body)).toEqual([400, message]);
    }
    const row = await unitRow(w.cpg.id);
    expect([row.activationFamily, row.applicationFamily]).toEqual(['activation-cpg', 'application-six-cpg']);
    // Saving the card with the forms it has is no change, whatever they are.
    await save('companies', w.cpg.id, { applicationFamily: 'application-six-cpg', name: row.name }).expect(
      200,
    );
  });

  it('adds a company with its forms, checked as on save; one added without them has none', async () => {
    const withForms = await agents.superAdmin
      .post('/api/v1/companies')
      .send({ name: 'Harbor', code: 'HRB', emailTemplate: 'IDS', applicationFamily: 'application-eight' })
      .expect(200);
    expect(withForms.body).toMatchObject({ applicationFamily: 'application-eight', activationFamily: null });
    const wrong = await agents.superAdmin
      .post('/api/v1/companies')
      .send({ name: 'Wrong', code: 'WRG', emailTemplate: 'IDS', activationFamily: 'application-six' });
    expect([wrong.status, wrong.body.message]).toEqual([
      400,
      M.formFamilyWrongKind('application-six', 'customer activation'),
    ]);
    const rows = await t.ctx.db
      .select()
      .from(units)
      .where(and(eq(units.code, 'WRG'), eq(units.kind, 'company')));
    expect(rows).toEqual([]);
  });
});
