/** Rules shared by adding and saving a unit (back-office.md §5). */
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { UnitKind } from '@cp/schemas/contracts/units-admin';
import type { DbOrTx } from '../../db/client';
import { units } from '../../db/schema';

/** Whether another live unit of the same kind has this code (codes are unique per kind, §5). */
export async function codeTaken(
  db: DbOrTx,
  kind: UnitKind,
  code: string,
  exceptId?: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: units.id })
    .from(units)
    .where(
      and(
        eq(units.kind, kind),
        eq(units.code, code),
        isNull(units.deleteDate),
        exceptId ? ne(units.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
