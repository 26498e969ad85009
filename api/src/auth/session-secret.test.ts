import { SignJWT } from 'jose';
import pino from 'pino';
import supertest from 'supertest';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { createTestDb, type TestDatabase } from '../test/test-db';
import { createTestUser, signedInAgent } from './testing';
import { storedSessionSecret, withSessionSecret } from './session-secret';

const forge = (userId: string, familyId: string, secret: string) =>
  new SignJWT({ fam: familyId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer('credit-portal')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(new TextEncoder().encode(secret));

describe('session secret of an install without SESSION_SECRET', () => {
  let a: TestDatabase;
  let b: TestDatabase;
  beforeAll(async () => {
    [a, b] = await Promise.all([createTestDb(), createTestDb()]);
  });
  afterAll(() => Promise.all([a.close(), b.close()]));

  it('is generated at first start, random per install, and kept across restarts', async () => {
    const first = await storedSessionSecret(a.db);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await storedSessionSecret(a.db)).toBe(first);
    expect(await storedSessionSecret(b.db)).not.toBe(first);
    const configured = loadConfig({ SESSION_SECRET: 'x'.repeat(40) });
    expect((await withSessionSecret(configured, a.db)).sessionSecret).toBe('x'.repeat(40));
  });

  it('refuses a super admin token forged with the formerly public development value', async () => {
    const config = await withSessionSecret(loadConfig({ NODE_ENV: 'test', RUN_WORKER: 'false' }), a.db);
    const app = createApp({ db: a.db, config, logger: pino({ level: 'silent' }) });
    const admin = await createTestUser(a.db, { security: 'SUPER ADMIN' });
    const agent = await signedInAgent(app, admin.email);
    expect((await agent.get('/api/User/getUserById')).status).toBe(200);
    const family = '00000000-0000-4000-8000-000000000001';
    const forged = await forge(admin.id, family, 'dev-only-session-secret-change-me-in-production');
    const res = await supertest(app).get('/api/User/getUserList').set('Authorization', `Bearer ${forged}`);
    expect(res.status).toBe(401);
  });
});

describe('access token bound to its session family', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(() => db.close());

  it("refuses a token naming one user and another user's live session family", async () => {
    const config = await withSessionSecret(loadConfig({ NODE_ENV: 'test', RUN_WORKER: 'false' }), db.db);
    const app = createApp({ db: db.db, config, logger: pino({ level: 'silent' }) });
    const reader = await createTestUser(db.db, { security: 'READ ONLY' });
    const admin = await createTestUser(db.db, { security: 'SUPER ADMIN' });
    const login = await supertest(app)
      .post('/api/User/login')
      .send({ email: reader.email, password: 'Test-pass-1!' });
    const { fam } = JSON.parse(
      Buffer.from(String(login.body.token).split('.')[1], 'base64url').toString(),
    ) as {
      fam: string;
    };
    // Signed with the real secret: only the pairing of sub and fam is wrong.
    const own = await forge(reader.id, fam, config.sessionSecret!);
    expect(
      (await supertest(app).get('/api/User/getUserById').set('Authorization', `Bearer ${own}`)).status,
    ).toBe(200);
    const crossed = await forge(admin.id, fam, config.sessionSecret!);
    const res = await supertest(app).get('/api/User/getUserList').set('Authorization', `Bearer ${crossed}`);
    expect(res.status).toBe(401);
  });
});
