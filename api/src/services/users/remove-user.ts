/** removeUser: a super admin deletes another user (soft delete); their sessions end at once. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { NOT_FOUND } from '@cp/schemas/messages/platform';
import { CANNOT_DELETE_SELF } from '@cp/schemas/messages/signin';
import type { SessionUser } from '@cp/schemas/permissions/types';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { writeAudit } from '../submissions/audit';
import { isUuid } from './user-dto';

export async function removeUser(options: { db: Db; actor: SessionUser; userId: string }): Promise<void> {
  const { db, actor, userId } = options;
  if (!isUuid(userId)) throw new AppError(ErrorCode.NotFound, NOT_FOUND);
  if (userId === actor.id) throw new AppError(ErrorCode.Rule, CANNOT_DELETE_SELF);
  await db.transaction(async (tx) => {
    const removed = await tx
      .update(users)
      .set({ deleteDate: sql`now()`, active: false, inviteTokenHash: null, inviteExpiresAt: null })
      .where(and(eq(users.id, userId), isNull(users.deleteDate)))
      .returning({ id: users.id, email: users.email });
    if (removed.length === 0) throw new AppError(ErrorCode.NotFound, NOT_FOUND);
    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    await writeAudit(tx, {
      actorId: actor.id,
      actorKind: 'user',
      action: 'delete-user',
      entity: 'user',
      entityId: userId,
      before: { email: removed[0].email },
    });
  });
}
