/**
 * One PdfRenderer per process (per Chromium path), shared by the API routes and the job workers. Its render
 * queue takes PDF_CONCURRENCY pages and PDF_QUEUE_MAX waiting renders (config.ts; validated at start).
 */
import { loadConfig } from '../config';
import { PdfRenderer } from './pdf-renderer';

export { isRenderQueueFull, RenderQueue } from './render-queue';

const renderers = new Map<string, PdfRenderer>();

export interface PdfLimits {
  concurrency: number;
  queueMax: number;
}

/** The limits from the environment (defaults 2 and 20 when a value is missing or the environment is invalid). */
function limitsFromEnv(): PdfLimits {
  try {
    const c = loadConfig(process.env);
    return { concurrency: c.pdfConcurrency, queueMax: c.pdfQueueMax };
  } catch {
    return { concurrency: 2, queueMax: 20 };
  }
}

export function getPdfRenderer(chromiumPath: string, limits?: PdfLimits): PdfRenderer {
  let r = renderers.get(chromiumPath);
  if (!r) {
    const { concurrency, queueMax } = limits ?? limitsFromEnv();
    r = new PdfRenderer({ chromiumPath, pages: concurrency, queueMax });
    renderers.set(chromiumPath, r);
  }
  return r;
}

/** For shutdown and tests: closes every browser. */
export async function closePdfRenderers(): Promise<void> {
  const all = [...renderers.values()];
  renderers.clear();
  await Promise.all(all.map((r) => r.close()));
}
