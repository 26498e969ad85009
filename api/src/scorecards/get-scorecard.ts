/** One scorecard version with its definition (README 'Scorecard'). */
import type { ScorecardView } from '@cp/schemas/contracts/scorecards';
import * as M from '@cp/schemas/messages/scorecards';
import { AppError, ErrorCode } from '../errors';
import { isUuid } from '../services/units/find-unit';
import { assertMayScorecards, type ScorecardCall } from './access';
import { scorecardRows } from './list-scorecards';

export async function getScorecard(o: ScorecardCall & { id: string }): Promise<ScorecardView> {
  assertMayScorecards(o, 'read');
  const [found] = isUuid(o.id) ? await scorecardRows(o.db, o.id) : [];
  if (!found) throw new AppError(ErrorCode.NotFound, M.SCORECARD_NOT_FOUND);
  return found;
}
