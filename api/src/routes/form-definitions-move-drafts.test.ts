/**
 * Publishing with the drafts moved (issue 16 item 3): by default a publish moves nothing; with moveDrafts
 * the family's unsubmitted drafts on older versions move when their data still validates in draft mode,
 * the others stay pinned, submitted records never move, and the answer and the audit row say how many.
 * Runs on PGlite and on PostgreSQL (TEST_DB=postgres).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type supertest from 'supertest';
import type { FormFamily, FormVersion } from '@cp/schemas/contracts/form-definitions';
import { FORM_EDITOR_MESSAGES as M } from '@cp/schemas/messages/form-editor';
import { createTestApp, createTestUser, signedInAgent, type TestApp } from '../auth/testing';
import { auditLog, submissions, units } from '../db/schema';

type Agent = ReturnType<typeof supertest.agent>;
let t: TestApp;
let superAdmin: Agent;
let companyId: string;
const base = '/api/FormDefinition';
const longName = 'Northwind Wholesale Trading Company';

const family = async (name: string): Promise<FormFamily> => {
  const res = await superAdmin.get(`${base}/getFamilies`).expect(200);
  return (res.body.data as FormFamily[]).find((f) => f.family === name)!;
};
const version = async (id: string): Promise<FormVersion> =>
  (await superAdmin.get(`${base}/getVersion`).query({ id }).expect(200)).body.data as FormVersion;

/** A new draft of the family's published version, saved with the company name limited to `maxLength`. */
async function draftWithMaxLength(familyName: string, maxLength: number): Promise<string> {
  const published = (await family(familyName)).versions.find((v) => v.status === 'published')!;
  const created = await superAdmin.post(`${base}/createDraft`).send({ fromId: published.id }).expect(200);
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

/** Submissions of activation-cpg version 1: status and company name by key. */
async function insertRecords(records: Record<string, { status: 'SENT' | '' | 'NEW'; name: string }>) {
  const rows = await t.ctx.db
    .insert(submissions)
    .values(
      Object.values(records).map(({ status, name }) => ({
        form: 'customer-activation' as const,
        formFamily: 'activation-cpg',
        formVersion: 1,
        status,
        companyId,
        email: 'buyer@example.com',
        data: { companyName: name },
      })),
    )
    .returning({ id: submissions.id });
  return Object.fromEntries(Object.keys(records).map((key, i) => [key, rows[i].id]));
}

const pinned = async (ids: Record<string, string>) => {
  const rows = await t.ctx.db
    .select({ id: submissions.id, formVersion: submissions.formVersion, version: submissions.version })
    .from(submissions)
    .where(inArray(submissions.id, Object.values(ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return Object.fromEntries(Object.entries(ids).map(([key, id]) => [key, byId.get(id)!]));
};

beforeAll(async () => {
  t = await createTestApp();
  const [cpg] = await t.ctx.db
    .insert(units)
    .values({ kind: 'company', code: 'CPG', name: 'CPG', emailTemplate: 'CPG' })
    .returning({ id: units.id });
  companyId = cpg.id;
  const su = await createTestUser(t.ctx.db, { security: 'SUPER ADMIN' });
  superAdmin = await signedInAgent(t.app, su.email);
});
afterAll(() => t.close());

describe('publishing with the unsubmitted drafts moved', () => {
  it('moves nothing by default, then moves the drafts that still validate and never a submitted record', async () => {
    const ids = await insertRecords({
      fits: { status: 'SENT', name: 'Acme' },
      unopened: { status: '', name: 'Bolt' },
      tooLong: { status: 'SENT', name: longName },
      submitted: { status: 'NEW', name: 'Acme' },
    });

    // Version 2 (company name up to 60): published without the option, every record stays on version 1.
    const v2 = await draftWithMaxLength('activation-cpg', 60);
    const plain = await superAdmin.post(`${base}/publish`).send({ id: v2 }).expect(200);
    expect(plain.body).toMatchObject({ message: M.published(2), data: null });
    const afterPlain = await pinned(ids);
    expect(Object.values(afterPlain).map((r) => r.formVersion)).toEqual([1, 1, 1, 1]);
    const [plainAudit] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'form_definition'), eq(auditLog.entityId, v2)));
    expect(plainAudit.after).not.toHaveProperty('movedDrafts');

    // Version 3 (company name up to 20) with the option: the drafts that fit move, the long name stays.
    const v3 = await draftWithMaxLength('activation-cpg', 20);
    const moved = await superAdmin.post(`${base}/publish`).send({ id: v3, moveDrafts: true }).expect(200);
    expect(moved.body).toMatchObject({
      message: M.publishedWithDrafts(3, 2, 1),
      data: { moved: 2, stayed: 1 },
    });
    const after = await pinned(ids);
    expect({
      fits: after.fits.formVersion,
      unopened: after.unopened.formVersion,
      tooLong: after.tooLong.formVersion,
      submitted: after.submitted.formVersion,
    }).toEqual({ fits: 3, unopened: 3, tooLong: 1, submitted: 1 });
    // A moved record's version is bumped (its stored PDF, if any, is of the old version); the others not.
    expect([after.fits.version, after.tooLong.version, after.submitted.version]).toEqual([
      afterPlain.fits.version + 1,
      afterPlain.tooLong.version,
      afterPlain.submitted.version,
    ]);
    const [audit] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'form_definition'), eq(auditLog.entityId, v3)));
    expect(audit).toMatchObject({
      action: 'publish-form-definition',
      after: { family: 'activation-cpg', published: 3, movedDrafts: 2, stayedDrafts: 1 },
    });
  });

  it('parses the option: anything but a boolean is refused, and nothing is published', async () => {
    const draftId = await draftWithMaxLength('activation-uwl', 50);
    const res = await superAdmin.post(`${base}/publish`).send({ id: draftId, moveDrafts: 'yes' });
    expect(res.status).toBe(400);
    expect((await version(draftId)).status).toBe('draft');
  });
});
