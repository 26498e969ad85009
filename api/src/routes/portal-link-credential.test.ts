/**
 * A credit-application link is the credential (moved from e2e portal-security.spec, docs/e2e-consolidation.md):
 * a wrong email, or another record's email, reads nothing of the record, and cannot write to it either.
 */
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { submissions } from '../db/schema';
import { createCompanyWithDivision, createSubmission } from '../test/factories';
import { portalTestApp } from '../test/portal-app';
import { createTestDb, type TestDatabase } from '../test/test-db';

let t: TestDatabase;
let app: ReturnType<typeof portalTestApp>;
let companyId: string;

beforeAll(async () => {
  t = await createTestDb();
  app = portalTestApp(t.db);
  const { company } = await createCompanyWithDivision(
    t.db,
    { code: 'CPL', name: 'Container Port L', onboardingEmail: 'onboarding@cpl.test', termsUrl: '' },
    { code: 'BRL', name: 'Bristol L', onboardingEmail: 'onboarding@brl.test', termsUrl: '' },
  );
  companyId = company.id;
});
afterAll(async () => {
  await t.close();
});

const application = (email: string, companyName: string) =>
  createSubmission(t.db, { companyId, formFamily: 'application-six-cpg', email, data: { companyName } });

describe('the application link as the credential', () => {
  it('a wrong email or another record’s email reads no record data', async () => {
    const other = await application('other@customer.test', 'OTHER CO');
    const mine = await application('mine@customer.test', 'MINE CO');
    for (const email of ['someone@else.test', 'mine@customer.test']) {
      const res = await request(app)
        .get('/api/Application/getInviteApplication')
        .set({ id: other.id, email })
        .expect(404);
      expect(res.body.success).toBe(false);
      const text = JSON.stringify(res.body);
      expect(text).not.toContain('other@customer.test');
      expect(text).not.toContain('OTHER CO');
      expect(res.body.data?._id).toBeUndefined();
    }
    await request(app)
      .get('/api/Application/getInviteApplication')
      .set({ id: mine.id, email: 'mine@customer.test' })
      .expect(200);
  });

  it('another record’s email cannot write to it', async () => {
    const other = await application('other2@customer.test', 'OTHER TWO');
    await application('mine2@customer.test', 'MINE TWO');
    const res = await request(app)
      .post('/api/Application/setInviteApplication')
      .send({ _id: other.id, email: 'mine2@customer.test', data: { companyName: 'INTRUDER' } });
    expect(res.body.success).toBe(false);
    const [row] = await t.db.select().from(submissions).where(eq(submissions.id, other.id));
    expect(JSON.stringify(row.data)).not.toContain('INTRUDER');
  });
});
