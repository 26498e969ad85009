/**
 * GET /api/v1/submissions/:id/evidence[?version=n] (README 'Evidence bundle'): the record's latest frozen
 * bundle, or an older version. Whoever may read the record may download it (anyone else gets the record's
 * 'not found', as the other record routes answer). Not decided, being prepared, and never frozen each answer
 * 404 with their own message.
 */
import { and, eq, sql } from 'drizzle-orm';
import * as M from '@cp/schemas/messages/evidence';
import type { Db, DbOrTx } from '../db/client';
import { evidenceBundles, submissions } from '../db/schema';
import { AppError, ErrorCode } from '../errors';
import { getFile } from '../files/get-file';
import { evidenceBundleJob } from '../jobs/kinds/evidence-jobs';
import { ACTIVATION } from '../services/activations/kind';
import { APPLICATION } from '../services/applications/kind';
import type { Staff } from '../services/submissions/access';
import { loadSubmission } from '../services/submissions/load-submission';
import { isUuid } from '../services/units/find-unit';
import { evidenceFileName, latestBundle } from './build-bundle';

/** Whether an 'evidence-bundle' job for the record waits or runs. */
async function beingPrepared(db: DbOrTx, submissionId: string): Promise<boolean> {
  const result = (await db.execute(
    sql`select 1 from pgboss.job where name = ${evidenceBundleJob.name} and data->>'submissionId' = ${submissionId}
          and state in ('created', 'retry', 'active') limit 1`,
  )) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

export async function getEvidenceBundle(
  o: Staff & { db: Db; id: string; version?: number },
): Promise<{ filename: string; data: Buffer }> {
  const [form] = isUuid(o.id)
    ? await o.db.select({ form: submissions.form }).from(submissions).where(eq(submissions.id, o.id))
    : [];
  const record = await loadSubmission(
    o.db,
    form?.form === 'customer-activation' ? ACTIVATION : APPLICATION,
    o,
    o.id,
  );
  const [bundle] = o.version
    ? await o.db
        .select()
        .from(evidenceBundles)
        .where(and(eq(evidenceBundles.submissionId, record.id), eq(evidenceBundles.version, o.version)))
    : [await latestBundle(o.db, record.id)];
  if (!bundle) {
    if (o.version) throw new AppError(ErrorCode.NotFound, M.EVIDENCE_VERSION_NOT_FOUND(o.version));
    if (!['APPROVED', 'DENIED'].includes(record.status))
      throw new AppError(ErrorCode.NotFound, M.EVIDENCE_NOT_DECIDED);
    const preparing = await beingPrepared(o.db, record.id);
    throw new AppError(ErrorCode.NotFound, preparing ? M.EVIDENCE_PREPARING : M.EVIDENCE_NOT_FROZEN);
  }
  const file = await getFile(o.db, bundle.fileId);
  if (!file) throw new AppError(ErrorCode.NotFound, M.EVIDENCE_NOT_FROZEN);
  return { filename: evidenceFileName(record, bundle.version), data: file.data };
}
