/**
 * Prints HTML to PDF through one warm Chromium and its render queue (render-queue.ts): at most `pages` renders
 * at once, at most `queueMax` waiting, more refused with 503 + Retry-After. The browser is launched on first
 * use and relaunched when it crashes or disconnects; a render that fails because the browser went away is
 * retried once on the new browser, in the same slot. Each render's time is the pdf_render_duration_seconds
 * histogram.
 */
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { pdfRenderDuration } from '../metrics/registry';
import { RenderQueue } from './render-queue';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface PdfRendererOptions {
  chromiumPath: string;
  /** Pages printing at once (PDF_CONCURRENCY, default 2: one per core of the target machine). */
  pages?: number;
  /** Renders waiting for a page before more are refused (PDF_QUEUE_MAX, default 20). */
  queueMax?: number;
  timeoutMs?: number;
}

export class PdfRenderer {
  private browser?: Promise<Browser>;
  private idle: Page[] = [];
  private closed = false;
  readonly size: number;
  readonly queue: RenderQueue;
  /** How many times a browser was launched (1 for a healthy process; tests read it). */
  launches = 0;

  constructor(private readonly opts: PdfRendererOptions) {
    this.size = Math.max(1, opts.pages ?? 2);
    this.queue = new RenderQueue({ concurrency: this.size, maxWaiting: opts.queueMax ?? 20 });
  }

  /** Prints in a slot of the queue; rejects at once with the 503 AppError when the queue is full. */
  renderPdf(html: string): Promise<Buffer> {
    return this.queue.run(async () => {
      const end = pdfRenderDuration.startTimer();
      try {
        const pdf = await this.printOnce(html).catch(async (err: unknown) => {
          if (this.closed || (await this.browserAlive())) throw err;
          // The browser crashed or was killed mid-render: start a fresh one and try once more.
          return this.printOnce(html);
        });
        end({ outcome: 'ok' });
        return pdf;
      } catch (err) {
        end({ outcome: 'failed' });
        throw err;
      }
    });
  }

  /** The running browser (launching it if needed); exposed for crash tests. */
  getBrowser(): Promise<Browser> {
    if (this.closed) return Promise.reject(new Error('PDF renderer is closed'));
    if (!this.browser) {
      this.launches += 1;
      const launching = puppeteer.launch({
        executablePath: this.opts.chromiumPath,
        headless: true,
        args: CHROMIUM_ARGS,
      });
      this.browser = launching;
      launching.then(
        (b) =>
          b.on('disconnected', () => {
            if (this.browser === launching) this.forget();
          }),
        () => {
          if (this.browser === launching) this.forget();
        },
      );
    }
    return this.browser;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.queue.dispose();
    const b = this.browser;
    this.forget();
    if (b) await (await b.catch(() => undefined))?.close().catch(() => undefined);
  }

  private forget(): void {
    this.browser = undefined;
    this.idle = [];
  }

  private async browserAlive(): Promise<boolean> {
    const b = await this.browser?.catch(() => undefined);
    return Boolean(b?.connected);
  }

  private async print(page: Page, html: string): Promise<Buffer> {
    const timeout = this.opts.timeoutMs ?? 30_000;
    await page.setContent(html, { waitUntil: 'load', timeout });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const pdf = await page.pdf({ printBackground: true, preferCSSPageSize: true, format: 'letter', timeout });
    return Buffer.from(pdf);
  }

  /** One print on an idle page (or a new one); a page that failed is closed, not reused. */
  private async printOnce(html: string): Promise<Buffer> {
    let page: Page | undefined;
    try {
      page = this.idle.pop() ?? (await (await this.getBrowser()).newPage());
      const result = await this.print(page, html);
      if (!page.isClosed() && (await this.browserAlive())) this.idle.push(page);
      return result;
    } catch (err) {
      if (page && !page.isClosed()) await page.close().catch(() => undefined);
      throw err;
    }
  }
}
