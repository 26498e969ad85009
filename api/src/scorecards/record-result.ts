/**
 * What a decision saw (README 'Scorecard'): the record's scorecard result, written in the decision's
 * transaction with the scorecard version, every factor and the facts it read.
 */
import type { Tx } from '../db/client';
import { scorecardResults } from '../db/schema';
import type { Staff } from '../services/submissions/access';
import type { SubmissionRow } from '../services/submissions/kind';
import { scoreSubmission } from './score-submission';

export async function recordScorecardResult(
  tx: Tx,
  staff: Staff,
  row: SubmissionRow,
  decision: 'approve' | 'deny',
  now: Date,
): Promise<void> {
  const result = await scoreSubmission(tx, staff, row, now);
  if (!result) return;
  await tx.insert(scorecardResults).values({
    submissionId: row.id,
    scorecardId: result.scorecardId,
    version: result.version,
    score: result.score,
    band: result.band,
    recommendedLimit: result.recommendedLimit === null ? null : String(result.recommendedLimit),
    terms: result.terms,
    factors: result.factors,
    facts: result.facts,
    decision,
    decidedAt: now,
    decidedBy: staff.actor.id,
  });
}
