/**
 * Resend Invite: only for an inactive user who holds an invitation; the old link stops working. A user a
 * super admin deactivated gets none (their invitation was voided): switching them back on sends a new one.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { NOT_FOUND } from '@cp/schemas/messages/platform';
import { USER_DEACTIVATED_NO_INVITE } from '@cp/schemas/messages/signin';
import type { SessionUser } from '@cp/schemas/permissions/types';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { writeAudit } from '../submissions/audit';
import { sendInvitation } from './send-invitation';
import { isUuid } from './user-dto';

export async function resendInvite(options: { db: Db; config: Config; actor: SessionUser; userId: string }) {
  const { db, config, actor, userId } = options;
  if (!isUuid(userId)) throw new AppError(ErrorCode.NotFound, NOT_FOUND);
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({
        id: users.id,
        email: users.email,
        active: users.active,
        invited: users.inviteTokenHash,
        deactivatedAt: users.deactivatedAt,
      })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deleteDate)))
      .for('update');
    if (user?.deactivatedAt) throw new AppError(ErrorCode.Rule, USER_DEACTIVATED_NO_INVITE);
    if (!user || user.active || !user.invited) throw new AppError(ErrorCode.NotFound, NOT_FOUND);
    await sendInvitation({ tx, config, user, invitedBy: actor });
    await writeAudit(tx, {
      actorId: actor.id,
      actorKind: 'user',
      action: 'resend-invite',
      entity: 'user',
      entityId: user.id,
    });
  });
}
