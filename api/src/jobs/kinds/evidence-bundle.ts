/**
 * The 'evidence-bundle' job (README 'Evidence bundle'): freezes the decided record's evidence bundle
 * (evidence/build-bundle.ts), printing its PDFs with the worker's own render queue as the 'pdf-render' job does.
 * A run again for the same decision and signed agreement stores nothing. Its spec is in evidence-jobs.ts.
 */
import { freezeEvidenceBundle } from '../../evidence/build-bundle';
import { getPdfRenderer } from '../../pdf';
import { defineJobKind } from '../kind';
import { evidenceBundleJob } from './evidence-jobs';

export const evidenceBundleKind = defineJobKind({
  ...evidenceBundleJob,
  async handler(ctx, data) {
    const printer = getPdfRenderer(ctx.config.chromiumPath);
    const row = await freezeEvidenceBundle({ db: ctx.db, submissionId: data.submissionId, printer });
    ctx.logger.info(
      { submissionId: data.submissionId, version: row?.version ?? null },
      row ? 'evidence bundle frozen' : 'evidence bundle already current',
    );
  },
});
