/**
 * The form editor's draft housekeeping: a draft can be discarded (an audit row says who discarded which
 * version; a published version cannot be), and before publishing the console learns how many unsubmitted
 * drafts 'Also move drafts…' would move and how many would stay. Runs on PGlite and PostgreSQL.
 */
import { and, eq } from 'drizzle-orm';
import type supertest from 'supertest';
import type { FormFamily, FormVersion } from '@cp/schemas/contracts/form-definitions';
import { FORM_EDITOR_MESSAGES as M } from '@cp/schemas/messages/form-editor';
import { createTestApp, createTestUser, signedInAgent, type TestApp } from '../auth/testing';
import { auditLog, submissions, units } from '../db/schema';

type Agent = ReturnType<typeof supertest.agent>;
let t: TestApp;
let superAdmin: Agent;
let superAdminId: string;
let companyId: string;
const base = '/api/FormDefinition';

const family = async (name: string): Promise<FormFamily> => {
  const res = await superAdmin.get(`${base}/getFamilies`).expect(200);
  return (res.body.data as FormFamily[]).find((f) => f.family === name)!;
};
const version = async (id: string): Promise<FormVersion> =>
  (await superAdmin.get(`${base}/getVersion`).query({ id }).expect(200)).body.data as FormVersion;
const published = async (name: string) =>
  (await family(name)).versions.find((v) => v.status === 'published')!;

/** A new draft of the family's published version, saved with the company name limited to `maxLength`. */
async function draftWithMaxLength(familyName: string, maxLength: number): Promise<string> {
  const created = await superAdmin
    .post(`${base}/createDraft`)
    .send({ fromId: (await published(familyName)).id })
    .expect(200);
  const v = await version(created.body.data.id as string);
  const properties = v.schema.properties as Record<string, Record<string, unknown>>;
  const companyName = {
    ...properties.companyName,
    maxLength,
    errorMessage: { ...(properties.companyName.errorMessage as object), maxLength: `At most ${maxLength}` },
  };
  await superAdmin
    .post(`${base}/saveDraft`)
    .send({
      id: v.id,
      schema: { ...v.schema, properties: { ...properties, companyName } },
      uiSchema: v.uiSchema,
      layout: v.layout,
    })
    .expect(200);
  return v.id;
}

beforeAll(async () => {
  t = await createTestApp();
  const [cpg] = await t.ctx.db
    .insert(units)
    .values({ kind: 'company', code: 'CPG', name: 'CPG', emailTemplate: 'CPG' })
    .returning({ id: units.id });
  companyId = cpg.id;
  const su = await createTestUser(t.ctx.db, { security: 'SUPER ADMIN' });
  superAdminId = su.id;
  superAdmin = await signedInAgent(t.app, su.email);
});
afterAll(() => t.close());

describe('discarding a form draft', () => {
  it('deletes the draft, records who discarded it, and leaves the published version as it was', async () => {
    const before = await published('activation-uwl');
    const draftId = await draftWithMaxLength('activation-uwl', 40);
    const res = await superAdmin.post(`${base}/discardDraft`).send({ id: draftId }).expect(200);
    expect(res.body.message).toBe(M.draftDiscarded(before.version + 1));
    const after = await family('activation-uwl');
    expect(after.versions.map((v) => v.id)).not.toContain(draftId);
    expect(await published('activation-uwl')).toMatchObject({ id: before.id, status: 'published' });
    const [audit] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'form_definition'), eq(auditLog.entityId, draftId)));
    expect(audit).toMatchObject({
      action: 'discard-form-draft',
      actorId: superAdminId,
      actorKind: 'user',
      before: { family: 'activation-uwl', version: before.version + 1 },
      after: null,
    });
    // A new draft can be started again afterwards (the family no longer has one).
    await superAdmin.post(`${base}/createDraft`).send({ fromId: before.id }).expect(200);
  });

  it('refuses to discard a published version', async () => {
    const live = await published('activation-cpg');
    const res = await superAdmin.post(`${base}/discardDraft`).send({ id: live.id });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(M.notADraft(live.version, 'published'));
    expect((await published('activation-cpg')).id).toBe(live.id);
  });
});

describe('how many drafts publishing would move', () => {
  it('counts the unsubmitted drafts that would move and stay, without moving any', async () => {
    const rows = await t.ctx.db
      .insert(submissions)
      .values(
        [
          { status: 'SENT' as const, name: 'Acme' },
          { status: '' as const, name: 'Bolt' },
          { status: 'SENT' as const, name: 'Northwind Wholesale Trading Company' },
          { status: 'NEW' as const, name: 'Acme' },
        ].map(({ status, name }) => ({
          form: 'customer-activation' as const,
          formFamily: 'activation-cpg',
          formVersion: 1,
          status,
          companyId,
          email: 'buyer@example.com',
          data: { companyName: name },
        })),
      )
      .returning({ id: submissions.id, formVersion: submissions.formVersion });
    const draftId = await draftWithMaxLength('activation-cpg', 20);
    const res = await superAdmin.get(`${base}/movableDrafts`).query({ id: draftId }).expect(200);
    expect(res.body.data).toEqual({ moved: 2, stayed: 1 });
    const still = await t.ctx.db.select({ v: submissions.formVersion }).from(submissions);
    expect(still.every((r) => r.v === rows[0].formVersion)).toBe(true);
    const live = await published('activation-cpg');
    expect((await superAdmin.get(`${base}/movableDrafts`).query({ id: live.id })).status).toBe(409);
  });
});
