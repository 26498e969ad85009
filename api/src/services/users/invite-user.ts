/**
 * Invite New User (back-office.md §2 'Users', §8): creates an inactive user with the chosen role, cap,
 * department and units, and emails the registration link. The caller checks the super-admin permission.
 */
import { and, isNull, sql } from 'drizzle-orm';
import { INVALID_EMAIL, USER_EMAIL_TAKEN } from '@cp/schemas/messages/signin';
import type { InviteUserInput } from '@cp/schemas/contracts/users';
import type { SessionUser } from '@cp/schemas/permissions/types';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { userUnits, users } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { writeAudit } from '../submissions/audit';
import { checkAssignment, invalid } from './assignment';
import { sendInvitation } from './send-invitation';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function inviteUser(options: {
  db: Db;
  config: Config;
  actor: SessionUser;
  input: InviteUserInput;
}): Promise<{ id: string }> {
  const { db, config, actor, input } = options;
  const email = input.email.trim();
  if (!emailPattern.test(email) || email.length > 250) throw invalid('email', INVALID_EMAIL);
  const assignment = await checkAssignment(db, input);
  const department = input.department.trim();

  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deleteDate)));
    if (taken)
      throw new AppError(ErrorCode.Conflict, USER_EMAIL_TAKEN, { fields: { email: USER_EMAIL_TAKEN } });
    const [user] = await tx
      .insert(users)
      .values({
        email,
        active: false,
        security: assignment.security,
        maximumApprovalAmount: assignment.maximumApprovalAmount,
        department,
      })
      .returning({ id: users.id, email: users.email });
    if (assignment.unitIds.length)
      await tx.insert(userUnits).values(assignment.unitIds.map((unitId) => ({ userId: user.id, unitId })));
    await sendInvitation({ tx, config, user, invitedBy: actor });
    await writeAudit(tx, {
      actorId: actor.id,
      actorKind: 'user',
      action: 'invite-user',
      entity: 'user',
      entityId: user.id,
      after: { email, department, ...assignment },
    });
    return { id: user.id };
  });
}
