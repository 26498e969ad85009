/**
 * An invitation is valid while the user is inactive (has not registered), not deactivated by a super admin,
 * not deleted, holds an invite that has not expired, and (when a token is presented) the token matches the
 * stored hash. Anything else answers like an invalid link.
 */
import { and, eq, gt, isNull, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { sha256 } from '../../auth/tokens';
import { isUuid } from './user-dto';

export interface InvitedUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

export async function findValidInvite(options: {
  db: DbOrTx;
  userId: string;
  token?: string;
}): Promise<InvitedUser | undefined> {
  const { db, userId, token } = options;
  if (!isUuid(userId)) return undefined;
  const [user] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        eq(users.active, false),
        isNull(users.deactivatedAt),
        isNull(users.deleteDate),
        isNotNull(users.inviteTokenHash),
        gt(users.inviteExpiresAt, sql`now()`),
        token === undefined ? undefined : eq(users.inviteTokenHash, sha256(token)),
      ),
    );
  return user;
}
