import supertest from 'supertest';
import { eq, sql } from 'drizzle-orm';
import { createApp } from '../app';
import { sessions } from '../db/schema';
import { createTestApp, createTestUser, TEST_PASSWORD, type TestApp } from '../auth/testing';
import { testConfig } from '../config';
import { createLogger } from '../http/logger';
import { createTestDb } from '../test/test-db';

const cookieNames = (res: supertest.Response) =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []).map((c) => c.split('=')[0]);

describe('POST /api/User/login', () => {
  let t: TestApp;
  let email: string;
  beforeAll(async () => {
    t = await createTestApp();
    email = (await createTestUser(t.ctx.db, { email: 'Login.User@Example.test' })).email;
    await createTestUser(t.ctx.db, { email: 'inactive@example.test', active: false });
  });
  afterAll(() => t.close());

  it('signs in with the right password (email case-insensitive) and sets the session cookies', async () => {
    const res = await supertest(t.app)
      .post('/api/User/login')
      .send({ email: email.toLowerCase(), password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.token).toMatch(/^ey/);
    expect(res.body.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookieNames(res)).toEqual(expect.arrayContaining(['ca-access', 'ca-refresh', 'ca-user-id']));
    const setCookie = ([] as string[]).concat(res.headers['set-cookie']);
    expect(setCookie.find((c) => c.startsWith('ca-access='))).toMatch(/HttpOnly/);
    expect(setCookie.find((c) => c.startsWith('ca-access='))).toMatch(/SameSite=Lax/);
    expect(setCookie.find((c) => c.startsWith('ca-user-id='))).not.toMatch(/HttpOnly/);
    // The refresh token is stored hashed, never as is.
    const rows = await t.ctx.db.select().from(sessions);
    expect(rows.some((r) => r.refreshTokenHash === res.body.refreshToken)).toBe(false);
  });

  it.each([
    ['a wrong password', 'Login.User@Example.test', 'Wrong-pass-1!'],
    ['an unknown user', 'nobody@example.test', TEST_PASSWORD],
    ['an inactive user', 'inactive@example.test', TEST_PASSWORD],
  ])('answers success false with a message for %s', async (_case, e, password) => {
    const res = await supertest(t.app).post('/api/User/login').send({ email: e, password });
    expect(res.body).toMatchObject({ success: false, message: 'The email or password is incorrect.' });
    expect(res.body.token).toBeUndefined();
    expect(cookieNames(res)).not.toContain('ca-access');
  });

  it('asks for the email and the password', async () => {
    expect((await supertest(t.app).post('/api/User/login').send({ password: 'x' })).body.message).toBe(
      'Please enter your email address.',
    );
    expect((await supertest(t.app).post('/api/User/login').send({ email: 'a@b.test' })).body.message).toBe(
      'Please enter your password.',
    );
  });

  it('loads the current user with getUserById, never the password hash', async () => {
    const agent = supertest.agent(t.app);
    await agent.post('/api/User/login').send({ email, password: TEST_PASSWORD });
    const me = await agent.get('/api/User/getUserById');
    expect(me.body.success).toBe(true);
    expect(me.body.data).toMatchObject({ email, security: 'SUPER ADMIN', active: true });
    expect(JSON.stringify(me.body)).not.toMatch(/argon2|passwordHash/);
    const byHeader = await agent.get('/api/User/getUserById').set('id', me.body.data._id);
    expect(byHeader.body.data._id).toBe(me.body.data._id);
  });

  it('accepts the access token as a Bearer header too', async () => {
    const login = await supertest(t.app).post('/api/User/login').send({ email, password: TEST_PASSWORD });
    const res = await supertest(t.app)
      .get('/api/User/getUserById')
      .set('Authorization', `Bearer ${login.body.token}`);
    expect(res.body.data.email).toBe(email);
  });

  it('refuses getUserById without a session (401 envelope)', async () => {
    const res = await supertest(t.app).get('/api/User/getUserById');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({
      success: false,
      message: 'Your session has ended. Please log in again.',
    });
  });

  it('logs out: the session ends on the server', async () => {
    const agent = supertest.agent(t.app);
    const login = await agent.post('/api/User/login').send({ email, password: TEST_PASSWORD });
    const out = await agent.post('/api/User/logout');
    expect(out.body).toMatchObject({ success: true, message: 'You have been logged out.' });
    // Even a copy of the old access token no longer works.
    const res = await supertest(t.app)
      .get('/api/User/getUserById')
      .set('Authorization', `Bearer ${login.body.token}`);
    expect(res.status).toBe(401);
    const [row] = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, login.body.data._id));
    expect(row).toBeDefined();
  });
});

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Behind a proxy on this machine (TRUST_PROXY=loopback): X-Forwarded-For names the client.
    t = await createTestApp({ rateLimitLoginPerMinute: 10, trustProxy: ['loopback'] });
  });
  afterAll(() => t.close());

  it('answers the 11th login in a minute with 429 and Retry-After', async () => {
    for (let i = 0; i < 10; i += 1) {
      const res = await supertest(t.app).post('/api/User/login').send({ email: 'a@b.test', password: 'x' });
      expect(res.status).toBe(200);
    }
    const res = await supertest(t.app).post('/api/User/login').send({ email: 'a@b.test', password: 'x' });
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ success: false });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another client (behind the trusted local proxy) signing in to another account is not affected, nor
    // is another endpoint; the same account from there is: its failures count wherever they come from.
    const other = await supertest(t.app)
      .post('/api/User/login')
      .set('X-Forwarded-For', '203.0.113.9')
      .send({ email: 'c@d.test', password: 'x' });
    expect(other.status).toBe(200);
    const sameAccount = await supertest(t.app)
      .post('/api/User/login')
      .set('X-Forwarded-For', '203.0.113.9')
      .send({ email: 'a@b.test', password: 'x' });
    expect(sameAccount.status).toBe(429);
    expect(
      (await supertest(t.app).post('/api/User/passwordRequest').send({ email: 'a@b.test' })).status,
    ).toBe(200);
  });

  it.each(['passwordRequest', 'resetPassword', 'registerUser', 'refreshToken'])(
    'limits POST /api/User/%s too',
    async (call) => {
      const ip = `198.51.100.${call.length}`;
      let last = 0;
      for (let i = 0; i < 11; i += 1)
        last = (await supertest(t.app).post(`/api/User/${call}`).set('X-Forwarded-For', ip).send({})).status;
      expect(last).toBe(429);
    },
  );

  it('limits GET /api/User/validateInvite too', async () => {
    let last = 0;
    for (let i = 0; i < 11; i += 1)
      last = (await supertest(t.app).get('/api/User/validateInvite').set('X-Forwarded-For', '198.51.100.77'))
        .status;
    expect(last).toBe(429);
  });
});

