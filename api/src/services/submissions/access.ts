/**
 * Who is acting and what they may touch, from the one CASL definition (schemas/permissions/ability,
 * back-office.md §6): reads need the record's unit in the user's scope; changes also need a role that may
 * change submissions (READ ONLY is refused every change). The request's ability is built once by
 * requireUser and handed to the services; a caller without one (a script, a test) gets it built once per
 * user object.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { defineAbilityFor, subject, type Action, type AppAbility } from '@cp/schemas/permissions/ability';
import { listScopeFor, type UnitSelection } from '@cp/schemas/permissions/scope';
import type { SessionUser } from '@cp/schemas/permissions/types';
import { AppError, ErrorCode } from '../../errors';
import { submissions } from '../../db/schema';
import type { UnitIds } from '../units/find-unit';
import type { SubmissionKind } from './kind';

/** The acting staff member and, from a request, the CASL ability requireUser built for them. */
export interface Staff {
  actor: SessionUser;
  ability?: AppAbility;
}

const built = new WeakMap<SessionUser, AppAbility>();

export function abilityOf(staff: Staff): AppAbility {
  if (staff.ability) return staff.ability;
  let ability = built.get(staff.actor);
  if (!ability) {
    ability = defineAbilityFor(staff.actor);
    built.set(staff.actor, ability);
  }
  return ability;
}

export type { UnitIds };

/** The record (or a would-be record of a unit) as a CASL subject of its kind. */
const tagged = (kind: SubmissionKind, ids: UnitIds) =>
  subject(kind.subject, { companyId: ids.companyId, divisionId: ids.divisionId });

export function may(staff: Staff, kind: SubmissionKind, action: Action, ids: UnitIds | null): boolean {
  const ability = abilityOf(staff);
  return ids ? ability.can(action, tagged(kind, ids)) : ability.can(action, kind.subject);
}

/** Refuses with the action's own access message (§8) unless the role and unit allow it. */
export function assertMay(
  staff: Staff,
  kind: SubmissionKind,
  action: Action,
  ids: UnitIds | null,
  deniedMessage: string,
): void {
  if (!may(staff, kind, action, ids)) throw new AppError(ErrorCode.Forbidden, deniedMessage);
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
  actor: SessionUser,
  selection?: UnitSelection,
  columns: UnitColumns = { companyId: submissions.companyId, divisionId: submissions.divisionId },
): SQL | undefined {
  const scope = listScopeFor(actor, selection);
  if ('all' in scope) return undefined;
  const inUnits = sql`(${columns.companyId} in (${uuidList(scope.companyIds)}) or ${columns.divisionId} in (${uuidList(scope.divisionIds)}))`;
  return scope.withinCompanyId
    ? sql`(${inUnits} and ${columns.companyId} = ${uuidList([scope.withinCompanyId])})`
    : inUnits;
}
