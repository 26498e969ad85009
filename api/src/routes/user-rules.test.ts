/**
 * The Save user rules of back-office.md §5 and §6, enforced by the server whatever the console sends, one
 * row per rule and message; and their effects on the edited user's open session (§4 'Users', issue 13).
 */
import supertest from 'supertest';
import { createTestApp, createTestUser, signedInAgent, TEST_PASSWORD, type TestApp } from '../auth/testing';
import { createCompanyWithDivision, type UnitRow } from '../test/factories';

let t: TestApp;
let one: { company: UnitRow; division: UnitRow };
let two: { company: UnitRow; division: UnitRow };
let superAgent: supertest.Agent;
let superId: string;

beforeAll(async () => {
  t = await createTestApp();
  one = await createCompanyWithDivision(t.ctx.db);
  two = await createCompanyWithDivision(t.ctx.db);
  superId = (
    await createTestUser(t.ctx.db, {
      email: 'rules-super@example.test',
      security: 'SUPER ADMIN',
      unitIds: [one.company.id],
    })
  ).id;
  superAgent = await signedInAgent(t.app, 'rules-super@example.test');
});
afterAll(() => t.close());

let n = 0;
async function someone(security: 'READ ONLY' | 'ADMIN' | 'SUPER ADMIN' = 'READ ONLY', unitIds?: string[]) {
  n += 1;
  return createTestUser(t.ctx.db, {
    email: `rules-${n}@example.test`,
    security,
    unitIds: unitIds ?? [one.company.id],
    maximumApprovalAmount: security === 'READ ONLY' ? 0 : 1000,
  });
}

const save = (agent: supertest.Agent, body: Record<string, unknown>) =>
  agent.post('/api/User/setUser').send(body);
const read = async (id: string) =>
  (await superAgent.get('/api/User/getUserById').set('id', id)).body.data as Record<string, unknown>;

type Units = 'none' | 'oneCompany' | 'companyAndItsDivision' | 'twoCompanies' | 'divisionsOfTwo';
const unitsOf = (u: Units) =>
  ({
    none: { companies: [], divisions: [] },
    oneCompany: { companies: [one.company.id], divisions: [] },
    companyAndItsDivision: { companies: [one.company.id], divisions: [one.division.id] },
    twoCompanies: { companies: [one.company.id, two.company.id], divisions: [] },
    divisionsOfTwo: { companies: [], divisions: [one.division.id, two.division.id] },
  })[u];

describe('Save user by a super admin (§5 Save user)', () => {
  it.each([
    ['READ ONLY', 'none', 0, 'You must select at least one company or division!'],
    ['ADMIN', 'none', 100, 'You must select at least one company or division!'],
    // §5 'Save user' exempts no role from the unit rule.
    ['SUPER ADMIN', 'none', 100, 'You must select at least one company or division!'],
    ['ADMIN', 'twoCompanies', 100, 'Admins can only be assigned to one company!'],
    ['ADMIN', 'divisionsOfTwo', 100, 'Admins can only be assigned to one company!'],
    ['ADMIN', 'oneCompany', 0, 'You must enter a maximum approval amount!'],
    ['ADMIN', 'oneCompany', '', 'You must enter a maximum approval amount!'],
    ['SUPER ADMIN', 'oneCompany', '0', 'You must enter a maximum approval amount!'],
    ['ADMIN', 'oneCompany', '1234567890', 'You must enter a maximum approval amount!'],
    ['ADMIN', 'oneCompany', '12.5', 'You must enter a maximum approval amount!'],
  ] as const)('%s with %s and amount %j is refused: %s', async (security, units, amount, message) => {
    const user = await someone();
    const res = await save(superAgent, {
      _id: user.id,
      security,
      ...unitsOf(units),
      maximumApprovalAmount: amount,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message });
    expect(await read(user.id)).toMatchObject({ security: 'READ ONLY', companies: [one.company.id] });
  });

  it.each([
    ['READ ONLY', 'twoCompanies', 0, 0],
    ['READ ONLY', 'oneCompany', '', 0],
    ['ADMIN', 'companyAndItsDivision', '250,000', 250000],
    ['ADMIN', 'oneCompany', '999999999', 999999999],
    ['SUPER ADMIN', 'twoCompanies', 5, 5],
  ] as const)('%s with %s and amount %j is saved (cap %d)', async (security, units, amount, cap) => {
    const user = await someone();
    const res = await save(superAgent, {
      _id: user.id,
      security,
      ...unitsOf(units),
      maximumApprovalAmount: amount,
    });
    expect(res.body).toMatchObject({ success: true, message: 'Successfully updated user.' });
    const saved = await read(user.id);
    const sorted = (ids: unknown) => [...(ids as string[])].sort();
    expect(saved).toMatchObject({ security, maximumApprovalAmount: cap });
    expect([sorted(saved.companies), sorted(saved.divisions)]).toEqual([
      sorted(unitsOf(units).companies),
      sorted(unitsOf(units).divisions),
    ]);
  });

  it('keeps their own cap and department and their own active flag', async () => {
    const res = await save(superAgent, {
      _id: superId,
      firstName: 'Own',
      lastName: 'Record',
      maximumApprovalAmount: 7,
      department: 'Elsewhere',
      active: false,
    });
    expect(res.body.success).toBe(true);
    expect(await read(superId)).toMatchObject({
      firstName: 'Own',
      maximumApprovalAmount: 100000,
      department: '',
      active: true,
    });
  });

  it("changes another user's department and cap", async () => {
    const user = await someone('ADMIN');
    await save(superAgent, { _id: user.id, department: 'Credit', maximumApprovalAmount: 4200 });
    expect(await read(user.id)).toMatchObject({ department: 'Credit', maximumApprovalAmount: 4200 });
  });
});

