/** Loads the signed-in staff member (role, cap and assigned units) for req.user. */
import { and, eq, isNull } from 'drizzle-orm';
import { normalizeSecurity, type SessionUser } from '@cp/schemas/permissions/types';
import type { DbOrTx } from '../db/client';
import { units, userUnits, users } from '../db/schema';

/** The active, not deleted user with this id, or undefined. */
export async function loadSessionUser(db: DbOrTx, userId: string): Promise<SessionUser | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.active, true), isNull(users.deleteDate)));
  if (!user) return undefined;
  const assigned = await db
    .select({ id: units.id, kind: units.kind })
    .from(userUnits)
    .innerJoin(units, eq(units.id, userUnits.unitId))
    .where(eq(userUnits.userId, userId));
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    security: normalizeSecurity(user.security),
    maximumApprovalAmount: user.maximumApprovalAmount,
    companies: assigned.filter((u) => u.kind === 'company').map((u) => u.id),
    divisions: assigned.filter((u) => u.kind === 'division').map((u) => u.id),
  };
}
