/**
 * The form editor through HTTP (issue 16 item 4): families with versions and units, drafts, the definition
 * check, publish (immutable, audited, the previous version retired), diff and roll back; every refusal
 * with its message. Runs on PGlite and on PostgreSQL (TEST_DB=postgres).
 */
import { and, eq } from 'drizzle-orm';
import type supertest from 'supertest';
import type { FormFamily, FormVersion } from '@cp/schemas/contracts/form-definitions';
import { deriveLayout } from '@cp/schemas/forms/layout';
import { getFormDefinition } from '@cp/schemas/forms/registry';
import { FORM_EDITOR_MESSAGES as M } from '@cp/schemas/messages/form-editor';
import { createTestApp, createTestUser, signedInAgent, type TestApp } from '../auth/testing';
import { auditLog, formDefinitions, units } from '../db/schema';
import { draftRow } from '../test/publish-definition';

type Agent = ReturnType<typeof supertest.agent>;
let t: TestApp;
let superAdmin: Agent;
let admin: Agent;
let superAdminId: string;
const base = '/api/FormDefinition';

const family = async (name: string): Promise<FormFamily> => {
  const res = await superAdmin.get(`${base}/getFamilies`).expect(200);
  return (res.body.data as FormFamily[]).find((f) => f.family === name)!;
};
const version = async (id: string): Promise<FormVersion> =>
  (await superAdmin.get(`${base}/getVersion`).query({ id }).expect(200)).body.data as FormVersion;

/** A content copy with the company name's label and maximum length changed. */
function edited(v: FormVersion, maxLength: number) {
  const properties = v.schema.properties as Record<string, Record<string, unknown>>;
  const companyName = {
    ...properties.companyName,
    maxLength,
    errorMessage: { ...(properties.companyName.errorMessage as object), maxLength: `At most ${maxLength}` },
  };
  return {
    id: v.id,
    schema: { ...v.schema, properties: { ...properties, companyName } },
    uiSchema: { ...v.uiSchema, companyName: { 'ui:title': 'Legal company name' } },
    layout: v.layout,
    note: 'Shorter company name',
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.db;
  await db.insert(units).values([
    {
      kind: 'company',
      code: 'CPG',
      name: 'CPG',
      emailTemplate: 'CPG',
      activationFamily: 'activation-cpg',
      applicationFamily: 'application-six-cpg',
    },
    {
      kind: 'company',
      code: 'UWL',
      name: 'UWL',
      emailTemplate: 'UWL',
      activationFamily: 'activation-uwl',
      applicationFamily: 'application-eight',
    },
  ]);
  const su = await createTestUser(db, { security: 'SUPER ADMIN', firstName: 'Sue', lastName: 'Per' });
  superAdminId = su.id;
  superAdmin = await signedInAgent(t.app, su.email);
  admin = await signedInAgent(t.app, (await createTestUser(db, { security: 'ADMIN' })).email);
});
afterAll(() => t.close());

