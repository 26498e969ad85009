/** One live company or division, and the target unit of an invite or a copy. */
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { units } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';

export type UnitRow = typeof units.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

export async function findUnit(db: DbOrTx, id: string | null | undefined): Promise<UnitRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(units)
    .where(and(eq(units.id, id), isNull(units.deleteDate)));
  return row;
}

/** The company and division ids of a record (or of a record a unit would hold). */
export interface UnitIds {
  companyId: string;
  divisionId: string | null;
}

/** The unit ids a record of this company or division carries. */
export const recordIdsOfUnit = (unit: { id: string; parentId: string | null }): UnitIds =>
  unit.parentId === null
    ? { companyId: unit.id, divisionId: null }
    : { companyId: unit.parentId, divisionId: unit.id };

export interface TargetUnit {
  company: UnitRow;
  division: UnitRow | null;
  /** The division when there is one, else the company: its contacts, wording and counter apply. */
  unit: UnitRow;
}

/**
 * Resolves an invite's or a copy's target: the division when given (it must belong to the company when
 * both are sent), else the company. It must be active; `allowed` says whether the actor may use it.
 * Anything else answers `requiredMessage` (the dialog's 'select a company or division').
 */
export async function resolveTargetUnit(
  db: DbOrTx,
  target: { companyId?: string | null; divisionId?: string | null },
  allowed: (unit: UnitRow) => boolean,
  requiredMessage: string,
): Promise<TargetUnit> {
  const required = () =>
    new AppError(ErrorCode.Validation, requiredMessage, { fields: { unit: requiredMessage } });
  const { companyId, divisionId } = target;
  const division = divisionId ? await findUnit(db, divisionId) : undefined;
  if (divisionId && (!division || division.kind !== 'division')) throw required();
  const company = await findUnit(db, division ? division.parentId : companyId);
  if (!company || company.kind !== 'company') throw required();
  if (division && companyId && companyId !== company.id) throw required();
  const unit = division ?? company;
  // A division of a deactivated company is closed with it (issue 13 item 5).
  if (!unit.active || !company.active || !allowed(unit)) throw required();
  return { company, division: division ?? null, unit };
}

/**
 * Whether a record's company (and division) are active and not deleted: an open invitation of a unit that
 * was deactivated or deleted stops working (issue 13 item 5).
 */
export async function unitsOpen(db: DbOrTx, companyId: string, divisionId: string | null): Promise<boolean> {
  const company = await findUnit(db, companyId);
  const division = divisionId ? await findUnit(db, divisionId) : null;
  return !!company?.active && (divisionId === null || !!division?.active);
}
