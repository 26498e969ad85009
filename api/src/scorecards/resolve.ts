/**
 * The scorecard a record is scored with (README 'Scorecard'): its division's published version, else its
 * company's, else the group default's — as a unit's sanctions threshold falls back (sanctions/screen.ts).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { scorecards } from '../db/schema';

export type ScorecardRow = typeof scorecards.$inferSelect;

export async function publishedOf(db: DbOrTx, unitId: string | null): Promise<ScorecardRow | undefined> {
  const [row] = await db
    .select()
    .from(scorecards)
    .where(
      and(
        unitId === null ? isNull(scorecards.unitId) : eq(scorecards.unitId, unitId),
        eq(scorecards.status, 'published'),
      ),
    );
  return row;
}

export async function scorecardFor(
  db: DbOrTx,
  ids: { companyId: string; divisionId: string | null },
): Promise<ScorecardRow | undefined> {
  for (const unitId of [ids.divisionId, ids.companyId]) {
    if (!unitId) continue;
    const own = await publishedOf(db, unitId);
    if (own) return own;
  }
  return publishedOf(db, null);
}
