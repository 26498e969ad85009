/**
 * The session checks kept for read requests (auth/session-cache.ts): a GET within SESSION_CACHE_MS of a
 * check is answered without the database, but logout, a role or unit change, deactivation, removal and a
 * password reset take effect on the very next request; a write always checks the database; and a change
 * made behind the API's back (here: by hand in the database) takes effect once SESSION_CACHE_MS has passed.
 * The clock is frozen (Date.now), so the 'within' requests cannot drift past the bound on a slow machine.
 */
import cluster from 'node:cluster';
import cookieParser from 'cookie-parser';
import express from 'express';
import supertest from 'supertest';
import { eq, sql } from 'drizzle-orm';
import { LOGGED_OUT_INACTIVITY } from '@cp/schemas/messages/signin';
import { emailMessages, sessions, users } from '../db/schema';
import { errorHandler } from '../http/error-handler';
import { createUnit } from '../test/factories';
import { requireUser } from './middleware';
import {
  forgetSessions,
  keptSessionCount,
  listenForSessionChanges,
  relaySessionChanges,
  SESSION_CACHE_MS,
} from './session-cache';
import { createTestApp, createTestUser, signedInAgent, TEST_PASSWORD, type TestApp } from './testing';

let t: TestApp;
/** Answers who requireUser says is signed in, for a GET and for a POST. */
let probe: express.Express;
let boss: supertest.Agent;
let now = Date.now();

beforeAll(async () => {
  t = await createTestApp({ publicOrigin: 'http://portal.test' });
  probe = express();
  probe.use(cookieParser());
  const who = (req: express.Request, res: express.Response) =>
    res.json({ security: req.user?.security, companies: req.user?.companies });
  probe.get('/probe', requireUser(t.ctx), who);
  probe.post('/probe', requireUser(t.ctx), who);
  probe.use(errorHandler);
  await createTestUser(t.ctx.db, { email: 'boss@cache.test', security: 'SUPER ADMIN' });
  boss = await signedInAgent(t.app, 'boss@cache.test');
});
afterAll(() => t.close());
beforeEach(() => {
  now = Date.now();
  vi.spyOn(Date, 'now').mockImplementation(() => now);
});
afterEach(() => vi.restoreAllMocks());

let n = 0;
/** A signed-in READ ONLY user: their id, email and the cookie of their session. */
async function staff(): Promise<{ id: string; email: string; cookie: string }> {
  n += 1;
  const email = `staff-${n}@cache.test`;
  const user = await createTestUser(t.ctx.db, { email, security: 'READ ONLY' });
  const login = await supertest(t.app).post('/api/User/login').send({ email, password: TEST_PASSWORD });
  expect(login.body.success).toBe(true);
  const cookie = ([] as string[])
    .concat(login.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0])
    .join('; ');
  return { id: user.id, email, cookie };
}
const read = (cookie: string) => supertest(probe).get('/probe').set('Cookie', cookie);
const write = (cookie: string) => supertest(probe).post('/probe').set('Cookie', cookie);

