/**
 * setUser (back-office.md §2 'User details', §5 'Save user', §6): everyone may save their own first and
 * last name; a super admin may also change role, units, active flag, cap and department of others (not
 * their own cap or department, not their own active flag). Fields the caller may not change keep their
 * stored value. Switching a user off ends their sessions at once; role and units are read from the
 * database on every request (touch-session.ts), so a change applies to the user's next request.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { SetUserInput } from '@cp/schemas/contracts/users';
import { subject, type AppAbility } from '@cp/schemas/permissions/ability';
import { normalizeSecurity, type SessionUser } from '@cp/schemas/permissions/types';
import { FIRST_NAME_REQUIRED, LAST_NAME_REQUIRED, SAVE_USER_DENIED } from '@cp/schemas/messages/signin';
import { NOT_FOUND } from '@cp/schemas/messages/platform';
import type { Db } from '../../db/client';
import { sessions, userUnits, users } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { changedFields, writeAudit } from '../submissions/audit';
import { checkAssignment, invalid, type Assignment } from './assignment';
import { isUuid, loadUserDto } from './user-dto';

export async function setUser(options: {
  db: Db;
  actor: SessionUser;
  ability: AppAbility;
  input: SetUserInput;
}) {
  const { db, actor, ability, input } = options;
  const id = input._id;
  const before = isUuid(id) ? await loadUserDto(db, id) : undefined;
  if (!before || before.deleteDate) throw new AppError(ErrorCode.NotFound, NOT_FOUND);
  const target = subject('User', { id });
  if (!ability.can('save', target)) throw new AppError(ErrorCode.Forbidden, SAVE_USER_DENIED);

  const firstName = input.firstName?.trim() ?? before.firstName;
  const lastName = input.lastName?.trim() ?? before.lastName;
  if (!firstName) throw invalid('firstName', FIRST_NAME_REQUIRED);
  if (!lastName) throw invalid('lastName', LAST_NAME_REQUIRED);
  const may = (field: string) => ability.can('update', target, field);
  const mayAssign = ability.can('changeRole', 'User');
  // Role, units and cap are a super admin's to change; for anyone else they keep their stored values.
  const assignment: Assignment = mayAssign
    ? await checkAssignment(db, {
        security: input.security ?? before.security,
        companies: input.companies ?? before.companies,
        divisions: input.divisions ?? before.divisions,
        maximumApprovalAmount:
          may('maximumApprovalAmount') && input.maximumApprovalAmount !== undefined
            ? input.maximumApprovalAmount
            : before.maximumApprovalAmount,
      })
    : {
        security: normalizeSecurity(before.security),
        unitIds: [...before.companies, ...before.divisions],
        maximumApprovalAmount: before.maximumApprovalAmount,
      };
  // The active switch: not on one's own record, and an invited user becomes active only by registering.
  const mayToggle = mayAssign && id !== actor.id && !(before.invite && !before.active);
  const active = mayToggle && input.active !== undefined ? input.active : before.active;
  const department = may('department') ? (input.department?.trim() ?? before.department) : before.department;

  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        firstName,
        lastName,
        active,
        department,
        security: assignment.security,
        maximumApprovalAmount: assignment.maximumApprovalAmount,
      })
      .where(and(eq(users.id, id), isNull(users.deleteDate)));
    if (mayAssign) {
      await tx.delete(userUnits).where(eq(userUnits.userId, id));
      if (assignment.unitIds.length)
        await tx.insert(userUnits).values(assignment.unitIds.map((unitId) => ({ userId: id, unitId })));
    }
    // Deactivated: every session of the user ends now, and switching them back on does not revive one.
    if (before.active && !active)
      await tx
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)));
    const after = await loadUserDto(tx, id);
    await writeAudit(tx, {
      actorId: actor.id,
      actorKind: 'user',
      action: 'set-user',
      entity: 'user',
      entityId: id,
      ...changedFields({ ...before }, { ...after }),
    });
  });
}
