/**
 * The 'pdf-render' kind with its handler (the spec is pdf-render.ts). Idempotent: a PDF already stored for the
 * record's current version is not rendered again (getSubmissionPdf reads it first), so a retry or a duplicate
 * job costs a query.
 */
import { getPdfRenderer } from '../../pdf';
import { getSubmissionPdf } from '../../services/documents/submission-pdf';
import { defineJobKind } from '../kind';
import { pdfRenderJob } from './pdf-render';

export const pdfRenderKind = defineJobKind({
  ...pdfRenderJob,
  async handler(ctx, data) {
    await getSubmissionPdf({
      db: ctx.db,
      submissionId: data.submissionId,
      copy: data.copy,
      printer: getPdfRenderer(ctx.config.chromiumPath),
    });
  },
});
