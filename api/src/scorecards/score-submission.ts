/**
 * A record's scorecard result now (README 'Scorecard'): its unit's scorecard applied to its facts. The
 * approve dialog shows it; a decision stores it (record-result.ts). Undefined when no scorecard applies.
 */
import type { ScorecardFacts, ScorecardResult } from '@cp/schemas/contracts/scorecards';
import { scoreRecord } from '@cp/schemas/scorecards/score';
import type { DbOrTx } from '../db/client';
import type { Staff } from '../services/submissions/access';
import type { SubmissionRow } from '../services/submissions/kind';
import { scorecardFacts } from './facts';
import { scorecardFor } from './resolve';

export async function scoreSubmission(
  db: DbOrTx,
  staff: Staff,
  row: SubmissionRow,
  now = new Date(),
): Promise<(ScorecardResult & { facts: ScorecardFacts }) | undefined> {
  const scorecard = await scorecardFor(db, row);
  if (!scorecard) return undefined;
  const facts = await scorecardFacts(db, staff, row);
  const result = scoreRecord(
    scorecard.definition,
    facts,
    { scorecardId: scorecard.id, unitId: scorecard.unitId, version: scorecard.version },
    now,
  );
  return { ...result, facts };
}
