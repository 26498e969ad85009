/** getUserList: every user that is not deleted, sorted by first name (back-office.md §2 'Users'). */
import { asc, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { assignedUnits, toUserDto, type UserDto } from './user-dto';

export async function listUsers(options: { db: DbOrTx }): Promise<UserDto[]> {
  const { db } = options;
  const rows = await db
    .select()
    .from(users)
    .where(isNull(users.deleteDate))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email));
  const assigned = await assignedUnits(db);
  return rows.map((u) =>
    toUserDto(
      u,
      assigned.filter((a) => a.userId === u.id),
    ),
  );
}
