/**
 * Deactivation is a super admin's decision the product keeps (back-office.md §2 'User details'): a user
 * switched off stays off until a super admin switches them on. Their pending invitation is void from then
 * on (validateInvite answers as for an invalid link, registerUser refuses and never switches the user
 * on), a new invitation is not sent to them, and their reset links stop working.
 */
import supertest from 'supertest';
import { eq } from 'drizzle-orm';
import { INVITE_INVALID, USER_DEACTIVATED_NO_INVITE } from '@cp/schemas/messages/signin';
import { createTestApp, createTestUser, signedInAgent, TEST_PASSWORD, type TestApp } from '../auth/testing';
import { sha256 } from '../auth/tokens';
import { emailMessages, passwordResets, users } from '../db/schema';
import { createUnit } from '../test/factories';

let t: TestApp;
let boss: supertest.Agent;
let unitId: string;

beforeAll(async () => {
  t = await createTestApp();
  unitId = (await createUnit(t.ctx.db)).id;
  await createTestUser(t.ctx.db, { email: 'boss@example.test', security: 'SUPER ADMIN' });
  boss = await signedInAgent(t.app, 'boss@example.test');
});
afterAll(() => t.close());

let n = 0;
/** Invites a READ ONLY user; their id and the token of the link just emailed (from the emailMessages). */
async function invite(): Promise<{ id: string; email: string; token: () => Promise<string> }> {
  n += 1;
  const email = `invitee-${n}@example.test`;
  const res = await boss.post('/api/User/inviteUser').send({ email, companies: [unitId] });
  expect(res.body.success).toBe(true);
  const token = async () => {
    const rows = await t.ctx.db.select().from(emailMessages).where(eq(emailMessages.toAddress, email));
    const last = rows.sort((a, b) => +a.createdAt - +b.createdAt).at(-1)!;
    return new URL((last.payload.context as { registerUrl: string }).registerUrl).pathname.split('/')[3];
  };
  return { id: res.body.id as string, email, token };
}
const setUser = (body: Record<string, unknown>) => boss.post('/api/User/setUser').send(body);
/** An invitee has no names until they register, and a save needs them: the super admin types them. */
const named = { firstName: 'Dee', lastName: 'Invited' };
const read = async (id: string) => (await boss.get('/api/User/getUserById').set('id', id)).body.data;
const validate = (id: string, token?: string) => {
  const req = supertest(t.app).get('/api/User/validateInvite').set('id', id);
  return token ? req.set('token', token) : req;
};
const register = (id: string, token: string) =>
  supertest(t.app)
    .post('/api/User/registerUser')
    .send({ _id: id, invite: token, firstName: 'Reg', lastName: 'Istered', password: TEST_PASSWORD });

describe('a deactivated invitee', () => {
  it('cannot register: the link answers like an invalid one and the account stays off', async () => {
    const user = await invite();
    const token = await user.token();
    expect((await validate(user.id, token)).body.success).toBe(true);

    const off = await setUser({ _id: user.id, ...named, active: false });
    expect(off.body).toMatchObject({ success: true, message: 'Successfully updated user.' });
    expect(await read(user.id)).toMatchObject({ active: false, invite: '' });

    for (const res of [await validate(user.id, token), await validate(user.id)]) {
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: INVITE_INVALID });
    }
    const registered = await register(user.id, token);
    expect(registered.status).toBe(400);
    expect(registered.body).toMatchObject({ success: false, message: INVITE_INVALID });
    expect(await read(user.id)).toMatchObject({ active: false, ...named });
    const login = await supertest(t.app)
      .post('/api/User/login')
      .send({ email: user.email, password: TEST_PASSWORD });
    expect(login.body.success).toBe(false);
  });

  it('is never switched on by registering, even with an invitation token left on the row', async () => {
    const user = await invite();
    const token = await user.token();
    await setUser({ _id: user.id, ...named, active: false });
    // A row deactivated before invitations were voided still holds its token: the stored decision wins.
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    await t.ctx.db
      .update(users)
      .set({ inviteTokenHash: sha256(token), inviteExpiresAt: new Date(Date.now() + 3600_000) })
      .where(eq(users.id, row.id));
    expect((await validate(user.id, token)).body.message).toBe(INVITE_INVALID);
    expect((await register(user.id, token)).body.message).toBe(INVITE_INVALID);
    const [after] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(after.active).toBe(false);
  });

  it('gets no new invitation until a super admin switches them back on, which sends a fresh link', async () => {
    const user = await invite();
    const voided = await user.token();
    await setUser({ _id: user.id, ...named, active: false });
    const resend = await boss.get('/api/User/resendInvite').set('id', user.id);
    expect(resend.status).toBe(400);
    expect(resend.body).toMatchObject({ success: false, message: USER_DEACTIVATED_NO_INVITE });
    // A save that does not touch the switch keeps the decision.
    await setUser({ _id: user.id, firstName: 'Still', lastName: 'Off' });
    expect(await read(user.id)).toMatchObject({ active: false, invite: '' });

    expect((await setUser({ _id: user.id, active: true })).body.success).toBe(true);
    // Not registered yet: invited again (inactive, with a new link), the voided link stays dead.
    expect(await read(user.id)).toMatchObject({ active: false, invite: 'pending' });
    const fresh = await user.token();
    expect(fresh).not.toBe(voided);
    expect((await validate(user.id, voided)).body.success).toBe(false);
    expect((await register(user.id, fresh)).body.success).toBe(true);
    expect(await read(user.id)).toMatchObject({ active: true, invite: '' });
  });
});

describe('a deactivated user who had registered', () => {
  it('stays off across saves and resets, and is back on only when a super admin says so', async () => {
    const user = await createTestUser(t.ctx.db, { security: 'READ ONLY', unitIds: [unitId] });
    await supertest(t.app).post('/api/User/passwordRequest').send({ email: user.email });
    expect(
      await t.ctx.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id)),
    ).toHaveLength(1);

    await setUser({ _id: user.id, active: false });
    // Their reset link is void with the rest of their credentials.
    expect(await t.ctx.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id))).toEqual(
      [],
    );
    expect((await boss.get('/api/User/resendInvite').set('id', user.id)).body.message).toBe(
      USER_DEACTIVATED_NO_INVITE,
    );
    await setUser({ _id: user.id, department: 'Credit' });
    expect(await read(user.id)).toMatchObject({ active: false, department: 'Credit' });

    await setUser({ _id: user.id, active: true });
    expect(await read(user.id)).toMatchObject({ active: true, invite: '' });
    const login = await supertest(t.app)
      .post('/api/User/login')
      .send({ email: user.email, password: TEST_PASSWORD });
    expect(login.body.success).toBe(true);
  });
});
