/**
 * The 'reference-answer-pdf' job (README 'Reference requests'): enqueued in the transaction that records a
 * reference's answer (references/record-answer.ts), once per request (its singleton key); it prints the answer
 * and stores it among the application's documents (references/answer-pdf.ts). A run again finds the document
 * stored and does nothing. It prints with the worker's own render queue, as the 'pdf-render' job does. Its spec, which the web
 * process imports, is in reference-jobs.ts.
 */
import { getPdfRenderer } from '../../pdf';
import { storeReferenceAnswerPdf } from '../../references/answer-pdf';
import { defineJobKind } from '../kind';
import { referenceAnswerPdfJob } from './reference-jobs';

export const referenceAnswerPdfKind = defineJobKind({
  ...referenceAnswerPdfJob,
  async handler(ctx, data) {
    const printer = getPdfRenderer(ctx.config.chromiumPath);
    const fileId = await storeReferenceAnswerPdf(ctx.db, data.requestId, (html) => printer.renderPdf(html));
    ctx.logger.info({ requestId: data.requestId, fileId }, 'reference answer stored as a PDF');
  },
});
