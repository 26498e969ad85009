/**
 * A draft scorecard for a unit (README 'Scorecard'), copied from the version it uses now — its own, its
 * company's or the group default — numbered after the unit's last version. A unit has at most one draft.
 */
import { eq, isNull, sql } from 'drizzle-orm';
import type { ScorecardView } from '@cp/schemas/contracts/scorecards';
import * as M from '@cp/schemas/messages/scorecards';
import { DEFAULT_SCORECARD } from '@cp/schemas/scorecards/default';
import { scorecards } from '../db/schema';
import { AppError, ErrorCode } from '../errors';
import { findUnit, recordIdsOfUnit } from '../services/units/find-unit';
import { assertMayScorecards, type ScorecardCall } from './access';
import { getScorecard } from './get-scorecard';
import { publishedOf, scorecardFor } from './resolve';

export async function createScorecardDraft(
  o: ScorecardCall & { unitId: string | null },
): Promise<ScorecardView> {
  assertMayScorecards(o, 'create');
  const unit = o.unitId === null ? null : await findUnit(o.db, o.unitId);
  if (o.unitId !== null && !unit)
    throw new AppError(ErrorCode.Validation, M.SCORECARD_UNIT_REQUIRED, {
      fields: { unitId: M.SCORECARD_UNIT_REQUIRED },
    });
  const id = await o.db.transaction(async (tx) => {
    const ofUnit = unit ? eq(scorecards.unitId, unit.id) : isNull(scorecards.unitId);
    // Serialise drafts of one unit: the unique index would refuse the second anyway, with a 500.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`scorecard:${unit?.id ?? 'default'}`}))`);
    const versions = await tx
      .select({ version: scorecards.version, status: scorecards.status })
      .from(scorecards)
      .where(ofUnit);
    if (versions.some((v) => v.status === 'draft'))
      throw new AppError(ErrorCode.Conflict, M.SCORECARD_DRAFT_EXISTS);
    const current = unit ? await scorecardFor(tx, recordIdsOfUnit(unit)) : await publishedOf(tx, null);
    const [created] = await tx
      .insert(scorecards)
      .values({
        unitId: unit?.id ?? null,
        version: Math.max(0, ...versions.map((v) => v.version)) + 1,
        status: 'draft',
        definition: current?.definition ?? DEFAULT_SCORECARD,
        createdBy: o.actor.id,
        updatedBy: o.actor.id,
      })
      .returning({ id: scorecards.id });
    return created.id;
  });
  return getScorecard({ ...o, id });
}
