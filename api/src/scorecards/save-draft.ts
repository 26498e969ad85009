/** Saves a draft scorecard's definition (README 'Scorecard'); the route parsed it with its schema. */
import { and, eq } from 'drizzle-orm';
import type { ScorecardDefinition, ScorecardView } from '@cp/schemas/contracts/scorecards';
import * as M from '@cp/schemas/messages/scorecards';
import { scorecards } from '../db/schema';
import { AppError, ErrorCode } from '../errors';
import { assertMayScorecards, type ScorecardCall } from './access';
import { getScorecard } from './get-scorecard';

export async function saveScorecardDraft(
  o: ScorecardCall & { id: string; definition: ScorecardDefinition },
): Promise<ScorecardView> {
  assertMayScorecards(o, 'update');
  const current = await getScorecard(o);
  if (current.status !== 'draft') throw new AppError(ErrorCode.Conflict, M.SCORECARD_NOT_DRAFT);
  const [saved] = await o.db
    .update(scorecards)
    .set({ definition: o.definition, updatedBy: o.actor.id, updatedAt: new Date() })
    .where(and(eq(scorecards.id, o.id), eq(scorecards.status, 'draft')))
    .returning({ id: scorecards.id });
  if (!saved) throw new AppError(ErrorCode.Conflict, M.SCORECARD_NOT_DRAFT);
  return getScorecard(o);
}
