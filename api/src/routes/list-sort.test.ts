/**
 * Every console list checks its sort field against the columns it can be ordered by (the one helper,
 * simpleRestQuerySchema in schemas/src/contracts/simple-rest.ts): a field that is not one of them, an
 * Object.prototype name included, answers 400, never a 500 and never a silently ignored sort.
 */
import supertest from 'supertest';
import { createTestApp, createTestUser, signedInAgent, type TestApp } from '../auth/testing';

let t: TestApp;
let agent: ReturnType<typeof supertest.agent>;

beforeAll(async () => {
  t = await createTestApp();
  agent = await signedInAgent(t.app, (await createTestUser(t.ctx.db, { security: 'SUPER ADMIN' })).email);
});
afterAll(() => t.close());

/** Each console list and a sort the console sends to it. */
const LISTS: Array<[string, string]> = [
  ['/api/v1/activations', 'addDate'],
  ['/api/v1/applications', 'addDate'],
  ['/api/v1/companies', 'name'],
  ['/api/v1/divisions', 'name'],
  ['/api/v1/email-log', 'createdAt'],
  ['/api/v1/esign-failures', 'createdAt'],
];
const HOSTILE = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'password', ''];

const list = (path: string, field: string, order = 'DESC') =>
  agent.get(path).query({ sort: JSON.stringify([field, order]), range: '[0,9]' });

describe.each(LISTS)('GET %s', (path, field) => {
  it(`sorts by ${field} and by id (react-admin's default field)`, async () => {
    for (const f of [field, 'id']) {
      const res = await list(path, f);
      expect(res.status, res.text).toBe(200);
      expect(res.headers['content-range']).toMatch(/^\S+ \d+--?\d+\/\d+$/);
    }
  });

  it.each(HOSTILE)('answers 400 to the sort field %j', async (hostile) => {
    const res = await list(path, hostile);
    expect(res.status, res.text).toBe(400);
    expect(res.body).toMatchObject({ success: false });
    expect(res.body.message).toMatch(/^The request is not valid\. sort/);
  });

  it('answers 400 to a sort order that is neither ASC nor DESC', async () => {
    expect((await list(path, field, '__proto__')).status).toBe(400);
  });
});
