/**
 * Who is acting and what they may touch, from the one CASL definition in schemas/permissions
 * (back-office.md §6): reads need the record's unit in the user's scope; changes also need a role that
 * may change submissions (READ ONLY is refused every change).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { defineAbilityFor, subject, type Action } from '@cp/schemas/permissions/ability';
import { listScopeFor, type UnitSelection } from '@cp/schemas/permissions/scope';
import type { SessionUser } from '@cp/schemas/permissions/types';
import { AppError, ErrorCode } from '../../errors';
import { submissions } from '../../db/schema';

export type ActivationActor = SessionUser;

interface UnitIds {
  companyId: string;
  divisionId: string | null;
}

const tag = (row: UnitIds) => subject('Activation', { companyId: row.companyId, divisionId: row.divisionId });

/** True when the record belongs to a unit the actor may see. */
export function actorSees(a: ActivationActor, row: UnitIds): boolean {
  return defineAbilityFor(a).can('read', tag(row));
}

/** True when the actor may create activations for a unit (invite, copy target). */
export function actorSeesUnit(a: ActivationActor, unit: { id: string; parentId: string | null }): boolean {
  const row =
    unit.parentId === null
      ? { companyId: unit.id, divisionId: null }
      : { companyId: unit.parentId, divisionId: unit.id };
  return defineAbilityFor(a).can('invite', tag(row));
}

/** Refuses the change with the action's own access message (§8) unless the role and unit allow it. */
export function assertMayChange(
  a: ActivationActor,
  action: Action,
  row: UnitIds | null,
  deniedMessage: string,
): void {
  const ability = defineAbilityFor(a);
  const allowed = row ? ability.can(action, tag(row)) : ability.can(action, 'Activation');
  if (!allowed) throw new AppError(ErrorCode.Forbidden, deniedMessage);
}

/** The company and division columns of a table scoped like submissions (the submissions, their counts). */
export interface UnitColumns {
  companyId: AnyPgColumn;
  divisionId: AnyPgColumn;
}

const NONE = '00000000-0000-0000-0000-000000000000';
const uuidList = (ids: string[]) =>
  sql.join(
    (ids.length ? ids : [NONE]).map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/**
 * The SQL form of the list scope: the user's units intersected with the header selection. The server
 * never trusts the client for scope; the selection can only narrow it.
 */
export function scopeSql(
  a: ActivationActor,
  selection?: UnitSelection,
  columns: UnitColumns = { companyId: submissions.companyId, divisionId: submissions.divisionId },
): SQL | undefined {
  const scope = listScopeFor(a, selection);
  if ('all' in scope) return undefined;
  return sql`(${columns.companyId} in (${uuidList(scope.companyIds)}) or ${columns.divisionId} in (${uuidList(scope.divisionIds)}))`;
}

export const isSuperAdmin = (a: ActivationActor): boolean => a.security.toUpperCase() === 'SUPER ADMIN';