describe('the form editor API', () => {
  it('lists every built-in family as published version 1 with the units that use it', async () => {
    const res = await superAdmin.get(`${base}/getFamilies`).expect(200);
    const families = res.body.data as FormFamily[];
    expect(families.map((f) => f.family).sort()).toEqual([
      'activation-cpg',
      'activation-uwl',
      'application-eight',
      'application-light',
      'application-six',
      'application-six-cpg',
      'bank-reference',
      'trade-reference',
    ]);
    // The reference answer forms are edited like the others, and no unit invites anyone to them.
    expect(families.find((f) => f.family === 'trade-reference')).toMatchObject({
      form: 'reference',
      units: [],
    });
    const cpg = families.find((f) => f.family === 'activation-cpg')!;
    expect(cpg.versions).toEqual([expect.objectContaining({ version: 1, status: 'published' })]);
    expect(cpg.units.map((u) => u.code)).toEqual(['CPG']);
    expect(families.find((f) => f.family === 'application-eight')!.units.map((u) => u.code)).toEqual(['UWL']);
  });

  it('refuses every call to a staff member who is not a super admin', async () => {
    const v1 = (await family('activation-cpg')).versions[0];
    for (const call of [
      admin.get(`${base}/getFamilies`),
      admin.get(`${base}/getVersion`).query({ id: v1.id }),
      admin.post(`${base}/createDraft`).send({ fromId: v1.id }),
      admin.post(`${base}/publish`).send({ id: v1.id }),
      admin.post(`${base}/rollback`).send({ id: v1.id }),
    ]) {
      const res = await call;
      expect([res.status, res.body.message]).toEqual([403, M.accessDenied]);
    }
  });

  it('drafts, saves, publishes, diffs and rolls back a version', async () => {
    const v1 = (await family('activation-cpg')).versions[0];
    const created = await superAdmin.post(`${base}/createDraft`).send({ fromId: v1.id }).expect(200);
    expect(created.body).toMatchObject({ message: M.draftCreated(2), data: { version: 2 } });
    const draftId = created.body.data.id as string;

    const again = await superAdmin.post(`${base}/createDraft`).send({ fromId: v1.id });
    expect([again.status, again.body.message]).toEqual([409, M.draftExists(2)]);

    const saved = await superAdmin.post(`${base}/saveDraft`).send(edited(await version(draftId), 60));
    expect([saved.status, saved.body.message]).toEqual([200, M.draftSaved]);
    expect((await version(draftId)).note).toBe('Shorter company name');

    const published = await superAdmin.post(`${base}/publish`).send({ id: draftId }).expect(200);
    expect(published.body.message).toBe(M.published(2));
    const versions = (await family('activation-cpg')).versions;
    expect(versions.map((v) => [v.version, v.status])).toEqual([
      [1, 'retired'],
      [2, 'published'],
    ]);
    expect(versions[1]).toMatchObject({ publishedBy: 'Sue Per', publishedAt: expect.any(String) });
    const rows = await t.ctx.db
      .select({ version: formDefinitions.version, published: formDefinitions.published })
      .from(formDefinitions)
      .where(eq(formDefinitions.family, 'activation-cpg'))
      .orderBy(formDefinitions.version);
    expect(rows).toEqual([
      { version: 1, published: false },
      { version: 2, published: true },
    ]);
    const [audit] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'form_definition'), eq(auditLog.entityId, draftId)));
    expect(audit).toMatchObject({
      actorId: superAdminId,
      action: 'publish-form-definition',
      before: { family: 'activation-cpg', published: 1 },
      after: { family: 'activation-cpg', published: 2 },
    });

    // Published versions are immutable.
    const change = await superAdmin.post(`${base}/saveDraft`).send(edited(await version(draftId), 50));
    expect([change.status, change.body.message]).toEqual([409, M.notADraft(2, 'published')]);
    const republish = await superAdmin.post(`${base}/publish`).send({ id: v1.id });
    expect([republish.status, republish.body.message]).toEqual([409, M.notADraft(1, 'retired')]);

    const diff = await superAdmin.get(`${base}/diff`).query({ from: v1.id, to: draftId }).expect(200);
    expect(diff.body.data.fields).toEqual([
      {
        field: '/companyName',
        change: 'changed',
        changes: [
          { aspect: 'label', before: 'Company Name', after: 'Legal company name' },
          {
            aspect: 'maxLength',
            before: { value: 100, message: 'Maximum length is 100 characters' },
            after: { value: 60, message: 'At most 60' },
          },
        ],
      },
    ]);

    const rolled = await superAdmin.post(`${base}/rollback`).send({ id: v1.id }).expect(200);
    expect(rolled.body).toMatchObject({ message: M.rolledBack(1, 3), data: { version: 3 } });
    const after = (await family('activation-cpg')).versions;
    expect(after.map((v) => [v.version, v.status])).toEqual([
      [1, 'retired'],
      [2, 'retired'],
      [3, 'published'],
    ]);
    const back = await superAdmin
      .get(`${base}/diff`)
      .query({ from: v1.id, to: rolled.body.data.id })
      .expect(200);
    expect(back.body.data.fields).toEqual([]);
  });

  it('refuses to publish an invalid definition and says why', async () => {
    const v1 = (await family('application-light')).versions[0];
    const { body } = await superAdmin.post(`${base}/createDraft`).send({ fromId: v1.id }).expect(200);
    const draft = await version(body.data.id);
    const properties = { ...(draft.schema.properties as object), extra: { type: 'string', maxLength: 5 } };
    // Sent as a client from before the layout tree sends it: steps, which the API turns into the tree.
    const derived = deriveLayout(draft.layout, draft.uiSchema).steps;
    const steps = [
      { ...derived[0], fields: [...derived[0].fields, 'extra', 'missing'] },
      ...derived.slice(1),
    ];
    await superAdmin
      .post(`${base}/saveDraft`)
      .send({ id: draft.id, schema: { ...draft.schema, properties }, uiSchema: {}, steps })
      .expect(200);

    const checked = await superAdmin
      .post(`${base}/checkDefinition`)
      .send({ schema: { ...draft.schema, properties }, steps })
      .expect(200);
    expect(checked.body.data.valid).toBe(false);

    const res = await superAdmin.post(`${base}/publish`).send({ id: draft.id });
    expect([res.status, res.body.message]).toEqual([400, M.definitionInvalid]);
    expect(res.body.data.problems).toEqual([
      { field: '/extra', message: 'The rule maxLength of /extra has no message.' },
      {
        field: '/missing',
        message: `The step ${steps[0].title} names missing, which is not a field of the form.`,
      },
    ]);
    expect((await version(draft.id)).status).toBe('draft');
  });

  /**
   * The classics of catastrophic backtracking run on RE2 (schemas regexp.ts), in time linear in the input, so they
   * are checked valid and published (the customer's answer is tested in portal-activation-submit.test.ts); what
   * RE2 cannot run, a back-reference or a look-around, is refused on its field, at the check and at publish.
   */
  const companyNamePattern = (v: FormVersion, pattern: string) => {
    const properties = v.schema.properties as Record<string, Record<string, unknown>>;
    const companyName = {
      ...properties.companyName,
      pattern,
      errorMessage: { ...(properties.companyName.errorMessage as object), pattern: 'Not a company name.' },
    };
    return {
      schema: { ...v.schema, properties: { ...properties, companyName } },
      uiSchema: v.uiSchema,
      layout: v.layout,
      defaults: v.defaults,
    };
  };
  const backReference =
    'The pattern of /companyName repeats an earlier part of itself (a back-reference such as \\1), which form patterns cannot do; spell out what it should match instead.';
  const lookAround =
    'The pattern of /companyName looks ahead or behind ((?=…), (?!…), (?<=…) or (?<!…)), which form patterns cannot do; describe only the text itself.';

  it.each([
    ['^(a+)+$', []],
    ['(a|a)*', []],
    ['^(a|a)*$', []],
    ['(a*)*b', []],
    ['(.*a){20}', []],
    ['^(\\w+)\\s\\1$', [{ field: '/companyName', message: backReference }]],
    ['^(?<x>a)\\k<x>$', [{ field: '/companyName', message: backReference }]],
    ['^(?!test)\\w+$', [{ field: '/companyName', message: lookAround }]],
    ['(?<=a)b', [{ field: '/companyName', message: lookAround }]],
  ])('checks the pattern %s as RE2 runs it', async (pattern, problems) => {
    const v1 = await version((await family('application-six-cpg')).versions[0].id);
    const res = await superAdmin
      .post(`${base}/checkDefinition`)
      .send(companyNamePattern(v1, pattern))
      .expect(200);
    expect(res.body.data).toEqual({ valid: problems.length === 0, problems });
    expect(res.body.message).toBe(problems.length ? M.definitionInvalid : M.definitionValid);
  });

  it('publishes a catastrophic pattern, which RE2 runs in linear time, and refuses a back-reference', async () => {
    const v1 = (await family('application-six-cpg')).versions[0];
    const draft = async (pattern: string) => {
      const { body } = await superAdmin.post(`${base}/createDraft`).send({ fromId: v1.id }).expect(200);
      const content = companyNamePattern(await version(body.data.id), pattern);
      await superAdmin
        .post(`${base}/saveDraft`)
        .send({ id: body.data.id, ...content })
        .expect(200);
      return body.data.id as string;
    };
    const catastrophic = await draft('^(a+)+$');
    await superAdmin.post(`${base}/publish`).send({ id: catastrophic }).expect(200);
    expect((await version(catastrophic)).status).toBe('published');

    const refused = await draft('^(\\w+)\\s\\1$');
    const res = await superAdmin.post(`${base}/publish`).send({ id: refused });
    expect([res.status, res.body.message, res.body.data.problems]).toEqual([
      400,
      M.definitionInvalid,
      [{ field: '/companyName', message: backReference }],
    ]);
    expect((await version(refused)).status).toBe('draft');
  });

  it('refuses unknown versions, bad input and a diff across families', async () => {
    const missing = await superAdmin
      .get(`${base}/getVersion`)
      .query({ id: '00000000-0000-4000-8000-000000000000' });
    expect([missing.status, missing.body.message]).toEqual([404, M.notFound]);
    const bad = await superAdmin.post(`${base}/saveDraft`).send({ id: 'nope', schema: 1 });
    expect(bad.status).toBe(400);
    const a = (await family('activation-uwl')).versions[0];
    const b = (await family('application-six')).versions[0];
    const across = await superAdmin.get(`${base}/diff`).query({ from: a.id, to: b.id });
    expect([across.status, across.body.message]).toEqual([400, M.differentFamilies]);
    const draftRollback = (await family('application-light')).versions.find((v) => v.status === 'draft')!;
    const rb = await superAdmin.post(`${base}/rollback`).send({ id: draftRollback.id });
    expect([rb.status, rb.body.message]).toEqual([409, M.notPublishedBefore]);
  });

  it('answers a version stored before the layout tree as its tree, and drafts from it store the tree', async () => {
    const built = getFormDefinition('application-six');
    const [legacy] = await t.ctx.db
      .insert(formDefinitions)
      .values({
        ...draftRow({ ...built, version: 2 }),
        status: 'retired',
        layout: null,
        defaults: null,
        steps: built.steps,
        signStep: built.signStep,
        uiSchema: built.uiSchema,
      })
      .returning({ id: formDefinitions.id });
    const answered = await version(legacy.id);
    expect(answered.layout).toEqual(built.layout);
    expect(answered.defaults).toEqual(built.defaults);
    expect(JSON.stringify(answered.uiSchema)).not.toContain('ui:order');
    expect(answered).not.toHaveProperty('steps');

    const { body } = await superAdmin.post(`${base}/createDraft`).send({ fromId: legacy.id }).expect(200);
    const [row] = await t.ctx.db.select().from(formDefinitions).where(eq(formDefinitions.id, body.data.id));
    expect([row.layout, row.steps, row.signStep, row.defaults]).toEqual([
      built.layout,
      [],
      null,
      built.defaults,
    ]);
    expect(JSON.stringify(row.uiSchema)).not.toContain('ui:order');
  });
});
