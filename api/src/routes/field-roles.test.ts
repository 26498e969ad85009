/**
 * Field roles from outside (ARCHITECTURE.md 'Field roles'): a super admin publishes a version of the six-step
 * CPG family whose company name field is renamed, moving the legalName role with it; an application invited
 * on it and submitted through the portal still shows its legal name in the list's company column, is found
 * by search and as a duplicate of an application of the same business on version 1, and its receipt email,
 * PDF header and e-signature terms and signer carry the right values. A version that drops legalName is
 * refused at check and at publish with the role named.
 */
import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormFamily, FormVersion } from '@cp/schemas/contracts/form-definitions';
import { sampleFor } from '@cp/schemas/forms/samples';
import { FORM_EDITOR_MESSAGES as M } from '@cp/schemas/messages/form-editor';
import { createTestApp, createTestUser, signedInAgent, type TestApp } from '../auth/testing';
import { esignEnvelopes, units } from '../db/schema';
import { closePdfRenderers } from '../pdf';
import { applicationRecord, seedApplicationWorld, type ApplicationWorld } from '../test/application-world';
import { outboxEmailsOf } from '../test/outbox-rows';

type Agent = ReturnType<typeof supertest.agent>;
const base = '/api/FormDefinition';
const FAMILY = 'application-six-cpg';
const LEGAL_NAME = 'ZEPHYRINE HARBOR LOGISTICS LLC';
const CONTACT = 'Imogen Vale';
const ZIP = '60601';

let t: TestApp;
let w: ApplicationWorld;
let superAdmin: Agent;
let admin: Agent;

beforeAll(async () => {
  t = await createTestApp();
  w = await seedApplicationWorld(t.ctx.db);
  superAdmin = await signedInAgent(
    t.app,
    (await createTestUser(t.ctx.db, { security: 'SUPER ADMIN' })).email,
  );
  const cpgAdmin = await createTestUser(t.ctx.db, { security: 'ADMIN', unitIds: [w.cpg.id] });
  admin = await signedInAgent(t.app, cpgAdmin.email);
});
afterAll(async () => {
  await closePdfRenderers();
  await t.close();
});

/** A content with the company name field renamed to businessName (schema, UI schema, layout tree). */
function renamed(v: FormVersion) {
  const rename = <T>(x: T): T =>
    JSON.parse(
      JSON.stringify(x)
        .replaceAll('"companyName"', '"businessName"')
        .replaceAll('"/companyName"', '"/businessName"'),
    ) as T;
  return { schema: rename(v.schema), uiSchema: rename(v.uiSchema), layout: rename(v.layout) };
}

/** Invites to Bristol (the six-step CPG family's latest version) and submits through the portal. */
async function inviteAndSubmit(nameField: 'companyName' | 'businessName', taxId: string): Promise<string> {
  const id = await applicationRecord(t.ctx.db, w, 'SENT');
  const { companyName: _name, ...sample } = sampleFor(FAMILY) as Record<string, unknown>;
  const data = {
    ...sample,
    [nameField]: LEGAL_NAME,
    companyContact: CONTACT,
    address: { ...(sample.address as object), zip: ZIP },
    bankInfo: { ...(sample.bankInfo as object), duns: taxId, federalTaxNumber: taxId },
  };
  const res = await supertest(t.app)
    .post('/api/Application/setInviteApplication')
    .send({ _id: id, email: 'buyer@acme.test', data, submit: true });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return id;
}

