import supertest from 'supertest';
import { eq } from 'drizzle-orm';
import { auditLog, emailMessages, users } from '../db/schema';
import { createTestApp, createTestUser, signedInAgent, TEST_PASSWORD, type TestApp } from '../auth/testing';
import { createCompanyWithDivision, createUnit } from '../test/factories';

/** The link of the latest email to `to` (from the Email log, as the delivery job would send it). */
async function latestLink(t: TestApp, to: string, key: 'resetUrl' | 'registerUrl') {
  const rows = await t.ctx.db.select().from(emailMessages).where(eq(emailMessages.toAddress, to));
  const last = rows.sort((a, b) => +a.createdAt - +b.createdAt).at(-1)!;
  const url = new URL((last.payload.context as Record<string, string>)[key]);
  const [, , id, token] = url.pathname.split('/');
  return { id, token, template: last.payload.template, rows: rows.length };
}

describe('forgot and reset password', () => {
  let t: TestApp;
  const email = 'reset.me@example.test';
  beforeAll(async () => {
    t = await createTestApp({ publicOrigin: 'http://portal.test' });
    await createTestUser(t.ctx.db, { email });
  });
  afterAll(() => t.close());

  it('answers the same fixed sentence whether or not the account exists, emailing only real users', async () => {
    const fixed = 'If a user with the provided email exists, a password reset email was sent.';
    const known = await supertest(t.app).post('/api/User/passwordRequest').send({ email });
    const unknown = await supertest(t.app)
      .post('/api/User/passwordRequest')
      .send({ email: 'ghost@example.test' });
    expect(known.body).toEqual({ success: true, message: fixed, data: null });
    expect(unknown.body).toEqual(known.body);
    expect(
      (await t.ctx.db.select().from(emailMessages).where(eq(emailMessages.toAddress, 'ghost@example.test')))
        .length,
    ).toBe(0);
    const link = await latestLink(t, email, 'resetUrl');
    expect(link.template).toBe('password-reset');
  });

  it('resets with the emailed link once, enforcing the policy; the link is then spent', async () => {
    await supertest(t.app).post('/api/User/passwordRequest').send({ email });
    const { id, token } = await latestLink(t, email, 'resetUrl');
    const weak = await supertest(t.app)
      .post('/api/User/resetPassword')
      .send({ _id: id, invite: token, password: 'short' });
    expect(weak.body).toMatchObject({
      success: false,
      message: 'Password must be at least 8 characters in length',
    });
    const good = await supertest(t.app)
      .post('/api/User/resetPassword')
      .send({ _id: id, invite: token, password: 'New-pass-2!' });
    expect(good.body.success).toBe(true);
    const again = await supertest(t.app)
      .post('/api/User/resetPassword')
      .send({ _id: id, invite: token, password: 'Other-pass-3!' });
    expect(again.body.success).toBe(false);
    const login = await supertest(t.app).post('/api/User/login').send({ email, password: 'New-pass-2!' });
    expect(login.body.success).toBe(true);
    const old = await supertest(t.app).post('/api/User/login').send({ email, password: TEST_PASSWORD });
    expect(old.body.success).toBe(false);
  });

  it('invalidates older reset links when a new one is requested', async () => {
    await supertest(t.app).post('/api/User/passwordRequest').send({ email });
    const older = await latestLink(t, email, 'resetUrl');
    await supertest(t.app).post('/api/User/passwordRequest').send({ email });
    const newer = await latestLink(t, email, 'resetUrl');
    expect(newer.token).not.toBe(older.token);
    const stale = await supertest(t.app)
      .post('/api/User/resetPassword')
      .send({ _id: older.id, invite: older.token, password: 'Stale-pass-4!' });
    expect(stale.body).toMatchObject({ success: false });
    const fresh = await supertest(t.app)
      .post('/api/User/resetPassword')
      .send({ _id: newer.id, invite: newer.token, password: 'Fresh-pass-5!' });
    expect(fresh.body.success).toBe(true);
  });

  it('refuses a forged token', async () => {
    const [user] = await t.ctx.db.select().from(users).where(eq(users.email, email));
    const res = await supertest(t.app)
      .post('/api/User/resetPassword')
      .send({ _id: user.id, invite: 'forged', password: 'New-pass-2!' });
    expect(res.body).toMatchObject({ success: false });
  });
});

