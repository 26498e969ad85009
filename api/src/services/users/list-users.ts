/** getUserList: every user that is not deleted, sorted by first name (back-office.md §2 'Users'). */
import { asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { units, userUnits, users } from '../../db/schema';
import type { UserDto } from './user-dto';

export async function listUsers(options: { db: DbOrTx }): Promise<UserDto[]> {
  const { db } = options;
  const rows = await db
    .select()
    .from(users)
    .where(isNull(users.deleteDate))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email));
  const assigned = await db
    .select({ userId: userUnits.userId, unitId: units.id, kind: units.kind })
    .from(userUnits)
    .innerJoin(units, eq(units.id, userUnits.unitId));
  return rows.map((u) => {
    const mine = assigned.filter((a) => a.userId === u.id);
    return {
      _id: u.id,
      email: u.email,
      firstName: u.firstName,
      lastName: u.lastName,
      active: u.active,
      companies: mine.filter((a) => a.kind === 'company').map((a) => a.unitId),
      divisions: mine.filter((a) => a.kind === 'division').map((a) => a.unitId),
      security: u.security,
      invite: u.inviteTokenHash ? 'pending' : '',
      maximumApprovalAmount: u.maximumApprovalAmount,
      department: u.department,
      addDate: u.addDate.toISOString(),
      deleteDate: null,
    };
  });
}