describe('Save user by others (§6)', () => {
  it.each(['READ ONLY', 'ADMIN'] as const)("a %s user is refused another user's record", async (security) => {
    const actor = await someone(security);
    const victim = await someone();
    const agent = await signedInAgent(t.app, actor.email);
    const res = await save(agent, { _id: victim.id, firstName: 'Changed', lastName: 'Name' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Access to save the user is denied!');
    expect(await read(victim.id)).toMatchObject({ firstName: 'Test' });
  });

  it.each(['READ ONLY', 'ADMIN'] as const)(
    'a %s user saves only their own names, never their role, units, cap or department',
    async (security) => {
      const actor = await someone(security);
      const agent = await signedInAgent(t.app, actor.email);
      const res = await save(agent, {
        _id: actor.id,
        firstName: 'Self',
        lastName: 'Made',
        security: 'SUPER ADMIN',
        companies: [two.company.id],
        maximumApprovalAmount: 999,
        department: 'Board',
      });
      expect(res.body).toMatchObject({ success: true, message: 'Successfully updated user.' });
      expect(await read(actor.id)).toMatchObject({
        firstName: 'Self',
        lastName: 'Made',
        security,
        companies: [one.company.id],
        maximumApprovalAmount: security === 'READ ONLY' ? 0 : 1000,
        department: '',
      });
    },
  );
});

describe('effects on the edited user (§4 Users; issue 13 item 5)', () => {
  const selectable = async (agent: supertest.Agent) =>
    ((await agent.get('/api/v1/units/selectable')).body.data as { id: string }[])
      .map((u) => u.id)
      .filter((id) => [one.company.id, one.division.id, two.company.id, two.division.id].includes(id))
      .sort();

  it("a change of units or role applies to the user's next request, without signing in again", async () => {
    const user = await someone('READ ONLY', [one.company.id]);
    const agent = await signedInAgent(t.app, user.email);
    // The company and, to narrow to it, its division (issue 15 item 11).
    expect(await selectable(agent)).toEqual([one.company.id, one.division.id].sort());
    await save(superAgent, { _id: user.id, companies: [], divisions: [two.division.id] });
    expect(await selectable(agent)).toEqual([two.division.id]);
    // Role: a super admin may switch to every unit and invite users.
    expect((await agent.post('/api/User/inviteUser').send({ email: 'x@example.test' })).status).toBe(403);
    await save(superAgent, { _id: user.id, security: 'SUPER ADMIN', maximumApprovalAmount: 10 });
    expect(await selectable(agent)).toEqual(
      [one.company.id, one.division.id, two.company.id, two.division.id].sort(),
    );
  });

  it('deactivating ends the open session at once; switching back on does not revive it', async () => {
    const user = await someone();
    const agent = supertest.agent(t.app);
    await agent.post('/api/User/login').send({ email: user.email, password: TEST_PASSWORD });
    expect((await agent.get('/api/User/getUserById')).status).toBe(200);
    expect((await save(superAgent, { _id: user.id, active: false })).body.success).toBe(true);
    expect((await agent.get('/api/User/getUserById')).status).toBe(401);
    expect((await agent.post('/api/User/refreshToken')).status).toBe(401);
    await save(superAgent, { _id: user.id, active: true });
    expect((await agent.get('/api/User/getUserById')).status).toBe(401);
    // A deactivated user cannot sign in; switched back on, they can.
    const fresh = await signedInAgent(t.app, user.email);
    expect((await fresh.get('/api/User/getUserById')).status).toBe(200);
  });

  it('an invited user who has not registered cannot be switched on', async () => {
    const invited = await superAgent
      .post('/api/User/inviteUser')
      .send({ email: 'not-yet@example.test', companies: [one.company.id] });
    expect(invited.body.message).toBe('Invite has been sent out');
    await save(superAgent, { _id: invited.body.id, active: true });
    expect(await read(invited.body.id)).toMatchObject({ active: false, invite: 'pending' });
  });
});