describe('invitations and registration', () => {
  let t: TestApp;
  let unitIds: { company: string; division: string; other: string };
  beforeAll(async () => {
    t = await createTestApp({ publicOrigin: 'http://portal.test' });
    const { company, division } = await createCompanyWithDivision(t.ctx.db);
    const other = await createUnit(t.ctx.db);
    unitIds = { company: company.id, division: division.id, other: other.id };
    await createTestUser(t.ctx.db, { email: 'super@example.test', security: 'SUPER ADMIN' });
    await createTestUser(t.ctx.db, { email: 'admin@example.test', security: 'ADMIN', unitIds: [company.id] });
  });
  afterAll(() => t.close());

  const invite = (agent: supertest.Agent, body: Record<string, unknown>) =>
    agent.post('/api/User/inviteUser').send({
      _id: '',
      password: '',
      firstName: '',
      lastName: '',
      active: false,
      invite: '',
      department: 'Credit',
      addDate: new Date().toISOString(),
      deleteDate: null,
      ...body,
    });

  it('refuses an admin: only super admins invite', async () => {
    const agent = await signedInAgent(t.app, 'admin@example.test');
    const res = await invite(agent, {
      email: 'x@example.test',
      security: 'READ ONLY',
      companies: [unitIds.company],
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Access to invite a user is denied!');
  });

  it.each([
    [{ email: 'bad', security: 'READ ONLY', companies: [] }, 'Must be a valid email address'],
    [
      { email: 'n@example.test', security: 'READ ONLY', companies: [] },
      'You must select at least one company or division!',
    ],
    [
      { email: 'n@example.test', security: 'Admin', companies: [], divisions: [], maximumApprovalAmount: 5 },
      'You must select at least one company or division!',
    ],
    // §5 'Invite' / 'Save user' exempt no role: a super admin needs a company or division too.
    [
      { email: 'n@example.test', security: 'SUPER ADMIN', companies: [], maximumApprovalAmount: 5 },
      'You must select at least one company or division!',
    ],
    [
      {
        email: 'n@example.test',
        security: 'ADMIN',
        companies: ['COMPANY', 'OTHER'],
        maximumApprovalAmount: 5,
      },
      'Admins can only be assigned to one company!',
    ],
    [
      { email: 'n@example.test', security: 'ADMIN', companies: ['COMPANY'], maximumApprovalAmount: '' },
      'You must enter a maximum approval amount!',
    ],
  ])('validates the invitation %#', async (body, message) => {
    const agent = await signedInAgent(t.app, 'super@example.test');
    const ids = (v: unknown) =>
      Array.isArray(v)
        ? v.map((x) => (x === 'COMPANY' ? unitIds.company : x === 'OTHER' ? unitIds.other : x))
        : v;
    const res = await invite(agent, { ...body, companies: ids(body.companies) });
    expect(res.body).toMatchObject({ success: false, message });
  });

  it('invites, validates the link, registers with the policy, and signs the new user in', async () => {
    const agent = await signedInAgent(t.app, 'super@example.test');
    const sent = await invite(agent, {
      email: 'new.person@example.test',
      security: 'ADMIN',
      companies: [unitIds.company],
      divisions: [unitIds.division],
      maximumApprovalAmount: '25,000',
    });
    expect(sent.body).toMatchObject({ success: true, message: 'Invite has been sent out' });
    const link = await latestLink(t, 'new.person@example.test', 'registerUrl');
    expect(link.template).toBe('user-invitation');

    // Inactive until the invitation is accepted.
    const early = await supertest(t.app)
      .post('/api/User/login')
      .send({ email: 'new.person@example.test', password: 'Fresh-pass-1!' });
    expect(early.body.success).toBe(false);

    const valid = await supertest(t.app)
      .get('/api/User/validateInvite')
      .set('id', link.id)
      .set('token', link.token);
    expect(valid.body).toMatchObject({
      success: true,
      data: { _id: link.id, email: 'new.person@example.test' },
    });
    expect((await supertest(t.app).get('/api/User/validateInvite').set('id', link.id)).body.success).toBe(
      true,
    );
    const forged = await supertest(t.app)
      .get('/api/User/validateInvite')
      .set('id', link.id)
      .set('token', 'nope');
    expect(forged.body.success).toBe(false);

    const register = (body: Record<string, unknown>) =>
      supertest(t.app)
        .post('/api/User/registerUser')
        .send({ _id: link.id, invite: link.token, active: true, email: 'new.person@example.test', ...body });
    expect((await register({ firstName: '', lastName: 'P', password: 'Fresh-pass-1!' })).body.message).toBe(
      'First name is required.',
    );
    expect((await register({ firstName: 'N', lastName: ' ', password: 'Fresh-pass-1!' })).body.message).toBe(
      'Last name is required.',
    );
    expect((await register({ firstName: 'N', lastName: 'P', password: 'freshpass1!' })).body.message).toBe(
      'Password must contain a lowercase and an uppercase character',
    );
    const done = await register({ firstName: 'New', lastName: 'Person', password: 'Fresh-pass-1!' });
    expect(done.body).toMatchObject({ success: true, data: { _id: link.id } });
    expect(done.body.token).toMatch(/^ey/);

    const me = await supertest(t.app)
      .get('/api/User/getUserById')
      .set('Authorization', `Bearer ${done.body.token}`);
    expect(me.body.data).toMatchObject({
      firstName: 'New',
      lastName: 'Person',
      active: true,
      security: 'ADMIN',
      maximumApprovalAmount: 25000,
      companies: [unitIds.company],
      divisions: [unitIds.division],
      invite: '',
    });
    // The invitation is single use.
    expect((await register({ firstName: 'A', lastName: 'B', password: 'Fresh-pass-1!' })).body.success).toBe(
      false,
    );
    expect((await supertest(t.app).get('/api/User/validateInvite').set('id', link.id)).body.success).toBe(
      false,
    );
    const login = await supertest(t.app)
      .post('/api/User/login')
      .send({ email: 'new.person@example.test', password: 'Fresh-pass-1!' });
    expect(login.body.success).toBe(true);
    const audit = await t.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, link.id));
    expect(audit.map((a) => a.action).sort()).toEqual(['invite-user', 'register']);
  });

  it('resends an invitation: a new link, the old one stops working', async () => {
    const agent = await signedInAgent(t.app, 'super@example.test');
    await invite(agent, {
      email: 'again@example.test',
      security: 'READ ONLY',
      divisions: [unitIds.division],
    });
    const first = await latestLink(t, 'again@example.test', 'registerUrl');
    const resent = await agent.get('/api/User/resendInvite').set('id', first.id);
    expect(resent.body).toMatchObject({ success: true, message: 'Successfully resent invite.' });
    const second = await latestLink(t, 'again@example.test', 'registerUrl');
    expect(second.rows).toBe(2);
    expect(second.token).not.toBe(first.token);
    const old = await supertest(t.app)
      .get('/api/User/validateInvite')
      .set('id', first.id)
      .set('token', first.token);
    expect(old.body.success).toBe(false);
    const admin = await signedInAgent(t.app, 'admin@example.test');
    expect((await admin.get('/api/User/resendInvite').set('id', first.id)).status).toBe(403);
  });

  it('refuses a duplicate email', async () => {
    const agent = await signedInAgent(t.app, 'super@example.test');
    const res = await invite(agent, {
      email: 'ADMIN@example.test',
      security: 'READ ONLY',
      companies: [unitIds.company],
    });
    expect(res.body).toMatchObject({
      success: false,
      message: 'A user with this email address already exists.',
    });
  });

  it('answers a bad invite id with the Authentication Invalid message', async () => {
    const res = await supertest(t.app).get('/api/User/validateInvite').set('id', 'not-a-user');
    expect(res.body.success).toBe(false);
    expect(res.body.message).toContain('Authentication Invalid');
  });
});
