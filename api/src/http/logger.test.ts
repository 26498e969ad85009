/**
 * The log of a full flow holds no secret: staff sign-in (password, tokens, cookies), a customer link
 * (its email and id in the path, the query and headers), a portal save and submit with bank account,
 * tax id and DUNS, and a database error quoting the row being written.
 */
import { sql } from 'drizzle-orm';
import supertest from 'supertest';
import { sampleFor } from '@cp/schemas/forms/samples';
import { createApp } from '../app';
import { createTestUser, TEST_PASSWORD } from '../auth/testing';
import { testConfig } from '../config';
import { createCompanyWithDivision, createContact, createSubmission } from '../test/factories';
import { TEST_ORIGIN } from '../test/portal-app';
import { createTestDb, type TestDatabase } from '../test/test-db';
import { createLogger } from './logger';
import { SENSITIVE_FORM_FIELDS } from './redact';

const KEY = 'application-eight';
const EMAIL = 'Secret.Customer+ap@example.test';

/** Every string or number under one of the sensitive keys, however deep. */
function sensitiveValues(value: unknown, found: string[] = []): string[] {
  if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      if (SENSITIVE_FORM_FIELDS.includes(k) && (typeof v === 'string' || typeof v === 'number'))
        found.push(String(v), String(v).replace(/\D/g, ''));
      else sensitiveValues(v, found);
    }
  return found;
}

describe('server log redaction', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(() => t.close());

  it('greps a full flow for secrets and finds none', async () => {
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
    const app = createApp(
      { db: t.db, config: testConfig({ publicOrigin: TEST_ORIGIN }), logger },
      { frontEndDirs: { formsDist: '/nonexistent/forms', adminDist: '/nonexistent/admin' } },
    );
    const units = await createCompanyWithDivision(t.db, { code: 'LGX' }, { code: 'LGD', prefix: 'LGD' });
    const contact = await createContact(t.db, units.division.id, { name: 'Ann', email: 'ann@staff.test' });
    const staff = await createTestUser(t.db, { email: 'staff.member@example.test' });

    // Staff: password in a body, tokens as Bearer, cookies and a refresh token in a body.
    const login = await supertest(app)
      .post('/api/User/login')
      .send({ email: staff.email, password: TEST_PASSWORD });
    const { token, refreshToken } = login.body as { token: string; refreshToken: string };
    await supertest(app).get('/api/User/getUserById').set('Authorization', `Bearer ${token}`).expect(200);
    await supertest(app).get('/api/User/getUserById').set('Cookie', `ca-access=${token}`).expect(200);
    const refreshed = await supertest(app).post('/api/User/refreshToken').send({ refreshToken }).expect(200);

    // The customer's link, opened and used as the portal does.
    const invited = () =>
      createSubmission(t.db, {
        formFamily: KEY,
        companyId: units.company.id,
        divisionId: units.division.id,
        email: EMAIL,
        contacts: [contact.id],
      });
    const s = await invited();
    await supertest(app).get(`/Apply/LGD/${EMAIL}/${s.id}`);
    await supertest(app).get(`/Apply/LGD/${encodeURIComponent(EMAIL)}/${s.id}?utm=x`);
    await supertest(app)
      .get('/api/Application/getInviteApplication')
      .set('id', s.id)
      .set('email', EMAIL)
      .expect(200);
    await supertest(app)
      .get(`/api/Application/getInviteApplication?id=${s.id}&email=${encodeURIComponent(EMAIL)}`)
      .expect(200);
    const data = sampleFor(KEY);
    await supertest(app)
      .post('/api/Application/setInviteApplication')
      .send({ _id: s.id, email: EMAIL, data })
      .expect(200);
    await supertest(app)
      .post('/api/Application/setInviteApplication')
      .send({ _id: s.id, email: EMAIL, data, submit: true })
      .expect(200);

    // A database error whose message quotes the row being written, as constraint errors do.
    const failing = await invited();
    await t.db.execute(sql`
      create function refuse_write() returns trigger language plpgsql as $$
      begin raise exception 'refused row: %', new.data::text; end $$`);
    await t.db.execute(sql`
      create trigger refuse_write before update on submissions for each row
      when (new.id = ${sql.raw(`'${failing.id}'`)}) execute function refuse_write()`);
    await supertest(app)
      .post('/api/Application/setInviteApplication')
      .send({ _id: failing.id, email: EMAIL, data })
      .expect(500);

    const log = lines.join('');
    // The flow was logged: request lines with their paths, and the database error with the row.
    expect(log).toContain('/Apply/LGD/[redacted]/[redacted]');
    expect(log).toContain('refused row');
    expect(log).toContain('"statusCode":500');
    const secrets = [
      EMAIL,
      encodeURIComponent(EMAIL),
      EMAIL.toLowerCase(),
      staff.email,
      `/${s.id}`,
      `id=${s.id}`,
      TEST_PASSWORD,
      token,
      refreshToken,
      refreshed.body.token as string,
      refreshed.body.refreshToken as string,
      ...sensitiveValues(data),
    ];
    expect(sensitiveValues(data).length).toBeGreaterThanOrEqual(4);
    expect(secrets.filter((secret) => log.includes(secret))).toEqual([]);
  });
});
