/**
 * Pinned versions (issue 16 item 3): a version 2 of the CPG activation that adds a required field is
 * published straight into form_definitions, as the editor would publish it. A new invitation gets version 2
 * and the server requires the field; an activation invited on version 1 resumes, saves, submits, prints and
 * shows on version 1. Runs on PGlite, and on PostgreSQL with TEST_DB=postgres.
 */
import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import supertest from 'supertest';
import { getFormDefinition } from '@cp/schemas/forms/registry';
import { sampleFor } from '@cp/schemas/forms/samples';
import { definitionFrom } from '@cp/schemas/forms/stored';
import type { FormDefinition, JsonSchema } from '@cp/schemas/forms/types';
import { FILL_REQUIRED_FIELDS } from '@cp/schemas/messages/portal';
import { createTestApp, createTestUser, signedInAgent, type TestApp } from '../auth/testing';
import { submissions } from '../db/schema';
import { closePdfRenderers } from '../pdf';
import { seedActivationWorld, type ActivationWorld } from '../test/activation-world';
import { publishDefinitionRow } from '../test/publish-definition';

const FIELD = 'purchaseOrderContact';
const LABEL = 'Purchase Order Contact';
const MESSAGE = 'Please enter the purchase order contact';

/** Version 1 of the CPG activation with one more required field on its first step. */
function versionTwo(): FormDefinition {
  const v1 = getFormDefinition('activation-cpg');
  const schema = structuredClone(v1.schema) as JsonSchema & {
    properties: Record<string, JsonSchema>;
    required: string[];
    errorMessage: { required: Record<string, string> };
  };
  schema.properties[FIELD] = {
    title: LABEL,
    type: 'string',
    minLength: 1,
    maxLength: 100,
    errorMessage: { type: MESSAGE, minLength: MESSAGE, maxLength: 'Maximum length is 100 characters' },
  };
  schema.required.push(FIELD);
  schema.errorMessage.required[FIELD] = MESSAGE;
  const layout = structuredClone(v1.layout);
  layout.elements[0].elements.unshift({ type: 'Control', scope: `/${FIELD}` });
  return definitionFrom({
    ...structuredClone(v1),
    version: 2,
    schema,
    layout,
    uiSchema: { ...v1.uiSchema, [FIELD]: { 'ui:title': LABEL } },
    labels: { ...v1.labels, [FIELD]: LABEL },
  });
}

const binary = (req: supertest.Test) =>
  req.buffer(true).parse((res, cb) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => cb(null, Buffer.concat(chunks)));
  });
const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString('utf8').replace(/\s+/g, ' ');

let t: TestApp;
let w: ActivationWorld;
let staff: ReturnType<typeof supertest.agent>;
const customer = () => supertest(t.app);
const EMAIL = 'buyer@acme.test';

beforeAll(async () => {
  t = await createTestApp();
  w = await seedActivationWorld(t.ctx.db);
  const admin = await createTestUser(t.ctx.db, { security: 'SUPER ADMIN' });
  staff = await signedInAgent(t.app, admin.email);
});
afterAll(async () => {
  await closePdfRenderers();
  await t.close();
});

async function invite(): Promise<string> {
  const res = await staff
    .post('/api/v1/activations/invite')
    .send({ email: EMAIL, company_id: w.cpg.id, division_id: w.bri.id, contacts: [w.anna.id] });
  expect(res.body).toMatchObject({ success: true });
  const rows = await t.ctx.db.select().from(submissions).where(eq(submissions.email, EMAIL));
  // The newest invitation of this address.
  return rows.sort((a, b) => +b.addDate - +a.addDate)[0].id;
}

const load = (id: string) =>
  customer().get('/api/CustomerActivation/getInvite').set({ id, email: EMAIL }).expect(200);
const draft = (id: string, data: unknown) =>
  customer().post('/api/CustomerActivation/setInviteDraft').send({ _id: id, email: EMAIL, data });
