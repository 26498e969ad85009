/**
 * Forms as versioned data (issue 16, 'Tests and figures' first bullet), end to end: an activation invited
 * on version 1 of activation-cpg; a super admin publishes version 2 with a new required text field (through
 * the editor's API, with the editor's own content functions); a new invitation shows and requires the field
 * (browser and server), the old one resumes without it; both submit, and each PDF and console details page
 * shows its own version's fields. At the end the family is rolled back to the content that was published
 * before, so the specs that run after this one see the form they expect.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '../support/fixtures';
import type { DefinitionContent, FormFamily, FormVersion } from '@cp/schemas/contracts/form-definitions';
import { sampleFor } from '@cp/schemas/forms/samples';
import { apiLogin } from '../support/auth';
import { DEMO_USERS } from '../support/urls';
import { adoptSignature, fillVisible, screenshots } from './portal-support';

const FIELD = 'purchaseOrderContact';
const LABEL = 'Purchase order contact';
const REQUIRED = 'Purchase order contact is required';
const VALUE = 'Morgan Ellery';

const sample = sampleFor('activation-cpg');
let staff: APIRequestContext;
/** The version published before this spec's, rolled back to at the end. */
let before: { id: string; version: number } | undefined;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The content the editor's field dialog makes when it adds a text field to a step and marks it required
 * with a message (admin/src/formDefinitions edit-layout.ts addField, edit-field.ts setRequired; e2e may not
 * import the console, DESIGN.md §3): a string property with the new field's maximum length and its message,
 * non-blank (minLength 1) and required with the same message, placed at the end of the step in the layout
 * tree, titled in the UI.
 */
function withRequiredText(c: DefinitionContent, step: number, name: string, label: string, message: string) {
  const next = structuredClone(c);
  const schema = next.schema as Obj & { properties: Obj };
  schema.properties[name] = {
    type: 'string',
    title: label,
    maxLength: 100,
    minLength: 1,
    errorMessage: { maxLength: 'Maximum length is 100 characters', minLength: message },
  };
  schema.required = [...(Array.isArray(schema.required) ? schema.required : []), name];
  if (typeof schema.errorMessage === 'string') schema.errorMessage = { type: schema.errorMessage };
  const messages = (schema.errorMessage ??= {}) as Obj;
  messages.required = { ...(isObj(messages.required) ? messages.required : {}), [name]: message };
  next.layout.elements[step].elements.push({ type: 'Control', scope: `/${name}` });
  next.uiSchema[name] = { 'ui:title': label };
  return next;
}

async function envelope<T>(answer: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await answer.json()) as { success: boolean; message?: string; data: T };
  expect(body.success, body.message).toBe(true);
  return body.data;
}

async function family(): Promise<FormFamily> {
  const families = await envelope<FormFamily[]>(await staff.get('/api/FormDefinition/getFamilies'));
  return families.find((f) => f.family === 'activation-cpg')!;
}

/** An admin's invitation to Bristol (a CPG division: activation-cpg); returns the portal link and the id. */
async function invite(admin: APIRequestContext, email: string) {
  const offered = await envelope<{ id: string; code: string; parentId: string | null }[]>(
    await admin.get('/api/v1/units/offered'),
  );
  const bri = offered.find((u) => u.code === 'BRI')!;
  const contacts = await envelope<{ id: string }[]>(await admin.get(`/api/v1/units/${bri.id}/contacts`));
  const data = await envelope<{ id: string }>(
    await admin.post('/api/v1/activations/invite', {
      data: { email, company_id: bri.parentId, division_id: bri.id, contacts: [contacts[0].id] },
    }),
  );
  return { id: data.id, email, url: `/Activation/Bristol/${encodeURIComponent(email)}/${data.id}` };
}

