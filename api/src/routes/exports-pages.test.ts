/**
 * CSV exports read page after page (README 'Exports'): with two rows per page, every list's export holds the
 * rows its list route answers for the same filters, in the same order, across page ends that fall inside runs
 * of equal sort keys (the same date to the microsecond, no date, the same name), and byte for byte the file a
 * single page writes; a client that goes away mid-file stops the reads. On PostgreSQL (this project) the
 * unbounded lists run in a worker thread (exports/in-worker.ts), so these rows are the worker's.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import supertest from 'supertest';
import { createTestApp, createTestUser, signedInAgent, TEST_PASSWORD, type TestApp } from '../auth/testing';
import { rows } from '../customers/db';
import { emailMessages, referenceRequests } from '../db/schema';
import { EXPORTS } from '../exports/lists';
import { exportPaging } from '../exports/pages';
import { createSubmission, createUnit } from '../test/factories';
import type { Agent } from '../test/test-world';

let t: TestApp;
let agent: Agent;
let submissionId: string;
let email: string;

const csv = (text: string) => parse(text, { relax_column_count: false }) as string[][];
const q = (o: object) => encodeURIComponent(JSON.stringify(o));
/** Exported data rows (no header) as the export writes them. */
const exported = async (path: string) => csv((await agent.get(path).expect(200)).text).slice(1);

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.ctx;
  const company = await createUnit(db, { name: 'Pages Co' });
  for (let i = 0; i < 3; i++) await createUnit(db, { name: 'Same Division', parentId: company.id });
  for (let i = 0; i < 4; i++) await createUnit(db, { name: `Same Company` });
  const same = new Date('2026-03-04T15:00:00Z');
  const made = [];
  // Applications under NEW sort by date received: seven on one instant, two without one, three apart.
  for (let i = 0; i < 12; i++)
    made.push(
      await createSubmission(db, {
        companyId: company.id,
        status: i % 4 === 3 ? 'APPROVED' : 'NEW',
        applicationNumber: `PG${i}`,
        signatureDate: i < 7 ? same : i < 9 ? null : new Date(same.getTime() - i * 86_400_000),
        approvedOrDeniedDate: i % 4 === 3 ? same : null,
        amountReq: String(1000 + i),
      }),
    );
  // Activations sort by the date sent: five on one instant.
  for (let i = 0; i < 5; i++)
    await createSubmission(db, {
      companyId: company.id,
      form: 'customer-activation',
      status: 'NEW',
      applicationNumber: `PGA${i}`,
      addDate: same,
    });
  // The same instant to the microsecond, which a JavaScript Date cannot hold: the keyset must not lose it.
  await db.execute(
    sql`update submissions set signature_date = '2026-03-04 15:00:00.123456+00' where application_number in ('PG0', 'PG1', 'PG2')`,
  );
  submissionId = made[0].id;
  for (let i = 0; i < 5; i++)
    await createTestUser(db, { firstName: 'Same', lastName: 'Name', email: `same${i}@pages.test` });
  for (let i = 0; i < 7; i++)
    await db.insert(emailMessages).values({
      payload: {},
      template: 'application-receipt',
      toAddress: `buyer${i}@pages.test`,
      subject: i % 2 ? 'Same subject' : `Subject ${i}`,
      status: 'sent',
      createdAt: same,
      sentAt: i < 3 ? null : same,
    });
  // Customers named alike (ties on the name), each linked to a live application; reviews due on one day.
  for (const [i, row] of made.slice(0, 7).entries()) {
    const [{ id }] = await rows<{ id: string }>(
      db,
      sql`insert into customer_entities (legal_name, next_review_on, review_reason)
          values (${i < 5 ? 'Same Customer' : `Customer ${i}`}, ${i < 6 ? '2026-06-01' : '2026-07-01'}, 'approval')
          returning id`,
    );
    await db.execute(
      sql`insert into customer_links (submission_id, entity_id, matched_on) values (${row.id}, ${id}, 'tax-id')`,
    );
  }
  for (let i = 0; i < 5; i++)
    await db.insert(referenceRequests).values({
      submissionId,
      kind: i ? 'trade' : 'bank',
      position: i ? i - 1 : null,
      company: `Reference ${i}`,
      email: `ref${i}@pages.test`,
    });
  ({ email } = await createTestUser(db, { security: 'SUPER ADMIN' }));
  agent = await signedInAgent(t.app, email);
});
afterEach(() => {
  exportPaging.pageSize = 1000;
});
afterAll(() => t.close());

