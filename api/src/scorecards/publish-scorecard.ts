/**
 * Publishes a draft scorecard (README 'Scorecard'): the unit's published version is archived and the draft
 * takes its place, in one transaction; decisions already taken keep the version they saw.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { scorecardDefinitionSchema, type ScorecardView } from '@cp/schemas/contracts/scorecards';
import * as M from '@cp/schemas/messages/scorecards';
import { scorecards } from '../db/schema';
import { AppError, ErrorCode } from '../errors';
import { parseWith } from '../http/parse-request';
import { assertMayScorecards, type ScorecardCall } from './access';
import { getScorecard } from './get-scorecard';

export async function publishScorecard(o: ScorecardCall & { id: string }): Promise<ScorecardView> {
  assertMayScorecards(o, 'update');
  const draft = await getScorecard(o);
  if (draft.status !== 'draft') throw new AppError(ErrorCode.Conflict, M.SCORECARD_NOT_DRAFT);
  // A draft saved before a rule existed is checked again: only a valid definition is published.
  parseWith(scorecardDefinitionSchema, draft.definition);
  await o.db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(scorecards)
      .set({ status: 'archived', updatedAt: now })
      .where(
        and(
          draft.unitId === null ? isNull(scorecards.unitId) : eq(scorecards.unitId, draft.unitId),
          eq(scorecards.status, 'published'),
        ),
      );
    const [done] = await tx
      .update(scorecards)
      .set({ status: 'published', publishedAt: now, updatedAt: now, updatedBy: o.actor.id })
      .where(and(eq(scorecards.id, o.id), eq(scorecards.status, 'draft')))
      .returning({ id: scorecards.id });
    if (!done) throw new AppError(ErrorCode.Conflict, M.SCORECARD_NOT_DRAFT);
  });
  return getScorecard(o);
}
