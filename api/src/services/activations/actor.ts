/**
 * Who is acting and what they may touch. Structurally the SessionUser of schemas/permissions/types, so a
 * signed-in request's user is passed as is. Scope rule (back-office.md §6): a SUPER ADMIN sees every
 * unit; anyone else only the companies (with their divisions) and divisions assigned to them.
 */
import { sql, type SQL } from 'drizzle-orm';
import { AppError, ErrorCode } from '../../errors';
import { submissions } from '../../db/schema';

export type Security = 'READ ONLY' | 'ADMIN' | 'SUPER ADMIN';

export interface ActivationActor {
  id: string;
  security: Security;
  companies: string[];
  divisions: string[];
}

export const isSuperAdmin = (a: ActivationActor): boolean => a.security.toUpperCase() === 'SUPER ADMIN';

/** True when the record belongs to a unit the actor may see. */
export function actorSees(
  a: ActivationActor,
  row: { companyId: string; divisionId: string | null },
): boolean {
  if (isSuperAdmin(a)) return true;
  return a.companies.includes(row.companyId) || (!!row.divisionId && a.divisions.includes(row.divisionId));
}

/** True when the actor may see a unit (company or division row). */
export function actorSeesUnit(a: ActivationActor, unit: { id: string; parentId: string | null }): boolean {
  if (isSuperAdmin(a)) return true;
  if (unit.parentId === null) return a.companies.includes(unit.id);
  return a.divisions.includes(unit.id) || a.companies.includes(unit.parentId);
}

/** The SQL form of actorSees for list queries: the server never trusts the client for scope. */
export function scopeSql(a: ActivationActor): SQL | undefined {
  if (isSuperAdmin(a)) return undefined;
  const companies = a.companies.length ? a.companies : ['00000000-0000-0000-0000-000000000000'];
  const divisions = a.divisions.length ? a.divisions : ['00000000-0000-0000-0000-000000000000'];
  return sql`(${submissions.companyId} in (${sql.join(
    companies.map((c) => sql`${c}::uuid`),
    sql`, `,
  )}) or ${submissions.divisionId} in (${sql.join(
    divisions.map((d) => sql`${d}::uuid`),
    sql`, `,
  )}))`;
}

/** READ ONLY users are refused every change (§6), with the action's own access message (§8). */
export function assertMayChange(a: ActivationActor, deniedMessage: string): void {
  const role = a.security.toUpperCase();
  if (role !== 'ADMIN' && role !== 'SUPER ADMIN') throw new AppError(ErrorCode.Forbidden, deniedMessage);
}
