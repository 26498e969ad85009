/**
 * The header switch's units (`GET /api/v1/units/selectable`) and the header selection on the lists:
 * inactive companies and divisions are never offered (issue 13 item 5), an Admin or Read Only user assigned
 * a company may narrow to one of its divisions (issue 15 item 11), and a forged selection never widens
 * what a user sees.
 */
import { eq } from 'drizzle-orm';
import supertest from 'supertest';
import { units } from '../db/schema';
import { createTestApp, createTestUser, signedInAgent, type TestApp } from '../auth/testing';
import { createCompanyWithDivision, createSubmission, createUnit, type UnitRow } from '../test/factories';

let t: TestApp;
let mine: { company: UnitRow; division: UnitRow; second: UnitRow };
let theirs: { company: UnitRow; division: UnitRow };
let closed: { company: UnitRow; division: UnitRow };
let closedDivision: UnitRow;
const agents = {} as Record<'admin' | 'reader' | 'superAdmin', supertest.Agent>;
const records = {} as Record<'company' | 'division' | 'second' | 'theirs', string>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.db;
  const one = await createCompanyWithDivision(db);
  mine = { ...one, second: await createUnit(db, { parentId: one.company.id, kind: 'division' }) };
  theirs = await createCompanyWithDivision(db);
  closed = await createCompanyWithDivision(db, { active: false });
  closedDivision = await createUnit(db, { parentId: one.company.id, kind: 'division', active: false });
  const make = async (companyId: string, divisionId: string | null) =>
    (await createSubmission(db, { companyId, divisionId, form: 'customer-activation', status: 'NEW' })).id;
  records.company = await make(mine.company.id, null);
  records.division = await make(mine.company.id, mine.division.id);
  records.second = await make(mine.company.id, mine.second.id);
  records.theirs = await make(theirs.company.id, theirs.division.id);
  const users = {
    admin: await createTestUser(db, {
      security: 'ADMIN',
      unitIds: [mine.company.id, closed.company.id],
    }),
    reader: await createTestUser(db, { security: 'READ ONLY', unitIds: [mine.division.id] }),
    superAdmin: await createTestUser(db, { security: 'SUPER ADMIN', unitIds: [mine.company.id] }),
  };
  for (const [k, u] of Object.entries(users))
    agents[k as keyof typeof agents] = await signedInAgent(t.app, u.email);
});
afterAll(() => t.close());

const selectable = async (agent: supertest.Agent) =>
  ((await agent.get('/api/v1/units/selectable')).body.data as { id: string; kind: string }[]).map(
    (u) => u.id,
  );

describe('the header switch offers open units only (issue 13 item 5)', () => {
  it('a super admin: no inactive company, none of its divisions, no inactive division', async () => {
    const ids = await selectable(agents.superAdmin);
    expect(ids).toEqual(
      expect.arrayContaining(['ALL', mine.company.id, mine.division.id, mine.second.id, theirs.company.id]),
    );
    for (const off of [closed.company.id, closed.division.id, closedDivision.id])
      expect(ids).not.toContain(off);
  });

  it('an Admin: their company and its open divisions; the inactive company they hold is not offered', async () => {
    expect((await selectable(agents.admin)).sort()).toEqual(
      ['ALL', mine.company.id, mine.division.id, mine.second.id].sort(),
    );
  });

  it('a Read Only user assigned one division: that division only', async () => {
    expect(await selectable(agents.reader)).toEqual(['ALL', mine.division.id]);
  });

  it('the invite dialogs do not offer a deactivated unit either, and offer it again when switched back on', async () => {
    const offered = async () =>
      ((await agents.superAdmin.get('/api/v1/units/offered')).body.data as { id: string }[]).map((u) => u.id);
    expect(await offered()).toContain(theirs.division.id);
    await t.ctx.db.update(units).set({ active: false }).where(eq(units.id, theirs.company.id));
    expect(await offered()).not.toContain(theirs.division.id);
    expect(await selectable(agents.superAdmin)).not.toContain(theirs.division.id);
    await t.ctx.db.update(units).set({ active: true }).where(eq(units.id, theirs.company.id));
    expect(await offered()).toContain(theirs.division.id);
  });
});

describe('narrowing a company to one division (issue 15 item 11)', () => {
  const list = async (agent: supertest.Agent, cookie?: string) => {
    const q = `?filter=${encodeURIComponent(JSON.stringify({ status: 'NEW' }))}&range=[0,99]`;
    const req = agent.get(`/api/v1/activations${q}`);
    const res = await (cookie ? req.set('Cookie', cookie) : req);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body as { id: string }[]).map((r) => r.id).sort();
  };
  const pick = (companyId: string, divisionId: string) =>
    `selected-company=${companyId}; selected-division=${divisionId}`;

  it('an Admin of the company sees all its records, or one division of it when picked', async () => {
    expect(await list(agents.admin)).toEqual([records.company, records.division, records.second].sort());
    expect(await list(agents.admin, pick(mine.company.id, mine.division.id))).toEqual([records.division]);
    expect(await list(agents.admin, pick(mine.company.id, mine.second.id))).toEqual([records.second]);
  });

  it("a forged selection never widens: another company's division, named with or without one's own company", async () => {
    expect(await list(agents.admin, pick(mine.company.id, theirs.division.id))).toEqual([]);
    expect(await list(agents.admin, pick(theirs.company.id, theirs.division.id))).toEqual([]);
    expect(await list(agents.admin, `selected-division=${theirs.division.id}`)).toEqual([]);
    expect(await list(agents.reader, pick(mine.company.id, mine.second.id))).toEqual([]);
  });

  it('the list filter narrows the same way', async () => {
    const q = `?filter=${encodeURIComponent(JSON.stringify({ status: 'NEW', unitId: mine.second.id }))}&range=[0,99]`;
    const res = await agents.admin.get(`/api/v1/activations${q}`);
    expect((res.body as { id: string }[]).map((r) => r.id)).toEqual([records.second]);
  });
});

describe('a user comes with the names of their units (issue 15 item 11)', () => {
  it('a Read Only viewer reads the unit names of a user assigned units outside their own', async () => {
    const other = await createTestUser(t.ctx.db, {
      security: 'ADMIN',
      unitIds: [theirs.company.id, closed.company.id],
    });
    const res = await agents.reader.get('/api/User/getUserById').set('id', other.id);
    expect(res.status).toBe(200);
    expect(res.body.data.units).toEqual(
      [
        { id: theirs.company.id, code: theirs.company.code, name: theirs.company.name, active: true },
        { id: closed.company.id, code: closed.company.code, name: closed.company.name, active: false },
      ]
        .map((u) => ({ ...u, kind: 'company', parentId: null }))
        .sort((a, b) => a.code.localeCompare(b.code)),
    );
    const list = await agents.reader.get('/api/User/getUserList');
    const listed = (list.body.data as { _id: string; units: { name: string }[] }[]).find(
      (u) => u._id === other.id,
    );
    expect(listed?.units.map((u) => u.name).sort()).toEqual(
      [theirs.company.name, closed.company.name].sort(),
    );
  });
});
