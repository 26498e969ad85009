/** One PdfRenderer per process (per Chromium path), shared by the API routes and the outbox worker. */
import { PdfRenderer } from './pdf-renderer';

const renderers = new Map<string, PdfRenderer>();

export function getPdfRenderer(chromiumPath: string): PdfRenderer {
  let r = renderers.get(chromiumPath);
  if (!r) {
    r = new PdfRenderer({ chromiumPath, pages: Number(process.env.PDF_PAGES) || 2 });
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
