/** Resend Invite: only for an inactive user who holds an invitation; the old link stops working. */
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { NOT_FOUND } from '@cp/schemas/messages/platform';
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
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        and(
          eq(users.id, userId),
          eq(users.active, false),
          isNull(users.deleteDate),
          isNotNull(users.inviteTokenHash),
        ),
      );
    if (!user) throw new AppError(ErrorCode.NotFound, NOT_FOUND);
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
