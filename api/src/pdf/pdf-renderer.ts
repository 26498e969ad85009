/**
 * Prints HTML to PDF through one warm Chromium and a bounded pool of pages. The browser is launched on
 * first use and relaunched when it crashes or disconnects; a render that fails because the browser went
 * away is retried once on the new browser.
 */
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

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
  /** Pages printing at once (default 2: one per core of the target machine). */
  pages?: number;
  timeoutMs?: number;
}

export class PdfRenderer {
  private browser?: Promise<Browser>;
  private idle: Page[] = [];
  private inUse = 0;
  private waiters: Array<() => void> = [];
  private closed = false;
  readonly size: number;
  /** How many times a browser was launched (1 for a healthy process; tests read it). */
  launches = 0;

  constructor(private readonly opts: PdfRendererOptions) {
    this.size = Math.max(1, opts.pages ?? 2);
  }

  async renderPdf(html: string): Promise<Buffer> {
    try {
      return await this.withPage((page) => this.print(page, html));
    } catch (err) {
      if (this.closed || (await this.browserAlive())) throw err;
      // The browser crashed or was killed mid-render: start a fresh one and try once more.
      return this.withPage((page) => this.print(page, html));
    }
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

  private async withPage<T>(fn: (page: Page) => Promise<T>): Promise<T> {
    await this.acquireSlot();
    let page: Page | undefined;
    try {
      page = this.idle.pop() ?? (await (await this.getBrowser()).newPage());
      const result = await fn(page);
      if (!page.isClosed() && (await this.browserAlive())) this.idle.push(page);
      return result;
    } catch (err) {
      if (page && !page.isClosed()) await page.close().catch(() => undefined);
      throw err;
    } finally {
      this.releaseSlot();
    }
  }

  private acquireSlot(): Promise<void> {
    if (this.inUse < this.size) {
      this.inUse += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  private releaseSlot(): void {
    const next = this.waiters.shift();
    if (next) next();
    else this.inUse -= 1;
  }
}
