/**
 * CSV exports through HTTP (README 'Exports'): each list's header row as the console names it and the rows
 * its list route shows for the same query; formula cells neutralised; access as the list's own.
 */
import { parse } from 'csv-parse/sync';
import { EXPORT_UNKNOWN_LIST } from '@cp/schemas/messages/exports';
import { EMAIL_LOG_ACCESS_DENIED } from '@cp/schemas/messages/documents';
import { createTestApp, createTestUser, signedInAgent, type TestApp } from '../auth/testing';
import { createSubmission, createUnit } from '../test/factories';
import type { Agent } from '../test/test-world';

let t: TestApp;
let superAgent: Agent;
let readerAgent: Agent;
let companyId: string;
let hiddenId: string;

const csv = (text: string) => parse(text, { relax_column_count: false }) as string[][];
const filterOf = (f: object) => encodeURIComponent(JSON.stringify(f));

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.ctx;
  const company = await createUnit(db, { name: '=HYPERLINK("http://evil.example")' });
  const hidden = await createUnit(db, { name: 'Hidden Co' });
  companyId = company.id;
  hiddenId = hidden.id;
  const facts = [
    { legalName: '=1+1', contactName: '+SUM(A1)' },
    { legalName: '-2+3', contactName: '@cmd' },
    { legalName: '\tTabbed', contactName: ' =1+1' },
    { legalName: 'Plain Freight', contactName: 'Jane Doe' },
  ];
  for (const [i, f] of facts.entries())
    await createSubmission(db, {
      companyId,
      status: 'NEW',
      applicationNumber: `EXP${i}`,
      data: { companyName: f.legalName, companyContact: f.contactName },
      amountReq: '25000',
      signatureDate: new Date('2026-03-04T15:00:00Z'),
    });
  await createSubmission(db, { companyId: hiddenId, status: 'NEW', applicationNumber: 'HID1' });
  const staff = async (security: 'READ ONLY' | 'SUPER ADMIN', unitIds: string[]) =>
    signedInAgent(t.app, (await createTestUser(db, { security, unitIds })).email);
  [superAgent, readerAgent] = await Promise.all([staff('SUPER ADMIN', []), staff('READ ONLY', [companyId])]);
});
afterAll(() => t.close());

describe('GET /api/v1/exports/:list.csv', () => {
  it('writes the applications the list shows for the same filter, headed as the console names the columns', async () => {
    const filter = filterOf({ status: 'NEW', unitId: companyId });
    const listed = await superAgent.get(`/api/v1/applications?filter=${filter}&range=[0,99]`).expect(200);
    const res = await superAgent.get(`/api/v1/exports/applications.csv?filter=${filter}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = csv(res.text);
    expect(header.slice(0, 6)).toEqual([
      'Date',
      'Application #',
      'Company Name',
      'Company | Division',
      'Contact Name',
      'Email',
    ]);
    const numbers = (listed.body as Array<{ applicationNumber: string }>).map((r) => r.applicationNumber);
    expect(rows.map((r) => r[1])).toEqual(numbers);
    expect(numbers).toHaveLength(4);
    const plain = rows.find((r) => r[1] === 'EXP3')!;
    expect(plain[header.indexOf('Amount Requested')]).toBe('$25,000');
    expect(plain[header.indexOf('Date Received')]).toBe('03/04/2026');
  });

  it('neutralises formula cells: = + - @, tab and a leading space start with a quote', async () => {
    const filter = filterOf({ status: 'NEW', unitId: companyId });
    const res = await superAgent.get(`/api/v1/exports/applications.csv?filter=${filter}`).expect(200);
    const [header, ...rows] = csv(res.text);
    const cells = rows.flatMap((r) => [r[header.indexOf('Company Name')], r[header.indexOf('Contact Name')]]);
    expect(cells).toEqual(
      expect.arrayContaining([
        "'=1+1",
        "'+SUM(A1)",
        "'-2+3",
        "'@cmd",
        "'\tTabbed",
        "' =1+1",
        'Plain Freight',
      ]),
    );
    for (const cell of rows.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r ]/);
    expect(rows[0][header.indexOf('Company | Division')]).toBe(`'=HYPERLINK("http://evil.example")`);
  });

  it('shows a Read Only user only the units they may see', async () => {
    const res = await readerAgent.get(
      `/api/v1/exports/applications.csv?filter=${filterOf({ status: 'NEW' })}`,
    );
    expect(res.status).toBe(200);
    const numbers = csv(res.text)
      .slice(1)
      .map((r) => r[1]);
    expect(numbers).toHaveLength(4);
    expect(numbers).not.toContain('HID1');
    const companies = csv(
      (await readerAgent.get('/api/v1/exports/companies.csv?filter={"status":"All"}')).text,
    );
    expect(companies.slice(1).map((r) => r[0])).toEqual([`'=HYPERLINK("http://evil.example")`]);
  });

  it('refuses a list the user may not read (403), an unknown list (404) and a bad filter (400)', async () => {
    const denied = await readerAgent.get('/api/v1/exports/email-log.csv').expect(403);
    expect(denied.body.message).toBe(EMAIL_LOG_ACCESS_DENIED);
    const unknown = await superAgent.get('/api/v1/exports/payroll.csv').expect(404);
    expect(unknown.body.message).toBe(EXPORT_UNKNOWN_LIST);
    await superAgent.get('/api/v1/exports/applications.json').expect(404);
    const bad = await superAgent.get('/api/v1/exports/applications.csv?filter={"status":').expect(400);
    expect(bad.body.message).toMatch(/^The request is not valid/);
    await superAgent.get('/api/v1/exports/references.csv').expect(400);
  });

  it('exports every list with its console header', async () => {
    const heads: Record<string, string> = {
      activations: 'Date,C.A.F #',
      users: 'First Name,Last Name,Email,Status',
      companies: 'Name,Code,Status',
      divisions: 'Name,Company,Code',
      'email-log': 'Recipient,Subject,Unit,Application / activation,Status,Attempts,Time',
      customers: 'Legal name,Tax id,DUNS,Customer codes,Submissions,Group',
      reviews: 'Customer,Review due,Status,Why,Approved at,Last approval',
    };
    for (const [list, head] of Object.entries(heads)) {
      const res = await superAgent.get(`/api/v1/exports/${list}.csv`);
      expect(res.status, list).toBe(200);
      expect(res.text.split('\n')[0].startsWith(head), `${list}: ${res.text.split('\n')[0]}`).toBe(true);
    }
  });

  it('lists the users the console filter shows, by the same filter', async () => {
    const res = await superAgent
      .get(`/api/v1/exports/users.csv?filter=${filterOf({ active: 'All', q: 'SUPER' })}`)
      .expect(200);
    expect(csv(res.text).length).toBeGreaterThanOrEqual(1);
  });
});
