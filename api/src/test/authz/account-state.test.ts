/**
 * The authorisation suite's cases on the state of an account rather than on a role (README 'Security
 * notes'), played as an outsider would on the demo data: an invitee a super admin deactivated cannot
 * redeem the invitation, and failed sign-ins from many addresses cannot keep a known account's owner out.
 */
import { eq } from 'drizzle-orm';
import supertest from 'supertest';
import { INVITE_INVALID } from '@cp/schemas/messages/signin';
import { createTestApp, signedInAgent, type TestApp } from '../../auth/testing';
import { emailMessages, units } from '../../db/schema';
import { DEMO_PASSWORD, seedDemoIfEmpty } from '../../db/seed/demo';

let t: TestApp;
beforeAll(async () => {
  // The product's default limit, behind a proxy on this machine (X-Forwarded-For names the client).
  t = await createTestApp({ rateLimitLoginPerMinute: 10, trustProxy: ['loopback'] });
  await seedDemoIfEmpty(t.ctx.db, { submissions: 0 });
}, 120_000);
afterAll(() => t.close());

const from = (ip: string) => ({
  post: (path: string) => supertest(t.app).post(path).set('X-Forwarded-For', ip),
  get: (path: string) => supertest(t.app).get(path).set('X-Forwarded-For', ip),
});

it('register after deactivation: the voided invitation is refused and the account stays off', async () => {
  const boss = await signedInAgent(t.app, 'superadmin@demo.test', DEMO_PASSWORD);
  const email = 'leaver@demo.test';
  const [cpg] = await t.ctx.db.select({ id: units.id }).from(units).where(eq(units.code, 'CPG'));
  const invited = await boss.post('/api/User/inviteUser').send({ email, companies: [cpg.id] });
  const id = String(invited.body.id);
  const [mail] = await t.ctx.db.select().from(emailMessages).where(eq(emailMessages.toAddress, email));
  const link = new URL((mail.payload.context as { registerUrl: string }).registerUrl);
  const [, , linkId, token] = link.pathname.split('/');
  expect(linkId).toBe(id);

  const off = await boss
    .post('/api/User/setUser')
    .send({ _id: id, firstName: 'Lee', lastName: 'Ver', active: false });
  expect(off.body.success).toBe(true);

  const outsider = from('203.0.113.40');
  const valid = await outsider.get('/api/User/validateInvite').set('id', id).set('token', token);
  expect([valid.status, valid.body.message]).toEqual([400, INVITE_INVALID]);
  const registered = await outsider
    .post('/api/User/registerUser')
    .send({ _id: id, invite: token, firstName: 'Lee', lastName: 'Ver', password: 'Taken-over-1!' });
  expect([registered.status, registered.body.message]).toEqual([400, INVITE_INVALID]);
  expect(registered.headers['set-cookie']).toBeUndefined();
  const signIn = await outsider.post('/api/User/login').send({ email, password: 'Taken-over-1!' });
  expect(signIn.body.success).toBe(false);
  const user = (await boss.get('/api/User/getUserById').set('id', id)).body.data;
  expect(user).toMatchObject({ active: false, invite: '' });
});

it('lockout from many addresses: readonly@demo.test still signs in from a fresh address', async () => {
  const email = 'readonly@demo.test';
  for (let i = 1; i <= 10; i += 1) {
    const res = await from(`198.51.100.${i}`)
      .post('/api/User/login')
      .send({ email, password: 'Guess-pass-1!' });
    expect(res.status).toBe(200);
  }
  // The account is at its failure cap: guessers wait, whatever they send next.
  for (const ip of ['198.51.100.1', '198.51.100.200']) {
    const guess = await from(ip).post('/api/User/login').send({ email, password: 'Guess-pass-2!' });
    expect(guess.status).toBe(429);
  }
  const owner = await from('203.0.113.7').post('/api/User/login').send({ email, password: DEMO_PASSWORD });
  expect(owner.status).toBe(200);
  expect(owner.body.success).toBe(true);
});
