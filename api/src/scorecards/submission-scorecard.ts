/**
 * GET /api/v1/submissions/:id/scorecard (README 'Scorecard'): the record's scorecard result now, for whoever
 * may read the record — the approve dialog shows it before the amount is typed.
 */
import { eq } from 'drizzle-orm';
import type { SubmissionScorecardView } from '@cp/schemas/contracts/scorecards';
import type { Db } from '../db/client';
import { submissions } from '../db/schema';
import { ACTIVATION } from '../services/activations/kind';
import { APPLICATION } from '../services/applications/kind';
import type { Staff } from '../services/submissions/access';
import { loadSubmission } from '../services/submissions/load-submission';
import { isUuid } from '../services/units/find-unit';
import { scoreSubmission } from './score-submission';

export async function submissionScorecard(
  o: Staff & { db: Db; id: string },
): Promise<SubmissionScorecardView> {
  const [row] = isUuid(o.id)
    ? await o.db.select({ form: submissions.form }).from(submissions).where(eq(submissions.id, o.id))
    : [];
  // The kind from the form; an unknown id is refused as the applications' own 404.
  const kind = row?.form === 'customer-activation' ? ACTIVATION : APPLICATION;
  const record = await loadSubmission(o.db, kind, o, o.id);
  return (await scoreSubmission(o.db, o, record)) ?? null;
}
