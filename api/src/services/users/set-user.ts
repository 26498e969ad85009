/**
 * setUser (back-office.md §2 'User details', §5 'Save user', §6): everyone may save their own first and
 * last name; a super admin may also change role, units, active flag, cap and department of others (not
 * their own cap or department, not their own active flag). Fields the caller may not change keep their
 * stored value. The active switch is active-switch.ts (switching a user off ends their sessions and voids
 * their invitation); role and units are read from the database on every request (touch-session.ts), so a
 * change applies to the user's next request.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { SetUserInput } from '@cp/schemas/contracts/users';
import { subject, type AppAbility } from '@cp/schemas/permissions/ability';
import { normalizeSecurity, type SessionUser } from '@cp/schemas/permissions/types';
import { FIRST_NAME_REQUIRED, LAST_NAME_REQUIRED, SAVE_USER_DENIED } from '@cp/schemas/messages/signin';
import { NOT_FOUND } from '@cp/schemas/messages/platform';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { userUnits, users } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { changedFields, writeAudit } from '../submissions/audit';
import { activeChange, activeStateOf, applyActiveChange } from './active-switch';
import { checkAssignment, invalid, type Assignment } from './assignment';
import { isUuid, loadUserDto } from './user-dto';

export async function setUser(options: {
  db: Db;
  config: Config;
  actor: SessionUser;
  ability: AppAbility;
  input: SetUserInput;
}) {
  const { db, config, actor, ability, input } = options;
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
  // The active switch (active-switch.ts): a super admin's, never on their own record.
  const mayToggle = mayAssign && id !== actor.id;
  const department = may('department') ? (input.department?.trim() ?? before.department) : before.department;

  await db.transaction(async (tx) => {
    const change = mayToggle ? activeChange(await activeStateOf(tx, id), input.active) : undefined;
    if (change)
      await applyActiveChange({ tx, config, user: { id, email: before.email }, invitedBy: actor, change });
    await tx
      .update(users)
      .set({
        firstName,
        lastName,
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