describe('a renamed legal name field keeps every feature working', () => {
  let first: string;
  let draft: FormVersion;

  it('refuses a version that drops legalName, at check and at publish, naming the role', async () => {
    first = await inviteAndSubmit('companyName', '111111111');
    const families = (await superAdmin.get(`${base}/getFamilies`).expect(200)).body.data as FormFamily[];
    const v1 = families.find((f) => f.family === FAMILY)!.versions.find((v) => v.status === 'published')!;
    const created = await superAdmin.post(`${base}/createDraft`).send({ fromId: v1.id }).expect(200);
    draft = (await superAdmin.get(`${base}/getVersion`).query({ id: created.body.data.id }).expect(200)).body
      .data as FormVersion;
    expect(draft.roles?.legalName).toBe('/companyName');

    const { legalName: _dropped, ...withoutLegalName } = draft.roles ?? {};
    const content = { ...renamed(draft), roles: withoutLegalName };
    const checked = await superAdmin.post(`${base}/checkDefinition`).send(content).expect(200);
    expect(checked.body.data.valid).toBe(false);
    expect(checked.body.data.problems).toContainEqual({
      field: 'roles/legalName',
      message:
        'legalName: every form must say which field holds it (list columns, search, duplicates and the credit file read it).',
    });

    await superAdmin
      .post(`${base}/saveDraft`)
      .send({ id: draft.id, ...content })
      .expect(200);
    const refused = await superAdmin.post(`${base}/publish`).send({ id: draft.id });
    expect([refused.status, refused.body.message]).toEqual([400, M.definitionInvalid]);
    expect(refused.body.data.problems).toContainEqual({
      field: 'roles/legalName',
      message:
        'legalName: the published version has it and this version drops it (list columns, search, duplicates and the credit file read it).',
    });
  });

  it('publishes the rename with the role moved; getVersion answers the roles', async () => {
    const content = { ...renamed(draft), roles: { ...draft.roles, legalName: '/businessName' } };
    await superAdmin
      .post(`${base}/saveDraft`)
      .send({ id: draft.id, ...content })
      .expect(200);
    const published = await superAdmin.post(`${base}/publish`).send({ id: draft.id });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const v2 = (await superAdmin.get(`${base}/getVersion`).query({ id: draft.id }).expect(200)).body
      .data as FormVersion;
    expect(v2.status).toBe('published');
    expect(v2.roles?.legalName).toBe('/businessName');
    expect(Object.keys(v2.schema.properties as object)).toContain('businessName');
    expect(Object.keys(v2.schema.properties as object)).not.toContain('companyName');
  });

  it('the list, search, duplicates, receipt, PDF header and e-signature read the legal name', async () => {
    await t.ctx.db.update(units).set({ docuSignOnApproval: true }).where(eq(units.id, w.bri.id));
    const second = await inviteAndSubmit('businessName', '222222222');
    const details = (await admin.get(`/api/v1/applications/${second}`).expect(200)).body;
    expect(details).toMatchObject({ companyName: LEGAL_NAME, contactName: CONTACT });

    // The list's company column and zip, found by a word of the legal name only.
    const filter = encodeURIComponent(JSON.stringify({ status: 'NEW', q: 'zephyrine' }));
    const list = (await admin.get(`/api/v1/applications?filter=${filter}`).expect(200)).body as Array<{
      id: string;
      companyName: string;
      zip: string;
    }>;
    expect(list.map((r) => r.id).sort()).toEqual([first, second].sort());
    expect(list.find((r) => r.id === second)).toMatchObject({ companyName: LEGAL_NAME, zip: ZIP });

    // Duplicate of the version 1 application: the same legal name and zip.
    expect(details.possibleDuplicates).toEqual([
      expect.objectContaining({ id: first, companyName: LEGAL_NAME }),
    ]);
    const mails = await outboxEmailsOf(t.ctx.db, second);
    expect(mails.find((m) => m.template === 'application-duplication')?.context).toMatchObject({
      companyName: LEGAL_NAME,
    });
    expect(mails.find((m) => m.template === 'application-receipt')?.context).toMatchObject({
      companyName: LEGAL_NAME,
    });

    const pdf = await admin
      .get('/api/Application/getApplicationPdf')
      .set('id', second)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(pdf.status).toBe(200);
    // The page's header: everything above the decision block.
    const header = execFileSync('pdftotext', ['-l', '1', '-', '-'], { input: pdf.body as Buffer })
      .toString('utf8')
      .split('DECISION')[0];
    expect(header).toContain(LEGAL_NAME);

    const approved = await admin.post(`/api/v1/applications/${second}/approve`).send({
      approvedAmount: '42500',
      netTerms: 'Net 45',
      customerCode: 'ZEPH01',
      contacts: [w.anna.id],
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const [envelope] = await t.ctx.db
      .select()
      .from(esignEnvelopes)
      .where(eq(esignEnvelopes.submissionId, second));
    expect(envelope).toMatchObject({ signerName: CONTACT, signerEmail: 'buyer@acme.test' });
    expect(envelope.terms.companyName).toBe(LEGAL_NAME);
  });
});
