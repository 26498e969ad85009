/**
 * Link pages with their first view in the HTML (issue 17, link-pages.ts): the server reads the link's record
 * without recording an open and puts the built renderer's markup into the customer app's page; anything that
 * stops it sends the plain page. The renderer here is a module written for the test that reports what it was
 * given; the customer app's own renderer is tested in forms/src/server-view.test.tsx and, built, end to end.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import supertest from 'supertest';
import { createApp } from '../app';
import { testConfig } from '../config';
import { submissions } from '../db/schema';
import { createCompanyWithDivision, createSubmission, daysAgo, type UnitRow } from '../test/factories';
import { createTestDb, type TestDatabase } from '../test/test-db';

const INDEX =
  '<!doctype html><html><head><title>Credit Portal</title></head><body><div id="root"></div></body></html>';

function renderer(source: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cp-link-view-'));
  const file = path.join(dir, 'server-view.mjs');
  writeFileSync(file, source);
  return file;
}

/** Echoes what it renders, so the tests see the form, division and record the server handed it. */
const ECHO = renderer(
  `export const renderLinkPage = async (pathname, record) =>
     '<main data-path="' + pathname + '">' + record.form + ' ' + record.email + ' ' + record._id + ' ' + record.formKey +
     (record.definition ? ' with its form ' : ' without a form ') + record.unit.code + '</main>';`,
);
const THROWS = renderer(`export const renderLinkPage = async () => { throw new Error('render failed'); };`);
/** A view the app draws alone (the welcome page, a submitted view). */
const LEAVES = renderer(`export const renderLinkPage = async () => undefined;`);

describe('link pages with their first view (issue 17)', () => {
  let t: TestDatabase;
  let units: { company: UnitRow; division: UnitRow };
  const forms = mkdtempSync(path.join(tmpdir(), 'cp-link-forms-'));
  writeFileSync(path.join(forms, 'index.html'), INDEX);
  const admin = mkdtempSync(path.join(tmpdir(), 'cp-link-admin-'));
  writeFileSync(path.join(admin, 'index.html'), '<html>ADMIN</html>');
  const appWith = (formsServerView?: string) =>
    createApp(
      { db: t.db, config: testConfig(), logger: pino({ level: 'silent' }) },
      { frontEndDirs: { formsDist: forms, adminDist: admin, formsServerView } },
    );

  beforeAll(async () => {
    t = await createTestDb();
    units = await createCompanyWithDivision(
      t.db,
      { code: 'LPC' },
      { code: 'LPD', prefix: 'LPD', counter: 1 },
    );
  });
  afterAll(() => t.close());

  const invite = (form: 'customer-activation' | 'credit-application', values = {}) =>
    createSubmission(t.db, {
      companyId: units.company.id,
      divisionId: units.division.id,
      form,
      email: 'buyer@customer.test',
      ...values,
    });
  const opened = async (id: string) =>
    (await t.db.select().from(submissions).where(eq(submissions.id, id)))[0].applicationOpened;

  it('puts the rendered activation page into the HTML, without recording an open', async () => {
    const row = await invite('customer-activation');
    const res = await supertest(appWith(ECHO)).get(`/Activation/LPD/buyer%40customer.test/${row.id}`);
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/html');
    expect(res.text).toContain(
      `<div id="root"><main data-path="/Activation/LPD/buyer%40customer.test/${row.id}">customer-activation buyer@customer.test ${row.id} activation-cpg with its form LPD</main></div>`,
    );
    // The record is the customer's: no shared cache keeps the page; the customer pages' policy still applies.
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).not.toContain('unsafe-eval');
    // A mail scanner fetching the URL is not the customer: the app's own load records the open.
    expect(await opened(row.id)).toBeNull();
  });

  it('renders a credit application link, whatever the case of its path', async () => {
    const row = await invite('credit-application');
    const res = await supertest(appWith(ECHO)).get(`/apply/LPD/Buyer@Customer.test/${row.id}/`);
    expect(res.text).toContain(
      `<main data-path="/apply/LPD/Buyer@Customer.test/${row.id}/">credit-application buyer@customer.test ${row.id} application-six with its form LPD</main>`,
    );
  });

  it('sends the plain page for a refused link (the app shows the expired page)', async () => {
    const old = await invite('customer-activation', { addDate: daysAgo(31) });
    const other = await invite('customer-activation');
    const app = appWith(ECHO);
    for (const url of [
      `/Activation/LPD/buyer@customer.test/${old.id}`, // older than 30 days
      `/Activation/LPD/someone@else.test/${other.id}`, // not the email it was sent to
      `/Apply/LPD/buyer@customer.test/${other.id}`, // an activation's id on the application page
      `/Activation/LPD/buyer@customer.test/not-an-id`,
    ]) {
      const res = await supertest(app).get(url);
      expect(res.status, url).toBe(200);
      expect(res.text, url).toBe(INDEX);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('sends the plain page for a view the app draws alone, or when the renderer fails or was not built', async () => {
    const row = await invite('customer-activation');
    const url = `/Activation/LPD/buyer@customer.test/${row.id}`;
    for (const app of [
      appWith(LEAVES),
      appWith(THROWS),
      appWith(path.join(forms, 'missing.mjs')),
      appWith(undefined),
    ]) {
      const res = await supertest(app).get(url);
      expect(res.status).toBe(200);
      expect(res.text).toBe(INDEX);
    }
  });

  it('leaves the other customer pages as they are', async () => {
    const res = await supertest(appWith(ECHO)).get('/login');
    expect(res.text).toBe(INDEX);
  });
});
