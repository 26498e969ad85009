/**
 * The reference settings of an application's unit (README 'Reference requests'): its division's, where the
 * division says nothing (null) its company's, else the defaults (no requests at submit, a reminder every 2 days,
 * at most 3).
 */
import {
  DEFAULT_REFERENCE_REMINDER_DAYS,
  DEFAULT_REFERENCE_REMINDER_MAX,
} from '@cp/schemas/contracts/references';
import type { DbOrTx } from '../db/client';
import { findUnit, type UnitRow } from '../services/units/find-unit';

export interface ReferenceSettings {
  /** The unit whose brand, wording and URL segment the emails use (the division, else the company). */
  unit: UnitRow;
  autoRequest: boolean;
  reminderDays: number;
  reminderMax: number;
}

export async function referenceSettingsOf(
  db: DbOrTx,
  ids: { companyId: string; divisionId: string | null },
): Promise<ReferenceSettings | undefined> {
  const company = await findUnit(db, ids.companyId);
  const division = ids.divisionId ? await findUnit(db, ids.divisionId) : undefined;
  const unit = division ?? company;
  if (!unit) return undefined;
  const pick = <K extends 'referenceAutoRequest' | 'referenceReminderDays' | 'referenceReminderMax'>(
    key: K,
  ) => division?.[key] ?? company?.[key] ?? null;
  return {
    unit,
    autoRequest: pick('referenceAutoRequest') ?? false,
    reminderDays: pick('referenceReminderDays') ?? DEFAULT_REFERENCE_REMINDER_DAYS,
    reminderMax: pick('referenceReminderMax') ?? DEFAULT_REFERENCE_REMINDER_MAX,
  };
}