/** The customer fills the sample (and `extra`), signs and submits; returns the form number. */
async function submitAll(page: Page, extra: Record<string, string> = {}) {
  await fillVisible(page, { ...sample, ...extra });
  await adoptSignature(page, String(sample.signature));
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Activation Form Submitted' })).toBeVisible();
  return (await page.getByText(/^Form #: /).textContent())!.replace('Form #: ', '').trim();
}

/** The staff PDF of a submission as text (pdftotext -layout). */
async function pdfText(id: string): Promise<string> {
  const answer = await staff.get('/api/CustomerActivation/getPdf', { headers: { id } });
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/pdf');
  const file = join(mkdtempSync(join(tmpdir(), 'form-versions-')), 'form.pdf');
  writeFileSync(file, await answer.body());
  const out = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(out.status, out.stderr).toBe(0);
  return out.stdout;
}

test.beforeAll(async ({ playwright }) => {
  staff = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  expect((await (await apiLogin(staff, DEMO_USERS.superAdmin)).json()).success).toBe(true);
});

test.afterAll(async () => {
  // Leave the family as the other specs know it: the content published before this spec, published again.
  if (before) {
    const current = (await family()).versions.find((v) => v.status === 'published');
    if (current && current.id !== before.id)
      await envelope(await staff.post('/api/FormDefinition/rollback', { data: { id: before.id } }));
  }
  await staff.dispose();
});

test('a published version adds a required field to new invitations; an old one stays on its version', async ({
  page,
  browser,
  playwright,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const admin = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  expect((await (await apiLogin(admin, DEMO_USERS.admin)).json()).success).toBe(true);
  const stamp = Date.now();

  // 1. Link A, invited while the published version is the built-in content.
  const published = (await family()).versions.find((v) => v.status === 'published')!;
  before = { id: published.id, version: published.version };
  const linkA = await invite(admin, `versions-a-${stamp}@customer.test`);
  await page.goto(linkA.url);
  await expect(page.getByLabel(/^Company Name/)).toBeVisible();
  await expect(page.getByText(LABEL)).toHaveCount(0);
  // The customer starts: the draft is kept with the record (the portal saves it as they type).
  const draftSaved = page.waitForResponse((r) => r.url().endsWith('/api/CustomerActivation/setInviteDraft'));
  await page.getByLabel(/^Company Name/).fill(String(sample.companyName));
  expect((await (await draftSaved).json()).success).toBe(true);

  // 2. A super admin drafts the next version with a required text field and publishes it.
  const source = await envelope<FormVersion>(
    await staff.get(`/api/FormDefinition/getVersion?id=${published.id}`),
  );
  const draft = await envelope<{ id: string; version: number }>(
    await staff.post('/api/FormDefinition/createDraft', { data: { fromId: published.id } }),
  );
  const step = source.layout.elements.findIndex((s) =>
    s.elements.some((e) => e.type === 'Control' && e.scope === '/companyName'),
  );
  expect(step).toBeGreaterThanOrEqual(0);
  const content = withRequiredText(
    { schema: source.schema, uiSchema: source.uiSchema, layout: source.layout, defaults: source.defaults },
    step,
    FIELD,
    LABEL,
    REQUIRED,
  );
  const check = await envelope<{ valid: boolean; problems: unknown[] }>(
    await staff.post('/api/FormDefinition/checkDefinition', { data: content }),
  );
  expect(check).toEqual({ valid: true, problems: [] });
  await envelope(
    await staff.post('/api/FormDefinition/saveDraft', {
      data: { id: draft.id, ...content, note: 'e2e: purchase order contact' },
    }),
  );
  await envelope(await staff.post('/api/FormDefinition/publish', { data: { id: draft.id } }));
  const after = await family();
  expect(after.versions.find((v) => v.status === 'published')?.id).toBe(draft.id);

  // 3. Link B, invited on the new version: the field shows and is required (browser, then server).
  const linkB = await invite(admin, `versions-b-${stamp}@customer.test`);
  const customerB = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await customerB.goto(linkB.url);
  const field = customerB.getByLabel(new RegExp(`^${LABEL}`));
  await expect(field).toBeVisible();
  await fillVisible(customerB, sample);
  await adoptSignature(customerB, String(sample.signature));
  await customerB.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(customerB.getByText('Please fill out all required fields to continue')).toBeVisible();
  await expect(customerB.getByText(REQUIRED).first()).toBeVisible();
  await field.scrollIntoViewIfNeeded();
  await screenshots(customerB, 'form-versions-required');
  // The server refuses the same answers on link B's version (the browser is not the only check).
  const refused = await customerB.request.post('/api/CustomerActivation/setInvite', {
    data: { _id: linkB.id, email: linkB.email, data: sample },
  });
  expect((await refused.json()).success).toBe(false);
  await field.fill(VALUE);
  await customerB.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(customerB.getByRole('heading', { name: 'Activation Form Submitted' })).toBeVisible();
  const numberB = (await customerB.getByText(/^Form #: /).textContent())!.replace('Form #: ', '').trim();
  expect(numberB).not.toBe('');
  await customerB.close();

  // 4. Link A resumes on its own version in a fresh browser (the draft comes from the server): no new
  // field; it submits and is accepted.
  const resumed = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const customerA = await resumed.newPage();
  await customerA.goto(linkA.url);
  await expect(customerA.getByLabel(/^Company Name/)).toHaveValue(String(sample.companyName));
  await expect(customerA.getByText(LABEL)).toHaveCount(0);
  await screenshots(customerA, 'form-versions-old-link');
  const numberA = await submitAll(customerA);
  await resumed.close();
  expect(numberA).not.toBe(numberB);

  // Each PDF prints its own version's fields.
  const pdfA = await pdfText(linkA.id);
  // The PDF prints labels in capitals.
  expect(pdfA).toContain(String(sample.companyName));
  expect(pdfA).toContain('COMPANY NAME');
  expect(pdfA).not.toContain(LABEL.toUpperCase());
  expect(pdfA).not.toContain(VALUE);
  const pdfB = await pdfText(linkB.id);
  expect(pdfB).toContain(LABEL.toUpperCase());
  expect(pdfB).toContain(VALUE);

  // The console's details pages: A on version 1's fields, B with the new field and its value.
  await apiLogin(page.context().request, DEMO_USERS.admin);
  await page.goto(`/activations/details/${linkA.id}`);
  await expect(page.getByText(String(sample.companyName)).first()).toBeVisible();
  await expect(page.getByText(LABEL)).toHaveCount(0);
  await page.goto(`/activations/details/${linkB.id}`);
  await expect(page.getByText(LABEL, { exact: true })).toBeVisible();
  await expect(page.getByText(VALUE, { exact: true })).toBeVisible();
  await page.getByText(LABEL, { exact: true }).scrollIntoViewIfNeeded();
  await screenshots(page, 'form-versions-details-new');
  await admin.dispose();
});
