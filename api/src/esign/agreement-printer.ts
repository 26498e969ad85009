/**
 * Where the signed agreement is printed (README 'Process roles'): a ROLE=web process does not run Chromium; its
 * HTML is printed by a worker through a 'pdf-render' job, as the submission PDFs are (pdf/render-in-worker.ts).
 * Other roles print with the process's own render queue.
 */
import type { Config } from '../config';
import type { DbOrTx } from '../db/client';
import { getPdfRenderer } from '../pdf';
import { printHtmlInWorker, type WorkerRenderOptions } from '../pdf/render-in-worker';

export type PrintHtml = (html: string) => Promise<Buffer>;

export function agreementPrinter(
  db: DbOrTx,
  config: Pick<Config, 'role' | 'chromiumPath'>,
  opts: WorkerRenderOptions = {},
): PrintHtml {
  if (config.role === 'web') return (html) => printHtmlInWorker(db, html, opts);
  const printer = getPdfRenderer(config.chromiumPath);
  return (html) => printer.renderPdf(html);
}
