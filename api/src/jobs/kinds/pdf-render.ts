/**
 * The 'pdf-render' job (issue 28 item 3; README 'Process roles'): a ROLE=web process does not run Chromium for
 * a PDF call; it enqueues this job with the record and the copy and waits for the stored PDF
 * (pdf/render-in-worker.ts). A worker renders it with its own render queue and stores it as the PDF call
 * would (services/documents/submission-pdf.ts: the staff copy on the record, the customer copy by name, the
 * bytes in the object store). The job carries ids only, never the record's data.
 *
 * This file is the kind's spec, which the web process imports; its handler is pdf-render-handler.ts.
 */
import { z } from 'zod';
import type { JobSpec } from '../kind';

export interface PdfRenderData {
  submissionId: string;
  copy: 'staff' | 'customer';
}

export const pdfRenderJob: JobSpec<PdfRenderData> = {
  name: 'pdf-render',
  schema: z.object({ submissionId: z.string().uuid(), copy: z.enum(['staff', 'customer']) }),
  // The caller waits (PDF_WAIT_SECONDS): one retry soon, and a render whose worker died expires quickly.
  queue: { retryLimit: 1, retryDelay: 2, retryBackoff: false, expireInSeconds: 120 },
};
