/**
 * The 'pdf-render' job (issue 28 item 3; README 'Process roles'): a ROLE=web process does not run Chromium for
 * a PDF call; it enqueues this job with the record and the copy and waits for the stored PDF
 * (pdf/render-in-worker.ts). A worker renders it with its own render queue and stores it as the PDF call
 * would (services/documents/submission-pdf.ts: the staff copy on the record, the customer copy by name, the
 * bytes in the object store). The job carries ids only, never the record's data: an HTML document to print (the
 * signed e-signature agreement) travels through the object store, and the job carries its key.
 *
 * This file is the kind's spec, which the web process imports; its handler is pdf-render-handler.ts.
 */
import { z } from 'zod';
import type { JobSpec } from '../kind';

/** A record's PDF (stored on the record), or an HTML document in the object store printed as it is. */
export type PdfRenderData =
  | { submissionId: string; copy: 'staff' | 'customer' }
  /** The SHA-256 key of the HTML in the object store (the e-signature agreement: pdf/print-in-worker.ts). */
  | { htmlKey: string };

/** What a worker returns for an HTML print: the key of the PDF it stored (the job's output). */
export interface PdfRenderOutput {
  pdfKey: string;
}

export const pdfRenderJob: JobSpec<PdfRenderData> = {
  name: 'pdf-render',
  schema: z.union([
    z.object({ submissionId: z.string().uuid(), copy: z.enum(['staff', 'customer']) }).strict(),
    z.object({ htmlKey: z.string().regex(/^[0-9a-f]{64}$/) }).strict(),
  ]),
  // The caller waits (PDF_WAIT_SECONDS): one retry soon, and a render whose worker died expires quickly.
  queue: { retryLimit: 1, retryDelay: 2, retryBackoff: false, expireInSeconds: 120 },
};
