/**
 * Takes the next application number of a unit: prefix + counter, taken with one UPDATE … RETURNING so
 * concurrent submits (several API processes included) each get their own number. Call it inside the
 * transaction that stores the number: a rollback gives the counter back.
 */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { units } from '../../db/schema';

export async function nextApplicationNumber(tx: DbOrTx, unitId: string): Promise<string> {
  // RETURNING sees the updated row, so counter - 1 is the value this call took.
  const [row] = await tx
    .update(units)
    .set({ counter: sql`${units.counter} + 1` })
    .where(eq(units.id, unitId))
    .returning({ prefix: units.prefix, code: units.code, taken: sql<number>`${units.counter} - 1` });
  if (!row) throw new Error(`unit ${unitId} not found while numbering`);
  // A unit without a prefix falls back to its code, so numbers of two units never collide.
  return `${row.prefix || row.code}${Number(row.taken)}`;
}
