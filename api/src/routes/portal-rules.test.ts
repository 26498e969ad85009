/**
 * The §5 rule table of the forms engine (schemas/src/forms/rule-rows.ts) through the submit calls: the
 * server answers 400 with the row's message on the row's path. The submit routes validate with the same
 * engine as schemas' rules.test.ts, which runs every row; here each message of the table goes through
 * HTTP once, with a failing and a passing row of each form and every row that needs an upload first
 * (README 'Testing': the rule table runs once per engine, not once per caller).
 */
import request from 'supertest';
import { FILL_REQUIRED_FIELDS } from '@cp/schemas/messages/portal';
import { RULE_ROWS, rowData, type RuleRow } from '@cp/schemas/forms/rule-rows';
import { samplePdf } from '../test/documents';
import { createSubmission, createUnit } from '../test/factories';
import { portalTestApp } from '../test/portal-app';
import { createTestDb, type TestDatabase } from '../test/test-db';

let t: TestDatabase;
let app: ReturnType<typeof portalTestApp>;
let companyId: string;
/** One open record per form key, replaced after a row's data is accepted (the record is then submitted). */
const openRecords = new Map<string, string>();

const EMAIL = 'rules@example.test';

beforeAll(async () => {
  t = await createTestDb();
  app = portalTestApp(t.db);
  companyId = (await createUnit(t.db, { code: 'RULES' })).id;
});
afterAll(async () => {
  await t.close();
});

async function openRecordFor(row: RuleRow): Promise<string> {
  const existing = openRecords.get(row.key);
  if (existing) return existing;
  const form = row.key.startsWith('activation') ? 'customer-activation' : 'credit-application';
  const { id } = await createSubmission(t.db, { form, formFamily: row.key, companyId, email: EMAIL });
  openRecords.set(row.key, id);
  return id;
}

async function submitThroughLink(row: RuleRow) {
  const id = await openRecordFor(row);
  const data = rowData(row);
  if (row.given?.['/tradeReferencesFileName']) {
    // Only an upload sets the file name on the server (a client cannot name a file it did not upload).
    const upload = await request(app)
      .post('/api/application/setInviteTradeReferences')
      .set({ id, email: EMAIL })
      .field('Application_id', id)
      .field('email', EMAIL)
      .attach('TradeReferenceDocument', samplePdf(), 'references.pdf')
      .expect(200);
    data.tradeReferencesFileName = upload.body.data.tradeReferencesFileName;
  }
  const body = { _id: id, email: EMAIL, data };
  const res = row.key.startsWith('activation')
    ? await request(app).post('/api/CustomerActivation/setInvite').send(body)
    : await request(app)
        .post('/api/Application/setInviteApplication')
        .send({ ...body, submit: true });
  if (res.status === 200) openRecords.delete(row.key);
  return res;
}

/** Each message once, a failing and a passing row of each form, and the rows that need an upload. */
function rowsThroughHttp(): RuleRow[] {
  const seen = new Set<string>();
  return RULE_ROWS.filter((row) => {
    const keys = [
      `message ${row.message}`,
      `${row.key} ${row.message === null ? 'passes' : 'fails'}`,
      ...(row.given?.['/tradeReferencesFileName'] ? [`upload ${row.key} ${row.path}`] : []),
    ];
    const fresh = keys.filter((k) => !seen.has(k));
    for (const k of fresh) seen.add(k);
    return fresh.length > 0;
  });
}

describe('customer-portal.md §5 rules, answered by the server', () => {
  it('goes through HTTP with every message of the table', () => {
    const through = rowsThroughHttp();
    expect(new Set(through.map((r) => r.message))).toEqual(new Set(RULE_ROWS.map((r) => r.message)));
    expect(new Set(through.map((r) => r.key))).toEqual(new Set(RULE_ROWS.map((r) => r.key)));
  });

  it.each(
    rowsThroughHttp().map((row) => [row.key, row.path, JSON.stringify(row.value), row.message, row] as const),
  )('%s %s = %s -> %s', async (_key, _path, _value, message, row) => {
    const res = await submitThroughLink(row);
    if (message === null) {
      expect(res.body.errors?.[row.path]).toBeUndefined();
      return;
    }
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(FILL_REQUIRED_FIELDS);
    expect(res.body.errors[row.path]).toBe(message);
  });
});
