/** GET getInvite / getInviteApplication: the contract, and the link as the only credential. */
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { linkInvalid } from '@cp/schemas/messages/portal';
import { submissions } from '../db/schema';
import { createCompanyWithDivision, createSubmission, daysAgo } from '../test/factories';
import { portalTestApp } from '../test/portal-app';
import { createTestDb, type TestDatabase } from '../test/test-db';

let t: TestDatabase;
let app: ReturnType<typeof portalTestApp>;
let company: Awaited<ReturnType<typeof createCompanyWithDivision>>['company'];
let division: Awaited<ReturnType<typeof createCompanyWithDivision>>['division'];

const SECRET_COMPANY = 'HIDDEN FREIGHT LLC';
const ACTIVATION = '/api/CustomerActivation/getInvite';
const APPLICATION = '/api/Application/getInviteApplication';

beforeAll(async () => {
  t = await createTestDb();
  app = portalTestApp(t.db);
  ({ company, division } = await createCompanyWithDivision(
    t.db,
    {
      code: 'CPX',
      name: 'Container Port X',
      onboardingEmail: 'onboarding@cpx.test',
      termsUrl: 'https://cpx.test/t',
    },
    {
      code: 'BRX',
      name: 'Bristol X',
      onboardingEmail: 'onboarding@brx.test',
      termsUrl: '',
      theme: { primary: '#0a0' },
    },
  ));
});
afterAll(async () => {
  await t.close();
});

const activation = (values: Partial<Parameters<typeof createSubmission>[1]> = {}) =>
  createSubmission(t.db, {
    form: 'customer-activation',
    formFamily: 'activation-cpg',
    companyId: company.id,
    divisionId: division.id,
    email: 'Buyer@Example.test',
    data: { companyName: SECRET_COMPANY },
    ...values,
  });

const open = (path: string, id: string, email: string) => request(app).get(path).set({ id, email });

describe('GET /api/CustomerActivation/getInvite', () => {
  it('answers the record, its form key and its unit, and records the first open', async () => {
    const s = await activation({});
    const res = await open(ACTIVATION, s.id, 'buyer@example.test').expect(200);
    expect(res.body).toMatchObject({
      success: true,
      data: {
        _id: s.id,
        email: 'Buyer@Example.test',
        status: 'SENT',
        applicationNumber: null,
        formKey: 'activation-cpg',
        data: { companyName: SECRET_COMPANY },
        submitted: false,
        unit: {
          name: 'Bristol X',
          code: 'BRX',
          kind: 'division',
          theme: { primary: '#0a0' },
          onboardingEmail: 'onboarding@brx.test',
          // A division's terms link is its own: none here, although its company has one (§9 MiddleBay).
          termsUrl: '',
          companyCode: 'CPX',
        },
      },
    });
    const [row] = await t.db.select().from(submissions).where(eq(submissions.id, s.id));
    expect(row.applicationOpened).toBeInstanceOf(Date);

    const again = await open(ACTIVATION, s.id, 'BUYER@example.test ').expect(200);
    expect(again.body.data.applicationOpened).toBe(row.applicationOpened!.toISOString());
  });

  it('opens a submitted record read-only, even after 30 days', async () => {
    const s = await activation({ status: 'NEW', applicationNumber: 'BRX77', addDate: daysAgo(45) });
    const res = await open(ACTIVATION, s.id, 'buyer@example.test').expect(200);
    expect(res.body.data).toMatchObject({ submitted: true, status: 'NEW', applicationNumber: 'BRX77' });
  });

  it('still opens an unsubmitted invite after 29 days', async () => {
    const s = await activation({ addDate: daysAgo(29) });
    await open(ACTIVATION, s.id, 'buyer@example.test').expect(200);
  });
});

