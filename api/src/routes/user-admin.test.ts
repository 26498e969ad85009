import supertest from 'supertest';
import { createTestApp, createTestUser, signedInAgent, TEST_PASSWORD, type TestApp } from '../auth/testing';
import { createUnit } from '../test/factories';

describe('user administration calls (getUserList, setUser, removeUser)', () => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  let unitA: string;
  let unitB: string;
  beforeAll(async () => {
    t = await createTestApp();
    unitA = (await createUnit(t.ctx.db)).id;
    unitB = (await createUnit(t.ctx.db)).id;
    const make = async (key: string, security: 'READ ONLY' | 'ADMIN' | 'SUPER ADMIN', firstName: string) =>
      (ids[key] = (
        await createTestUser(t.ctx.db, {
          email: `${key}@example.test`,
          security,
          firstName,
          unitIds: [unitA],
          maximumApprovalAmount: security === 'READ ONLY' ? 0 : 5000,
        })
      ).id);
    await make('super', 'SUPER ADMIN', 'Zoe');
    await make('admin', 'ADMIN', 'Adam');
    await make('reader', 'READ ONLY', 'Mia');
    await make('victim', 'READ ONLY', 'Bob');
  });
  afterAll(() => t.close());

  it('lists users sorted by first name, without password hashes', async () => {
    const agent = await signedInAgent(t.app, 'reader@example.test');
    const res = await agent.get('/api/User/getUserList');
    expect(res.body.success).toBe(true);
    expect(res.body.data.map((u: { firstName: string }) => u.firstName)).toEqual([
      'Adam',
      'Bob',
      'Mia',
      'Zoe',
    ]);
    expect(JSON.stringify(res.body)).not.toContain('argon2');
  });

  it('lets anyone save their own name but nothing else of their record', async () => {
    const agent = await signedInAgent(t.app, 'reader@example.test');
    const res = await agent.post('/api/User/setUser').send({
      _id: ids.reader,
      firstName: 'Mira',
      lastName: 'Stone',
      security: 'SUPER ADMIN',
      maximumApprovalAmount: 999999,
      companies: [unitB],
    });
    expect(res.body).toMatchObject({ success: true, message: 'Successfully updated user.' });
    const me = await agent.get('/api/User/getUserById');
    expect(me.body.data).toMatchObject({
      firstName: 'Mira',
      lastName: 'Stone',
      security: 'READ ONLY',
      maximumApprovalAmount: 0,
      companies: [unitA],
    });
  });

  it("refuses to save another user's record to non super admins", async () => {
    const agent = await signedInAgent(t.app, 'admin@example.test');
    const res = await agent
      .post('/api/User/setUser')
      .send({ _id: ids.victim, firstName: 'X', lastName: 'Y' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Access to save the user is denied!');
  });

  it('lets a super admin change role, units and cap, with the assignment rules', async () => {
    const agent = await signedInAgent(t.app, 'super@example.test');
    const twoCompanies = await agent
      .post('/api/User/setUser')
      .send({ _id: ids.victim, security: 'ADMIN', companies: [unitA, unitB], maximumApprovalAmount: 100 });
    expect(twoCompanies.body.message).toBe('Admins can only be assigned to one company!');
    const noCap = await agent
      .post('/api/User/setUser')
      .send({ _id: ids.victim, security: 'ADMIN', companies: [unitB], maximumApprovalAmount: '' });
    expect(noCap.body.message).toBe('You must enter a maximum approval amount!');
    const ok = await agent.post('/api/User/setUser').send({
      _id: ids.victim,
      security: 'admin',
      companies: [unitB],
      divisions: [],
      maximumApprovalAmount: 7500,
    });
    expect(ok.body.success).toBe(true);
    const user = await agent.get('/api/User/getUserById').set('id', ids.victim);
    expect(user.body.data).toMatchObject({
      security: 'ADMIN',
      companies: [unitB],
      maximumApprovalAmount: 7500,
    });
  });

  it("keeps a super admin's own cap and department", async () => {
    const agent = await signedInAgent(t.app, 'super@example.test');
    await agent.post('/api/User/setUser').send({
      _id: ids.super,
      firstName: 'Zoe',
      lastName: 'Q',
      maximumApprovalAmount: 1,
      department: 'Sales',
    });
    const me = await agent.get('/api/User/getUserById');
    expect(me.body.data).toMatchObject({ maximumApprovalAmount: 5000, department: '' });
  });

  it('deletes users for super admins only, never oneself, and ends their sessions', async () => {
    const victim = supertest.agent(t.app);
    await victim.post('/api/User/login').send({ email: 'victim@example.test', password: TEST_PASSWORD });
    const admin = await signedInAgent(t.app, 'admin@example.test');
    expect((await admin.delete('/api/User/removeUser').set('id', ids.victim)).status).toBe(403);
    const agent = await signedInAgent(t.app, 'super@example.test');
    expect((await agent.delete('/api/User/removeUser').set('id', ids.super)).body.success).toBe(false);
    const res = await agent.delete('/api/User/removeUser').set('id', ids.victim);
    expect(res.body).toMatchObject({ success: true, message: 'Successfully deleted user.' });
    expect((await victim.get('/api/User/getUserById')).status).toBe(401);
    const list = await agent.get('/api/User/getUserList');
    expect(list.body.data.map((u: { _id: string }) => u._id)).not.toContain(ids.victim);
  });
});
