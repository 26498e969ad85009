/**
 * A lost race on a unique index (back-office.md §8, issue 13): two simultaneous adds of the same contact
 * name, denial code or unit code both pass the check before the write, and the database refuses the second.
 * That request answers the rule's own message, as it would have a moment later, not the general 409.
 * Drizzle wraps the driver's error (code 23505, the index in `constraint`) in `cause`.
 */
import type { AppError } from '../../errors';

/** The unique indexes of the administration tables (api/src/db/schema/units.ts). */
export type AdminUniqueIndex = 'units_kind_code_live' | 'contacts_unit_name' | 'denial_codes_unit_code_live';

function violates(err: unknown, index: AdminUniqueIndex): boolean {
  let e = err;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
    const { code, constraint, cause } = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === '23505' && constraint === index) return true;
    e = cause;
  }
  return false;
}

/** Runs the write; a violation of `index` throws `lost()` instead. */
export async function unlessTaken<T>(
  index: AdminUniqueIndex,
  lost: () => AppError,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (violates(err, index)) throw lost();
    throw err;
  }
}