describe('sign-in limits per address and per account', () => {
  const attempts = async (app: TestApp['app'], email: string, n: number, xff?: (i: number) => string) => {
    const statuses: number[] = [];
    for (let i = 0; i < n; i += 1) {
      const req = supertest(app).post('/api/User/login');
      if (xff) void req.set('X-Forwarded-For', xff(i));
      statuses.push((await req.send({ email, password: 'Wrong-pass-1!' })).status);
    }
    return statuses;
  };
  const expected = [...Array<number>(10).fill(200), ...Array<number>(10).fill(429)];

  it('ignores X-Forwarded-For by default (TRUST_PROXY unset): a new address per attempt is the same client', async () => {
    const t = await createTestApp({ rateLimitLoginPerMinute: 10 });
    try {
      expect(await attempts(t.app, 'victim@example.test', 20, (i) => `198.51.100.${i + 1}`)).toEqual(
        expected,
      );
    } finally {
      await t.close();
    }
  });

  it('ignores X-Forwarded-For by default: a new address per attempt does not lift the per-address ceiling', async () => {
    // Another account each time, so only the per-address ceiling (10 × the limit) can answer 429: it does
    // only if the made-up addresses are all the one socket's.
    const t = await createTestApp({ rateLimitLoginPerMinute: 2 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i += 1)
        statuses.push(...(await attempts(t.app, `a${i}@example.test`, 1, () => `198.51.100.${i + 1}`)));
      expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
      expect(statuses[20]).toBe(429);
    } finally {
      await t.close();
    }
  });

  it("behind a trusted proxy, limits one account's failures from many addresses", async () => {
    const t = await createTestApp({ rateLimitLoginPerMinute: 10, trustProxy: ['loopback'] });
    try {
      expect(await attempts(t.app, 'victim@example.test', 20, (i) => `198.51.100.${i + 1}`)).toEqual(
        expected,
      );
    } finally {
      await t.close();
    }
  });

  it('does not lock colleagues behind one address out, up to the per-address ceiling', async () => {
    const t = await createTestApp({ rateLimitLoginPerMinute: 2 });
    try {
      const user = await createTestUser(t.ctx.db);
      expect(await attempts(t.app, 'guesser@example.test', 3)).toEqual([200, 200, 429]);
      const colleague = await supertest(t.app)
        .post('/api/User/login')
        .send({ email: user.email, password: TEST_PASSWORD });
      expect(colleague.body.success).toBe(true);
      // 10 × the limit attempts per address over all accounts: 20 here, 4 used so far.
      const statuses: number[] = [];
      for (let i = 0; i < 17; i += 1) statuses.push(...(await attempts(t.app, `office${i}@example.test`, 1)));
      expect(statuses.slice(0, 16).every((s) => s === 200)).toBe(true);
      expect(statuses[16]).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('lets the right password in from an address with no failures for the account while many addresses keep it locked', async () => {
    const t = await createTestApp({ rateLimitLoginPerMinute: 10, trustProxy: ['loopback'] });
    try {
      const { email } = await createTestUser(t.ctx.db, { security: 'READ ONLY' });
      const signIn = (ip: string, password: string) =>
        supertest(t.app).post('/api/User/login').set('X-Forwarded-For', ip).send({ email, password });
      // Ten wrong passwords from ten addresses: the account is at its failure cap.
      expect(await attempts(t.app, email, 10, (i) => `198.51.100.${i + 1}`)).toEqual(Array(10).fill(200));
      // An address that failed on it waits, even with the right password.
      expect((await signIn('198.51.100.3', TEST_PASSWORD)).status).toBe(429);
      // A wrong password from a fresh address is answered like the lockout, and that address then waits too.
      expect((await signIn('198.51.100.77', 'Wrong-pass-1!')).status).toBe(429);
      expect((await signIn('198.51.100.77', TEST_PASSWORD)).status).toBe(429);
      // The owner, from an address with no failures for the account, signs in.
      const owner = await signIn('203.0.113.50', TEST_PASSWORD);
      expect(owner.status).toBe(200);
      expect(owner.body).toMatchObject({ success: true });
    } finally {
      await t.close();
    }
  });

  it('logs one warning per window once an account stays over its failure cap for three windows in a row', async () => {
    const database = await createTestDb();
    const lines: Array<{ level: number; msg: string; windows?: number; userId?: string }> = [];
    const logger = createLogger('warn', { write: (line: string) => void lines.push(JSON.parse(line)) });
    const config = testConfig({ rateLimitLoginPerMinute: 2, trustProxy: ['loopback'] });
    const app = createApp(
      { db: database.db, config, logger },
      { frontEndDirs: { formsDist: '/nonexistent/forms', adminDist: '/nonexistent/admin' } },
    );
    try {
      const user = await createTestUser(database.db);
      let ip = 0;
      /** One fixed window of the attack: wrong passwords from fresh addresses, past the cap of 2. */
      const window = async () => {
        await attempts(app, user.email, 5, () => `198.51.100.${++ip}`);
        // The next attempts fall in the next window.
        await database.db.execute(
          sql`update rate_limits set window_start = window_start - interval '61 seconds'`,
        );
      };
      const sustained = () => lines.filter((l) => l.msg === 'sign-in lockout sustained');
      await window();
      await window();
      expect(sustained()).toEqual([]);
      await window();
      expect(sustained()).toEqual([expect.objectContaining({ level: 40, windows: 3, userId: user.id })]);
      await window();
      expect(sustained().map((l) => l.windows)).toEqual([3, 4]);
      // A quiet spell ends the streak: the next locked window is the first of a new one.
      await database.db.execute(
        sql`update rate_limits set window_start = window_start - interval '10 minutes'`,
      );
      await window();
      expect(sustained()).toHaveLength(2);
    } finally {
      await database.close();
    }
  });
});
