/** The user as the spec's calls show it (back-office.md §3 'User'), never with the password hash. */
import { asc, eq } from 'drizzle-orm';
import type { User } from '@cp/schemas/contracts/users';
import type { DbOrTx } from '../../db/client';
import { units, userUnits, users } from '../../db/schema';

/** The contract's user (schemas/src/contracts/users.ts). */
export type UserDto = User;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && uuidPattern.test(value);

/** A user's assigned unit: its id, whether it is a company or a division, and its name. */
export interface AssignedUnit {
  unitId: string;
  kind: 'company' | 'division';
  code: string;
  name: string;
  parentId: string | null;
  active: boolean;
}

/** One users row and its assigned units as the contract's user. */
export function toUserDto(user: typeof users.$inferSelect, assigned: AssignedUnit[]): UserDto {
  return {
    _id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    active: user.active,
    companies: assigned.filter((u) => u.kind === 'company').map((u) => u.unitId),
    divisions: assigned.filter((u) => u.kind === 'division').map((u) => u.unitId),
    security: user.security,
    invite: user.inviteTokenHash ? 'pending' : '',
    maximumApprovalAmount: user.maximumApprovalAmount,
    department: user.department,
    addDate: user.addDate.toISOString(),
    deleteDate: user.deleteDate ? user.deleteDate.toISOString() : null,
    units: assigned.map((u) => ({
      id: u.unitId,
      code: u.code,
      name: u.name,
      kind: u.kind,
      parentId: u.parentId,
      active: u.active,
    })),
  };
}

/** The units assigned to one user (`userId`) or to every user, by unit code. */
export function assignedUnits(db: DbOrTx, userId?: string) {
  return db
    .select({
      userId: userUnits.userId,
      unitId: units.id,
      kind: units.kind,
      code: units.code,
      name: units.name,
      parentId: units.parentId,
      active: units.active,
    })
    .from(userUnits)
    .innerJoin(units, eq(units.id, userUnits.unitId))
    .where(userId ? eq(userUnits.userId, userId) : undefined)
    .orderBy(asc(units.code));
}

export async function loadUserDto(db: DbOrTx, userId: string): Promise<UserDto | undefined> {
  if (!isUuid(userId)) return undefined;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return undefined;
  return toUserDto(user, await assignedUnits(db, userId));
}