describe('a link that does not open', () => {
  const expectRefused = (body: Record<string, unknown>, onboardingEmail: string) => {
    expect(body).toMatchObject({ success: false, message: linkInvalid(onboardingEmail) });
    const text = JSON.stringify(body);
    expect(text).not.toContain(SECRET_COMPANY);
    expect(text.toLowerCase()).not.toContain('buyer@example.test');
    expect(text).not.toContain('applicationNumber');
  };

  it.each([
    ['a wrong email', async () => (await activation({})).id, 'someone@else.test'],
    ['no email', async () => (await activation({})).id, ''],
    [
      'an invite sent 31 days ago',
      async () => (await activation({ addDate: daysAgo(31) })).id,
      'buyer@example.test',
    ],
    [
      'a drafted invite 31 days old',
      async () => (await activation({ status: '', addDate: daysAgo(31) })).id,
      'buyer@example.test',
    ],
    ['a deleted record', async () => (await activation({ deleteDate: new Date() })).id, 'buyer@example.test'],
  ])(
    '%s answers 404 with the division onboarding email and no record data',
    async (_label, makeId, email) => {
      const id = await makeId();
      const res = await open(ACTIVATION, id, email).expect(404);
      expectRefused(res.body, 'onboarding@brx.test');
      expect(res.body.data).toEqual({
        reason: 'link-invalid',
        onboardingEmail: 'onboarding@brx.test',
        theme: { primary: '#0a0' },
        unit: expect.objectContaining({ code: 'BRX', onboardingEmail: 'onboarding@brx.test' }),
      });
      const [row] = await t.db.select().from(submissions).where(eq(submissions.id, id));
      expect(row.applicationOpened).toBeNull();
    },
  );

  it.each([
    ['an unknown id', '3f1b2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d'],
    ['a non-uuid id', 'not-a-uuid'],
    ['an injection attempt', "' or 1=1 --"],
    ['an empty id', ''],
  ])('%s answers 404 without a 500', async (_label, id) => {
    const res = await open(ACTIVATION, id, 'buyer@example.test').expect(404);
    expectRefused(res.body, '');
    expect(res.body.data).toEqual({ reason: 'link-invalid' });
  });

  it('themes the expired page from the division named in the link when the id is unknown', async () => {
    const byName = await request(app)
      .get(ACTIVATION)
      .set({ id: 'nope', email: 'x@y.test', division: 'BristolX' })
      .expect(404);
    expect(byName.body.data.onboardingEmail).toBe('onboarding@brx.test');
    const byCode = await request(app)
      .get(`${ACTIVATION}?division=brx`)
      .set({ id: 'nope', email: 'x@y.test' });
    expect(byCode.body.data.unit).toMatchObject({ code: 'BRX', companyCode: 'CPX' });
    const unknown = await request(app).get(ACTIVATION).set({ id: 'nope', email: 'x', division: 'Nowhere' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.data).toEqual({ reason: 'link-invalid' });
  });

  it('does not open an activation link on the application call, or the reverse', async () => {
    const act = await activation({});
    await open(APPLICATION, act.id, 'buyer@example.test').expect(404);
    const app2 = await createSubmission(t.db, { companyId: company.id, email: 'buyer@example.test' });
    await open(ACTIVATION, app2.id, 'buyer@example.test').expect(404);
    await open(APPLICATION, app2.id, 'buyer@example.test').expect(200);
  });

  it("one record's link cannot read another record", async () => {
    const mine = await activation({ email: 'me@example.test' });
    const theirs = await activation({ email: 'them@example.test' });
    await open(ACTIVATION, theirs.id, 'me@example.test').expect(404);
    await open(ACTIVATION, mine.id, 'me@example.test').expect(200);
  });
});

describe('GET /api/Application/getInviteApplication', () => {
  it('answers the application with the same shape', async () => {
    const s = await createSubmission(t.db, {
      companyId: company.id,
      formFamily: 'application-six-cpg',
      email: 'ap@example.test',
      data: { companyName: 'ACME' },
    });
    const res = await open(APPLICATION, s.id, 'AP@example.test').expect(200);
    expect(res.body.data).toMatchObject({
      _id: s.id,
      formKey: 'application-six-cpg',
      submitted: false,
      data: { companyName: 'ACME' },
      unit: { code: 'CPX', kind: 'company', companyCode: 'CPX', onboardingEmail: 'onboarding@cpx.test' },
    });
  });
});
