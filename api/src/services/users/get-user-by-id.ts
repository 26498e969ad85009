/** getUserById: the current user, or another user when the rules let the caller read users. */
import { subject } from '@cp/schemas/permissions/ability';
import type { AppAbility } from '@cp/schemas/permissions/ability';
import type { SessionUser } from '@cp/schemas/permissions/types';
import { ACCESS_DENIED, NOT_FOUND } from '@cp/schemas/messages/platform';
import type { DbOrTx } from '../../db/client';
import { AppError, ErrorCode } from '../../errors';
import { loadUserDto, type UserDto } from './user-dto';

export async function getUserById(options: {
  db: DbOrTx;
  actor: SessionUser;
  ability: AppAbility;
  id?: string;
}): Promise<UserDto> {
  const { db, actor, ability } = options;
  const id = options.id?.trim() || actor.id;
  if (id !== actor.id && !ability.can('read', subject('User', { id })))
    throw new AppError(ErrorCode.Forbidden, ACCESS_DENIED);
  const user = await loadUserDto(db, id);
  if (!user || (user.deleteDate && id !== actor.id)) throw new AppError(ErrorCode.NotFound, NOT_FOUND);
  return user;
}
