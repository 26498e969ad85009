/** The user as the spec's calls show it (back-office.md §3 'User'), never with the password hash. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { units, userUnits, users } from '../../db/schema';

export interface UserDto {
  _id: string;
  email: string;
  firstName: string;
  lastName: string;
  active: boolean;
  companies: string[];
  divisions: string[];
  security: string;
  /** Never the token itself: 'pending' while an invitation is outstanding, else ''. */
  invite: string;
  maximumApprovalAmount: number;
  department: string;
  addDate: string;
  deleteDate: string | null;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && uuidPattern.test(value);

export async function loadUserDto(db: DbOrTx, userId: string): Promise<UserDto | undefined> {
  if (!isUuid(userId)) return undefined;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return undefined;
  const assigned = await db
    .select({ id: units.id, kind: units.kind })
    .from(userUnits)
    .innerJoin(units, eq(units.id, userUnits.unitId))
    .where(eq(userUnits.userId, userId));
  return {
    _id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    active: user.active,
    companies: assigned.filter((u) => u.kind === 'company').map((u) => u.id),
    divisions: assigned.filter((u) => u.kind === 'division').map((u) => u.id),
    security: user.security,
    invite: user.inviteTokenHash ? 'pending' : '',
    maximumApprovalAmount: user.maximumApprovalAmount,
    department: user.department,
    addDate: user.addDate.toISOString(),
    deleteDate: user.deleteDate ? user.deleteDate.toISOString() : null,
  };
}
