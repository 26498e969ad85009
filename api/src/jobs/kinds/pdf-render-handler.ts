/**
 * The 'pdf-render' kind with its handler (the spec is pdf-render.ts). Idempotent: a PDF already stored for the
 * record's current version is not rendered again (getSubmissionPdf reads it first), so a retry or a duplicate
 * job costs a query. An HTML print (its key in the object store) is printed and its PDF stored; the job's
 * output names the PDF's key. A worker process takes PDF_CONCURRENCY of these jobs at once, one per Chromium page.
 */
import { getPdfRenderer } from '../../pdf';
import { fileStore } from '../../storage';
import { readAll } from '../../storage/file-store';
import { getSubmissionPdf } from '../../services/documents/submission-pdf';
import { defineJobKind } from '../kind';
import { pdfRenderJob, type PdfRenderOutput } from './pdf-render';

export const pdfRenderKind = defineJobKind({
  ...pdfRenderJob,
  // As many renders at once as the worker's render queue has Chromium pages (PDF_CONCURRENCY).
  workers: (config) => config.pdfConcurrency ?? 2,
  async handler(ctx, data): Promise<PdfRenderOutput | void> {
    const printer = getPdfRenderer(ctx.config.chromiumPath);
    if ('htmlKey' in data) {
      const store = fileStore();
      const html = (await readAll(await store.get(data.htmlKey))).toString('utf8');
      return { pdfKey: (await store.put(await printer.renderPdf(html))).key };
    }
    await getSubmissionPdf({ db: ctx.db, submissionId: data.submissionId, copy: data.copy, printer });
  },
});
