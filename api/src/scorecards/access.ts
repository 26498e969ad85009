/** Who may read and edit scorecards (README 'Scorecard'; CASL subject 'Scorecard'). */
import type { Action } from '@cp/schemas/permissions/ability';
import * as M from '@cp/schemas/messages/scorecards';
import type { Db } from '../db/client';
import { AppError, ErrorCode } from '../errors';
import { abilityOf, type Staff } from '../services/submissions/access';

export interface ScorecardCall extends Staff {
  db: Db;
}

export function assertMayScorecards(staff: Staff, action: Action): void {
  if (!abilityOf(staff).can(action, 'Scorecard')) throw new AppError(ErrorCode.Forbidden, M.SCORECARD_DENIED);
}
