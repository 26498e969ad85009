/**
 * The reference settings of the company and division details (README 'Reference requests'): requests at submit
 * (a switch), remind after 1–30 days, at most 0–10 reminders; null on any of them takes the company's (a
 * division) or the default. Absent from a save body, the stored value stays.
 */
import type { SaveUnitBody } from '@cp/schemas/contracts/units-admin';
import * as M from '@cp/schemas/messages/reference-requests';
import type { units } from '../../db/schema';
import { ruleError } from './access';

type UnitRow = typeof units.$inferSelect;

const inRange = (v: number | null, min: number, max: number) =>
  v === null || (Number.isInteger(v) && v >= min && v <= max);

export function referenceSettings(row: UnitRow, input: SaveUnitBody) {
  const pick = <K extends 'referenceAutoRequest' | 'referenceReminderDays' | 'referenceReminderMax'>(
    key: K,
  ) => (input[key] === undefined ? row[key] : input[key]);
  const referenceReminderDays = pick('referenceReminderDays');
  const referenceReminderMax = pick('referenceReminderMax');
  if (!inRange(referenceReminderDays, 1, 30))
    throw ruleError(M.REFERENCE_REMINDER_DAYS_INVALID, 'referenceReminderDays');
  if (!inRange(referenceReminderMax, 0, 10))
    throw ruleError(M.REFERENCE_REMINDER_MAX_INVALID, 'referenceReminderMax');
  return { referenceAutoRequest: pick('referenceAutoRequest'), referenceReminderDays, referenceReminderMax };
}
