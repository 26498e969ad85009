/**
 * Sets a new password from an emailed reset link. The token is single use and expires after an hour;
 * a successful reset ends every session of the user.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { PASSWORD_RESET_LINK_INVALID } from '@cp/schemas/messages/signin';
import { passwordProblems } from '@cp/schemas/password-policy';
import type { Db } from '../../db/client';
import { passwordResets, sessions, users } from '../../db/schema';
import { hashPassword } from '../../auth/passwords';
import { sha256 } from '../../auth/tokens';
import { AppError, ErrorCode } from '../../errors';
import { writeAudit } from '../submissions/audit';
import { isUuid } from './user-dto';

export interface ResetPasswordOptions {
  db: Db;
  userId: string;
  token: string;
  password: string;
}

export async function resetPassword(options: ResetPasswordOptions): Promise<void> {
  const { db, userId, token, password } = options;
  const problems = passwordProblems(password);
  if (problems.length)
    throw new AppError(ErrorCode.Validation, problems[0], { fields: { password: problems[0] } });
  if (!isUuid(userId) || !token) throw new AppError(ErrorCode.Rule, PASSWORD_RESET_LINK_INVALID);
  const passwordHash = await hashPassword(password);
  const done = await db.transaction(async (tx) => {
    const used = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResets.userId, userId),
          eq(passwordResets.tokenHash, sha256(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, sql`now()`),
        ),
      )
      .returning({ id: passwordResets.id });
    if (used.length === 0) return false;
    const updated = await tx
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, userId), eq(users.active, true), isNull(users.deleteDate)))
      .returning({ id: users.id });
    if (updated.length === 0) return false;
    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    await writeAudit(tx, {
      actorId: userId,
      actorKind: 'user',
      action: 'reset-password',
      entity: 'user',
      entityId: userId,
    });
    return true;
  });
  if (!done) throw new AppError(ErrorCode.Rule, PASSWORD_RESET_LINK_INVALID);
}
