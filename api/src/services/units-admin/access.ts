/**
 * Who may see and change companies and divisions (back-office.md §6): everyone reads the units assigned to
 * them; only a super admin adds or saves units, contacts and denial codes or uploads packets. The server
 * refuses with §8's message, whatever the console shows.
 */
import type { AppAbility } from '@cp/schemas/permissions/ability';
import { subject } from '@cp/schemas/permissions/ability';
import type { SessionUser } from '@cp/schemas/permissions/types';
import type { DbOrTx } from '../../db/client';
import { AppError, ErrorCode } from '../../errors';
import { writeAudit } from '../submissions/audit';
import type { UnitRow } from '../units/find-unit';

export interface AdminOptions {
  db: DbOrTx;
  actor: SessionUser;
  ability: AppAbility;
}

/** A unit as a CASL subject of its kind. */
export const unitSubject = (u: Pick<UnitRow, 'id' | 'kind' | 'parentId'>) =>
  u.kind === 'company'
    ? subject('Company', { id: u.id })
    : subject('Division', { id: u.id, parentId: u.parentId });

export const mayRead = (ability: AppAbility, u: UnitRow) => ability.can('read', unitSubject(u));

/** Throws 403 with `message` unless the ability allows `action` on `what`. */
export function demand(
  ability: AppAbility,
  action: 'create' | 'update' | 'save' | 'uploadPacket' | 'delete',
  what: 'Company' | 'Division' | 'Contact' | 'DenialCode',
  message: string,
): void {
  if (!ability.can(action, what)) throw new AppError(ErrorCode.Forbidden, message);
}

/** A rule of §5 broken: 400 with the spec's message, also shown on the field. */
export const ruleError = (message: string, field?: string) =>
  new AppError(ErrorCode.Rule, message, field ? { fields: { [field]: message } } : {});

/** The audit row of an administration change (ARCHITECTURE.md: every staff change writes one). */
export const auditAdmin = (
  tx: DbOrTx,
  actor: SessionUser,
  action: string,
  entity: 'unit' | 'contact' | 'denial-code',
  entityId: string,
  change: { before?: Record<string, unknown>; after?: Record<string, unknown> } = {},
) => writeAudit(tx, { actorId: actor.id, actorKind: 'user', action, entity, entityId, ...change });
