/**
 * Accepting an invitation: names and a password that meets the policy; the user becomes active and the
 * invite is cleared (single use). The caller then signs the user in. A user a super admin deactivated is
 * never switched on here, whatever token the row still holds (set-user.ts).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { FIRST_NAME_REQUIRED, INVITE_INVALID, LAST_NAME_REQUIRED } from '@cp/schemas/messages/signin';
import { passwordProblems } from '@cp/schemas/password-policy';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { hashPassword } from '../../auth/passwords';
import { sha256 } from '../../auth/tokens';
import { AppError, ErrorCode } from '../../errors';
import { writeAudit } from '../submissions/audit';
import { findValidInvite } from './validate-invite';

export interface RegisterUserOptions {
  db: Db;
  userId: string;
  token: string;
  firstName: string;
  lastName: string;
  password: string;
}

export async function registerUser(options: RegisterUserOptions): Promise<{ userId: string }> {
  const { db, userId, token } = options;
  const firstName = options.firstName.trim().slice(0, 100);
  const lastName = options.lastName.trim().slice(0, 100);
  const fields: Record<string, string> = {};
  if (!firstName) fields.firstName = FIRST_NAME_REQUIRED;
  if (!lastName) fields.lastName = LAST_NAME_REQUIRED;
  const problems = passwordProblems(options.password);
  if (problems.length) fields.password = problems[0];
  const first = Object.values(fields)[0];
  if (first) throw new AppError(ErrorCode.Validation, first, { fields });

  if (!token || !(await findValidInvite({ db, userId, token })))
    throw new AppError(ErrorCode.Rule, INVITE_INVALID);
  const passwordHash = await hashPassword(options.password);
  const updated = await db.transaction(async (tx) => {
    const rows = await tx
      .update(users)
      .set({ firstName, lastName, passwordHash, active: true, inviteTokenHash: null, inviteExpiresAt: null })
      .where(
        and(
          eq(users.id, userId),
          eq(users.active, false),
          isNull(users.deactivatedAt),
          isNull(users.deleteDate),
          eq(users.inviteTokenHash, sha256(token)),
        ),
      )
      .returning({ id: users.id });
    if (rows.length)
      await writeAudit(tx, {
        actorId: userId,
        actorKind: 'user',
        action: 'register',
        entity: 'user',
        entityId: userId,
        after: { firstName, lastName, active: true },
      });
    return rows;
  });
  // A concurrent registration with the same link took it first.
  if (updated.length === 0) throw new AppError(ErrorCode.Rule, INVITE_INVALID);
  return { userId };
}
