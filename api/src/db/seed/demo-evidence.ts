/**
 * The demo's evidence bundles (README 'Evidence bundle'): every decided demo record gets its 'evidence-bundle'
 * job in the seed's transaction, as a decision enqueues it; the workers freeze the bundles once the demo runs
 * (its PDFs are printed there, never in the seed).
 */
import { and, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Tx } from '../client';
import { submissions } from '../schema';
import { evidenceBundleJob } from '../../jobs/kinds/evidence-jobs';
import { enqueueJob } from '../../jobs/queue';

export async function seedDemoEvidence(tx: Tx): Promise<number> {
  const decided = await tx
    .select({ id: submissions.id })
    .from(submissions)
    .where(
      and(
        inArray(submissions.status, ['APPROVED', 'DENIED']),
        isNotNull(submissions.approvedOrDeniedDate),
        isNull(submissions.deleteDate),
      ),
    );
  for (const { id } of decided) await enqueueJob(tx, evidenceBundleJob, { submissionId: id });
  return decided.length;
}