/** Each list: its export path and list route for the same filters, and the identity of a row on both. */
const cases: {
  list: string;
  query: string;
  route: string;
  listed: (body: unknown) => string[];
  column: number;
}[] = [
  ...['NEW', 'REVIEWED'].map((status) => ({
    list: 'applications',
    query: `filter=${q({ status })}`,
    route: `/api/v1/applications?filter=${q({ status })}&range=[0,999]`,
    listed: (b: unknown) => (b as { applicationNumber: string }[]).map((r) => r.applicationNumber),
    column: 1,
  })),
  {
    list: 'activations',
    query: `filter=${q({ status: 'NEW' })}`,
    route: `/api/v1/activations?filter=${q({ status: 'NEW' })}&range=[0,999]`,
    listed: (b) => (b as { applicationNumber: string }[]).map((r) => r.applicationNumber),
    column: 1,
  },
  {
    list: 'users',
    query: `filter=${q({ active: 'All' })}`,
    route: '/api/User/getUserList',
    listed: (b) => (b as { data: { email: string; active: boolean }[] }).data.map((u) => u.email),
    column: 2,
  },
  ...['companies', 'divisions'].map((list) => ({
    list,
    query: `filter=${q({ status: 'All' })}`,
    route: `/api/v1/${list}?filter=${q({ status: 'All' })}&range=[0,999]`,
    listed: (b: unknown) => (b as { code: string }[]).map((u) => u.code),
    column: list === 'companies' ? 1 : 2,
  })),
  ...[
    ['createdAt', 'DESC'],
    ['sentAt', 'ASC'],
    ['sentAt', 'DESC'],
    ['subject', 'ASC'],
  ].map((sort) => ({
    list: 'email-log',
    query: `sort=${q(sort)}`,
    route: `/api/v1/email-log?sort=${q(sort)}&range=[0,99]`,
    listed: (b: unknown) => (b as { toAddress: string }[]).map((r) => r.toAddress),
    column: 0,
  })),
  {
    list: 'customers',
    query: '',
    route: '/api/v1/customers?page=1&perPage=100',
    listed: (b) => (b as { data: { rows: { legalName: string }[] } }).data.rows.map((r) => r.legalName),
    column: 0,
  },
  {
    list: 'reviews',
    query: '',
    route: '/api/v1/reviews?page=1&perPage=100',
    listed: (b) => (b as { data: { rows: { legalName: string }[] } }).data.rows.map((r) => r.legalName),
    column: 0,
  },
  {
    list: 'references',
    query: 'submissionId=',
    route: '/api/v1/submissions/:id/references',
    listed: (b) => (b as { data: { requests: { company: string }[] } }).data.requests.map((r) => r.company),
    column: 0,
  },
];

describe('exports read page after page', () => {
  it.each(cases)('$list ($query): the list route’s rows, in its order, across pages', async (c) => {
    const query = c.list === 'references' ? `${c.query}${submissionId}` : c.query;
    const route = c.route.replace(':id', submissionId);
    const path = `/api/v1/exports/${c.list}.csv?${query}`;
    const whole = await exported(path);
    exportPaging.pageSize = 2;
    const paged = await exported(path);
    expect(paged).toEqual(whole);
    const listed = c.listed((await agent.get(route).expect(200)).body);
    expect(paged.map((r) => r[c.column])).toEqual(listed);
    // More rows than a page, so that page ends were crossed.
    expect(paged.length, c.list).toBeGreaterThan(c.list === 'references' ? 4 : 2);
  });

  // In the web process: PGlite's path (and the lists read whole). The worker thread's: exports/in-worker.test.ts.
  it('stops reading pages when the client goes away mid-file (in the web process)', async () => {
    exportPaging.pageSize = 1;
    const { databaseUrl } = t.ctx.config;
    t.ctx.config.databaseUrl = undefined;
    const list = EXPORTS.applications;
    const original = list.pages.bind(list);
    let read = 0;
    let closed = false;
    list.pages = async function* (o) {
      try {
        for await (const page of original(o)) {
          read += 1;
          await new Promise((r) => setTimeout(r, 30));
          yield page;
        }
      } finally {
        closed = true;
      }
    };
    try {
      const server = t.app.listen(0);
      const { port } = server.address() as AddressInfo;
      const login = await supertest(t.app).post('/api/User/login').send({ email, password: TEST_PASSWORD });
      const cookie = (login.headers['set-cookie'] as unknown as string[])
        .map((c) => c.split(';')[0])
        .join('; ');
      await new Promise<void>((resolve, reject) => {
        const req = http.get(
          {
            port,
            path: `/api/v1/exports/applications.csv?filter=${q({ status: 'NEW' })}`,
            headers: { cookie },
          },
          (res) => {
            expect(res.statusCode).toBe(200);
            res.once('data', () => {
              req.destroy();
              resolve();
            });
          },
        );
        req.on('error', (e: NodeJS.ErrnoException) => (e.code === 'ECONNRESET' ? undefined : reject(e)));
      });
      await new Promise((r) => setTimeout(r, 300));
      const after = read;
      await new Promise((r) => setTimeout(r, 300));
      expect(closed).toBe(true);
      expect(read).toBe(after);
      expect(read).toBeLessThan(9);
      server.close();
    } finally {
      list.pages = original;
      t.ctx.config.databaseUrl = databaseUrl;
    }
  });
});