describe('session checks kept for read requests', () => {
  it('keeps a check for SESSION_CACHE_MS: a change made by hand shows after it, and at once to a write', async () => {
    const s = await staff();
    expect((await read(s.cookie)).body.security).toBe('READ ONLY');
    expect(keptSessionCount()).toBeGreaterThan(0);
    await t.ctx.db.update(users).set({ security: 'ADMIN' }).where(eq(users.id, s.id));
    // Within the bound a read is answered from the kept check …
    now += SESSION_CACHE_MS - 1;
    expect((await read(s.cookie)).body.security).toBe('READ ONLY');
    // … a write never is …
    expect((await write(s.cookie)).body.security).toBe('ADMIN');
    // … and past the bound every read sees the change.
    now += 1;
    expect((await read(s.cookie)).body.security).toBe('ADMIN');
  });

  it('a deactivation by hand ends the session for reads within SESSION_CACHE_MS', async () => {
    const s = await staff();
    expect((await read(s.cookie)).status).toBe(200);
    await t.ctx.db.update(users).set({ active: false }).where(eq(users.id, s.id));
    expect((await write(s.cookie)).status).toBe(401);
    now += SESSION_CACHE_MS;
    expect((await read(s.cookie)).status).toBe(401);
  });

  it('never keeps a check past the moment the session would go idle', async () => {
    // Idle after 0.6 s: a check is kept for that long at most, not SESSION_CACHE_MS.
    const ctx = { ...t.ctx, config: { ...t.ctx.config, idleTimeoutMinutes: 0.01 } };
    const quick = express().use(cookieParser());
    quick.get('/probe', requireUser(ctx), (_req, res) => res.json({}));
    quick.use(errorHandler);
    const s = await staff();
    expect((await supertest(quick).get('/probe').set('Cookie', s.cookie)).status).toBe(200);
    // 0.7 s later, by the frozen clock and in the database.
    now += 700;
    await t.ctx.db
      .update(sessions)
      .set({ lastActivityAt: sql`now() - interval '700 milliseconds'` })
      .where(eq(sessions.userId, s.id));
    const idle = await supertest(quick).get('/probe').set('Cookie', s.cookie);
    expect(idle.status).toBe(401);
    expect(idle.body.message).toBe(LOGGED_OUT_INACTIVITY);
  });

  it('logout ends the session at once', async () => {
    const s = await staff();
    expect((await read(s.cookie)).status).toBe(200);
    expect((await supertest(t.app).post('/api/User/logout').set('Cookie', s.cookie)).status).toBe(200);
    expect((await read(s.cookie)).status).toBe(401);
  });

  it('a role change and a change of units (setUser) take effect at once', async () => {
    const s = await staff();
    expect((await read(s.cookie)).body).toEqual({ security: 'READ ONLY', companies: [] });
    const unit = await createUnit(t.ctx.db);
    const set = await boss
      .post('/api/User/setUser')
      .send({ _id: s.id, security: 'ADMIN', companies: [unit.id] });
    expect(set.body.success).toBe(true);
    expect((await read(s.cookie)).body).toEqual({ security: 'ADMIN', companies: [unit.id] });
  });

  it('deactivation (setUser active: false) and removal (removeUser) end the session at once', async () => {
    const unit = await createUnit(t.ctx.db);
    const off = await staff();
    const gone = await staff();
    for (const s of [off, gone]) expect((await read(s.cookie)).status).toBe(200);
    const set = await boss
      .post('/api/User/setUser')
      .send({ _id: off.id, firstName: 'Off', lastName: 'Switched', companies: [unit.id], active: false });
    expect(set.body).toMatchObject({ success: true });
    expect((await read(off.cookie)).status).toBe(401);
    expect((await boss.delete('/api/User/removeUser').set('id', gone.id)).body).toMatchObject({
      success: true,
    });
    expect((await read(gone.cookie)).status).toBe(401);
  });

  it('a password reset ends every session of the user at once', async () => {
    const s = await staff();
    expect((await read(s.cookie)).status).toBe(200);
    await supertest(t.app).post('/api/User/passwordRequest').send({ email: s.email });
    const rows = await t.ctx.db.select().from(emailMessages).where(eq(emailMessages.toAddress, s.email));
    const url = new URL((rows.at(-1)!.payload.context as Record<string, string>).resetUrl);
    const [, , id, token] = url.pathname.split('/');
    const reset = await supertest(t.app)
      .post('/api/User/resetPassword')
      .send({ _id: id, invite: token, password: 'New-pass-2!' });
    expect(reset.body.success).toBe(true);
    expect((await read(s.cookie)).status).toBe(401);
  });

  it('another session of the same user is kept apart: logging one out leaves the other signed in', async () => {
    const s = await staff();
    const other = await signedInAgent(t.app, s.email);
    expect((await read(s.cookie)).status).toBe(200);
    await supertest(t.app).post('/api/User/logout').set('Cookie', s.cookie);
    expect((await read(s.cookie)).status).toBe(401);
    expect((await other.get('/api/User/getUserById')).status).toBe(200);
  });
});

describe('forgetting across a cluster', () => {
  /** Sets one of node:cluster's own properties for one test. */
  const swap = <K extends 'workers' | 'isWorker'>(key: K, value: unknown) => {
    const saved = cluster[key];
    Object.assign(cluster, { [key]: value });
    return () => Object.assign(cluster, { [key]: saved });
  };

  it('an HTTP process tells the primary, which tells the other processes', () => {
    const sent: unknown[][] = [[], [], []];
    const workers = sent.map((box) => ({ isConnected: () => true, send: (m: unknown) => box.push(m) }));
    const restore = swap('workers', { ...workers });
    const before = cluster.listeners('message');
    relaySessionChanges();
    const relay = cluster.listeners('message').find((l) => !before.includes(l)) as (
      ...args: unknown[]
    ) => void;
    try {
      relay(workers[1], { type: 'cp:forget-sessions' });
      relay(workers[1], { type: 'something-else' });
      expect(sent).toEqual([[{ type: 'cp:forget-sessions' }], [], [{ type: 'cp:forget-sessions' }]]);
    } finally {
      cluster.removeListener('message', relay);
      restore();
    }
  });

  it('an HTTP process forgets when the primary says so', async () => {
    const s = await staff();
    const restore = swap('isWorker', true);
    const before = process.listeners('message');
    listenForSessionChanges();
    const listener = process.listeners('message').find((l) => !before.includes(l))!;
    restore();
    try {
      await read(s.cookie);
      expect(keptSessionCount()).toBeGreaterThan(0);
      listener({ type: 'something-else' }, undefined);
      expect(keptSessionCount()).toBeGreaterThan(0);
      listener({ type: 'cp:forget-sessions' }, undefined);
      expect(keptSessionCount()).toBe(0);
    } finally {
      process.removeListener('message', listener);
      forgetSessions();
    }
  });
});
