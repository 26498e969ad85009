/**
 * The 'pdf-render' kind with its handler (the spec is pdf-render.ts). Idempotent: a PDF already stored for the
 * record's current version is not rendered again (getSubmissionPdf reads it first), so a retry or a duplicate
 * job costs a query. A worker process takes PDF_CONCURRENCY of these jobs at once, one per Chromium page.
 */
import { getPdfRenderer } from '../../pdf';
import { getSubmissionPdf } from '../../services/documents/submission-pdf';
import { defineJobKind } from '../kind';
import { pdfRenderJob } from './pdf-render';

export const pdfRenderKind = defineJobKind({
  ...pdfRenderJob,
  // As many renders at once as the worker's render queue has Chromium pages (PDF_CONCURRENCY).
  workers: (config) => config.pdfConcurrency ?? 2,
  async handler(ctx, data) {
    await getSubmissionPdf({
      db: ctx.db,
      submissionId: data.submissionId,
      copy: data.copy,
      printer: getPdfRenderer(ctx.config.chromiumPath),
    });
  },
});