const submit = (id: string, data: unknown) =>
  customer().post('/api/CustomerActivation/setInvite').send({ _id: id, email: EMAIL, data });
const versionOf = async (id: string) =>
  (await t.ctx.db.select().from(submissions).where(eq(submissions.id, id)))[0].formVersion;

describe('a submission keeps the form version it was invited on', () => {
  let onV1: string;
  let onV2: string;

  it('the seeded version 1 is the one invitations get before a publish', async () => {
    onV1 = await invite();
    expect(await versionOf(onV1)).toBe(1);
    const { definition } = (await load(onV1)).body.data;
    expect(definition).toMatchObject({ family: 'activation-cpg', version: 1 });
    expect(definition.schema.properties).not.toHaveProperty(FIELD);
  });

  it('after version 2 is published, a new invitation gets it and the server requires its new field', async () => {
    await publishDefinitionRow(t.ctx.db, versionTwo());
    onV2 = await invite();
    expect(await versionOf(onV2)).toBe(2);
    const { definition } = (await load(onV2)).body.data;
    expect(definition.version).toBe(2);
    expect(definition.steps[0].fields).toContain(FIELD);
    expect(definition.uiSchema[FIELD]).toEqual({ 'ui:title': LABEL });

    const refused = await submit(onV2, sampleFor('activation-cpg')).expect(400);
    expect(refused.body).toMatchObject({ message: FILL_REQUIRED_FIELDS, errors: { [`/${FIELD}`]: MESSAGE } });
    await submit(onV2, { ...sampleFor('activation-cpg'), [FIELD]: 'Pat Orders' }).expect(200);
    expect((await t.ctx.db.select().from(submissions).where(eq(submissions.id, onV2)))[0].data).toMatchObject(
      {
        [FIELD]: 'Pat Orders',
      },
    );
  });

  it('the activation invited on version 1 resumes, saves and submits on version 1', async () => {
    const { definition } = (await load(onV1)).body.data;
    expect(definition.version).toBe(1);
    expect(definition.schema.required).not.toContain(FIELD);
    // A value for a field version 1 does not have is dropped like any unknown field.
    await draft(onV1, { companyName: 'Old Version Co', [FIELD]: 'Not in v1' }).expect(200);
    const saved = (await t.ctx.db.select().from(submissions).where(eq(submissions.id, onV1)))[0].data;
    expect(saved).toMatchObject({ companyName: 'Old Version Co' });
    expect(saved).not.toHaveProperty(FIELD);
    await submit(onV1, { ...sampleFor('activation-cpg'), companyName: 'Old Version Co' }).expect(200);
    expect(await versionOf(onV1)).toBe(1);
  });

  it('each prints with its own version: the new field and its value only on version 2', async () => {
    const pdfOf = async (id: string) => {
      const res = await binary(staff.get('/api/CustomerActivation/getPdf').set('id', id));
      expect(res.status).toBe(200);
      return pdfText(res.body as Buffer);
    };
    const v2 = await pdfOf(onV2);
    // Labels print in capitals (the PDF template's style).
    expect(v2).toContain(LABEL.toUpperCase());
    expect(v2).toContain('Pat Orders');
    const v1 = await pdfOf(onV1);
    expect(v1).toContain('Old Version Co');
    expect(v1.toUpperCase()).not.toContain(LABEL.toUpperCase());
    expect(v1).toContain('Customer Activation #');
  });

  it('each shows on the details page with its own version', async () => {
    const v1 = (await staff.get(`/api/v1/activations/${onV1}`).expect(200)).body;
    const v2 = (await staff.get(`/api/v1/activations/${onV2}`).expect(200)).body;
    expect(v1).toMatchObject({
      formVersion: 1,
      definition: { version: 1 },
      data: { companyName: 'Old Version Co' },
    });
    expect(v2).toMatchObject({ formVersion: 2, definition: { version: 2 }, data: { [FIELD]: 'Pat Orders' } });
    expect((v2.definition as FormDefinition).labels[FIELD]).toBe(LABEL);
  });
});
