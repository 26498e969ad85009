/**
 * loadSessionUser (the staff member behind a session, as the benchmarks load their actor): role, approval cap
 * and assigned units split into companies and divisions; nobody for an inactive or deleted user.
 */
import { eq } from 'drizzle-orm';
import { userUnits, users } from '../db/schema';
import { createCompanyWithDivision } from '../test/factories';
import { createTestDb, type TestDatabase } from '../test/test-db';
import { loadSessionUser } from './session-user';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());

const addUser = async (values: Partial<typeof users.$inferInsert> = {}) => {
  const [row] = await t.db
    .insert(users)
    .values({ email: `u${Math.random()}@example.test`, firstName: 'Ann', lastName: 'Staff', ...values })
    .returning();
  return row;
};

describe('loadSessionUser', () => {
  it('gives the role, the cap and the assigned companies and divisions', async () => {
    const { company, division } = await createCompanyWithDivision(t.db);
    const user = await addUser({ active: true, security: 'ADMIN', maximumApprovalAmount: 25000 });
    await t.db.insert(userUnits).values([
      { userId: user.id, unitId: company.id },
      { userId: user.id, unitId: division.id },
    ]);
    expect(await loadSessionUser(t.db, user.id)).toEqual({
      id: user.id,
      email: user.email,
      firstName: 'Ann',
      lastName: 'Staff',
      security: 'ADMIN',
      maximumApprovalAmount: 25000,
      companies: [company.id],
      divisions: [division.id],
    });
  });

  it('has nobody for an inactive or a deleted user', async () => {
    const inactive = await addUser({ active: false });
    expect(await loadSessionUser(t.db, inactive.id)).toBeUndefined();
    const deleted = await addUser({ active: true });
    await t.db.update(users).set({ deleteDate: new Date() }).where(eq(users.id, deleted.id));
    expect(await loadSessionUser(t.db, deleted.id)).toBeUndefined();
  });
});
