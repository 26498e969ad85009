/**
 * PDF calls of a ROLE=web process (issue 28 item 3; README 'Process roles'): Chromium runs in the workers, not
 * in the processes that serve HTTP. A call whose PDF is not stored yet enqueues a 'pdf-render' job
 * (jobs/kinds/pdf-render.ts) and polls for the stored PDF until PDF_WAIT_SECONDS (default 60) pass; then it
 * answers 503 with Retry-After, as a full render queue does. The web process keeps the same cap as a local
 * render queue: PDF_CONCURRENCY calls wait on workers at once, PDF_QUEUE_MAX more wait for their turn, and one
 * more is refused at once with 503 + Retry-After (render-queue.ts). A job that failed is reported at once.
 * The e-signature agreement, printed from HTML, goes the same way (printHtmlInWorker).
 */
import { sql } from 'drizzle-orm';
import { PDF_BUSY } from '@cp/schemas/messages/platform';
import { loadConfig } from '../config';
import type { DbOrTx } from '../db/client';
import { AppError, ErrorCode } from '../errors';
import { pdfRenderJob, type PdfRenderData, type PdfRenderOutput } from '../jobs/kinds/pdf-render';
import { enqueueJob } from '../jobs/queue';
import { fileStore } from '../storage';
import { readAll } from '../storage/file-store';
import {
  findStoredSubmissionPdf,
  type PdfCopy,
  type SubmissionPdf,
} from '../services/documents/submission-pdf';
import { RenderQueue } from './render-queue';

export interface WorkerRenderOptions {
  /** How long a call waits for a worker's render (PDF_WAIT_SECONDS, default 60 s). */
  timeoutMs?: number;
  /** Between two looks for the stored PDF (default 200 ms). */
  pollMs?: number;
}

/** The render limits of config.ts (validated at start); its defaults if the environment does not parse here. */
function renderConfig(): { concurrency: number; maxWaiting: number; waitMs: number } {
  try {
    const c = loadConfig(process.env);
    return { concurrency: c.pdfConcurrency, maxWaiting: c.pdfQueueMax, waitMs: c.pdfWaitSeconds * 1000 };
  } catch {
    // The server refused to start on a bad environment already; a script or a test gets the defaults.
    return { concurrency: 2, maxWaiting: 20, waitMs: 60_000 };
  }
}

let queue: RenderQueue | undefined;
function waitQueue(): RenderQueue {
  queue ??= new RenderQueue(renderConfig());
  return queue;
}

const busy = () => new AppError(ErrorCode.Unavailable, PDF_BUSY, { retryAfterSeconds: 10 });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function jobState(db: DbOrTx, id: string): Promise<{ state: string; output: unknown } | undefined> {
  const result = await db.execute(
    sql`select state, output from pgboss.job where name = ${pdfRenderJob.name} and id = ${id}::uuid`,
  );
  return (result as unknown as { rows: Array<{ state: string; output: unknown }> }).rows[0];
}

/** Enqueues a pdf-render job; with no queue yet (a fresh database, no worker started) nothing can render now. */
async function enqueueRender(db: DbOrTx, data: PdfRenderData): Promise<string | null> {
  try {
    return await enqueueJob(db, pdfRenderJob, data);
  } catch (err) {
    throw Object.assign(busy(), { cause: err });
  }
}

/**
 * An HTML document printed by a worker (ROLE=web): the HTML goes to the object store, the job carries its key,
 * the worker stores the PDF and names its key in the job's output. The e-signature agreement prints this way
 * (esign/agreement-printer.ts). The HTML object is removed once the PDF is back.
 */
export async function printHtmlInWorker(
  db: DbOrTx,
  html: string,
  opts: WorkerRenderOptions = {},
): Promise<Buffer> {
  const timeoutMs = opts.timeoutMs ?? renderConfig().waitMs;
  const pollMs = opts.pollMs ?? 200;
  return waitQueue().run(async () => {
    const store = fileStore();
    const { key: htmlKey } = await store.put(Buffer.from(html, 'utf8'));
    try {
      const jobId = await enqueueRender(db, { htmlKey });
      if (!jobId) throw new Error('the pdf-render job was not created');
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        await sleep(pollMs);
        const job = await jobState(db, jobId);
        if (job?.state === 'failed') throw new Error(`the worker's pdf-render job ${jobId} failed`);
        if (job?.state === 'completed') {
          const { pdfKey } = job.output as PdfRenderOutput;
          return await readAll(await store.get(pdfKey));
        }
      }
      throw busy();
    } finally {
      await store.delete(htmlKey);
    }
  });
}

/** The record's PDF, rendered by a worker when it is not stored yet (ROLE=web). */
export async function submissionPdfFromWorker(
  db: DbOrTx,
  submissionId: string,
  copy: PdfCopy,
  opts: WorkerRenderOptions = {},
): Promise<SubmissionPdf> {
  const stored = await findStoredSubmissionPdf(db, submissionId, copy);
  if (stored) return stored;
  const timeoutMs = opts.timeoutMs ?? renderConfig().waitMs;
  const pollMs = opts.pollMs ?? 200;
  return waitQueue().run(async () => {
    // Another call may have had it rendered while this one waited for its turn.
    const done = await findStoredSubmissionPdf(db, submissionId, copy);
    if (done) return done;
    const jobId = await enqueueRender(db, { submissionId, copy });
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      await sleep(pollMs);
      const pdf = await findStoredSubmissionPdf(db, submissionId, copy);
      if (pdf) return pdf;
      if (jobId && (await jobState(db, jobId))?.state === 'failed')
        throw new Error(`the worker's pdf-render job ${jobId} failed`);
    }
    throw busy();
  });
}
