/**
 * Who may see and change a credit file (schemas/contracts/customers.ts): an entity is visible to a user who
 * may read one of its submissions; changing it needs the submission rights of the units involved (Admin and
 * Super Admin within their units; Read Only never). The rules are the submissions' CASL rules
 * (schemas/permissions/ability.ts); nothing new is granted.
 */
import { sql, type SQL } from 'drizzle-orm';
import { subject } from '@cp/schemas/permissions/ability';
import { CUSTOMER_CHANGE_DENIED } from '@cp/schemas/messages/customers';
import { AppError, ErrorCode } from '../errors';
import { abilityOf, scopeSql, type Staff } from '../services/submissions/access';
import type { LinkedSubmission } from './db';

export const subjectOfForm = (form: LinkedSubmission['form']) =>
  form === 'credit-application' ? 'Application' : 'Activation';

export function mayOnSubmission(
  staff: Staff,
  action: 'read' | 'save',
  s: Pick<LinkedSubmission, 'form' | 'company_id' | 'division_id'>,
): boolean {
  return abilityOf(staff).can(
    action,
    subject(subjectOfForm(s.form), { companyId: s.company_id, divisionId: s.division_id }),
  );
}

/** A Read Only user (no right to save any submission) is refused every change before anything is read. */
export function assertMayChangeCustomers(staff: Staff): void {
  const ability = abilityOf(staff);
  if (!ability.can('save', 'Application') && !ability.can('save', 'Activation'))
    throw new AppError(ErrorCode.Forbidden, CUSTOMER_CHANGE_DENIED);
}

/** Every submission of the entity is one the user may save. */
export const mayChangeAll = (staff: Staff, linked: LinkedSubmission[]) =>
  linked.length > 0 && linked.every((s) => mayOnSubmission(staff, 'save', s));

export function assertMayChangeAll(staff: Staff, linked: LinkedSubmission[]): void {
  if (!mayChangeAll(staff, linked)) throw new AppError(ErrorCode.Forbidden, CUSTOMER_CHANGE_DENIED);
}

/**
 * SQL: the entity `e` has a live submission in the user's units (the list scope of submissions;
 * `submissions` must be the table's name in the query, as scopeSql names its columns).
 */
export function visibleEntitySql(staff: Staff, entity: SQL = sql`e.id`): SQL {
  const scope = scopeSql(staff.actor);
  return sql`exists (select 1 from customer_links l join submissions on submissions.id = l.submission_id
      where l.entity_id = ${entity} and submissions.delete_date is null ${scope ? sql`and ${scope}` : sql``})`;
}
