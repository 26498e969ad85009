/**
 * The per-unit Regulation B settings (README 'Regulation B'): each is the division's, else its company's,
 * else the default — counsel's reading is data per unit, not code.
 */
import type { DbOrTx } from '../db/client';
import { findUnit } from '../services/units/find-unit';

export const DEFAULT_DECISION_RETENTION_MONTHS = 12;

type UnitIds = { companyId: string; divisionId: string | null };

async function both(db: DbOrTx, ids: UnitIds) {
  const division = ids.divisionId ? await findUnit(db, ids.divisionId) : undefined;
  const company = await findUnit(db, ids.companyId);
  return { division, company };
}

/** Whether the record's unit treats its duty advances as credit, so a denial gets a Regulation B notice. */
export async function dutyAdvancesCredit(db: DbOrTx, ids: UnitIds): Promise<boolean> {
  const { division, company } = await both(db, ids);
  return division?.regbDutyAdvancesCredit ?? company?.regbDutyAdvancesCredit ?? true;
}

/** Months a denied record of the unit is kept after its notice (12 CFR 1002.12(b) asks at least 12). */
export async function retentionMonths(db: DbOrTx, ids: UnitIds): Promise<number> {
  const { division, company } = await both(db, ids);
  return (
    division?.decisionRetentionMonths ?? company?.decisionRetentionMonths ?? DEFAULT_DECISION_RETENTION_MONTHS
  );
}
