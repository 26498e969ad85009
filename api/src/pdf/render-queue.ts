/**
 * The one render queue of a process (issue 28 item 3): at most `concurrency` renders run at once (p-limit), at
 * most `maxWaiting` wait for a slot; one more is refused at once with AppError(Unavailable, PDF_BUSY) carrying
 * Retry-After, which the routes answer as 503 rather than letting requests pile up. A render that fails frees its
 * slot like one that succeeds. Active and waiting counts and the refusals are metrics (metrics/registry.ts).
 */
import pLimit, { type LimitFunction } from 'p-limit';
import { Gauge } from 'prom-client';
import { PDF_BUSY } from '@cp/schemas/messages/platform';
import { AppError, ErrorCode } from '../errors';
import { metricsRegistry, pdfRenderRejected } from '../metrics/registry';

export interface RenderQueueOptions {
  /** Renders at once (PDF_CONCURRENCY). */
  concurrency: number;
  /** Renders allowed to wait for a slot (PDF_QUEUE_MAX); 0 = refuse whenever every slot is busy. */
  maxWaiting: number;
  /** Retry-After of a refusal; default: about the time the queue needs to drain at ~1 s a render. */
  retryAfterSeconds?: number;
}

/** Every queue of the process (one per Chromium path; one in practice): the gauges sum them at each scrape. */
const queues = new Set<RenderQueue>();
const total = (count: (q: RenderQueue) => number) => [...queues].reduce((n, q) => n + count(q), 0);
new Gauge({
  name: 'pdf_render_active',
  help: 'PDF renders printing now in this process (at most PDF_CONCURRENCY)',
  registers: [metricsRegistry],
  collect() {
    this.set(total((q) => q.active));
  },
});
new Gauge({
  name: 'pdf_render_queue_waiting',
  help: 'PDF renders waiting for a Chromium page in this process (at most PDF_QUEUE_MAX)',
  registers: [metricsRegistry],
  collect() {
    this.set(total((q) => q.waiting));
  },
});

export class RenderQueue {
  private readonly limit: LimitFunction;
  readonly maxWaiting: number;
  private readonly retryAfterSeconds: number;

  constructor(opts: RenderQueueOptions) {
    this.limit = pLimit(Math.max(1, opts.concurrency));
    this.maxWaiting = Math.max(0, opts.maxWaiting);
    this.retryAfterSeconds =
      opts.retryAfterSeconds ??
      Math.min(
        60,
        Math.max(1, Math.ceil((this.maxWaiting + this.limit.concurrency) / this.limit.concurrency)),
      );
    queues.add(this);
  }

  get concurrency(): number {
    return this.limit.concurrency;
  }
  get active(): number {
    return this.limit.activeCount;
  }
  get waiting(): number {
    return this.limit.pendingCount;
  }

  /** Runs `fn` in a slot, or throws the 503 AppError at once when the queue is full. */
  run<T>(fn: () => Promise<T>): Promise<T> {
    const full =
      this.limit.activeCount >= this.limit.concurrency && this.limit.pendingCount >= this.maxWaiting;
    if (full) {
      pdfRenderRejected.inc();
      return Promise.reject(
        new AppError(ErrorCode.Unavailable, PDF_BUSY, { retryAfterSeconds: this.retryAfterSeconds }),
      );
    }
    return this.limit(fn);
  }

  /** Forgets the queue (the renderer closed). */
  dispose(): void {
    queues.delete(this);
  }
}

/** The refusal of a full queue (AppError Unavailable with Retry-After). */
export const isRenderQueueFull = (err: unknown): err is AppError =>
  err instanceof AppError && err.code === ErrorCode.Unavailable && err.message === PDF_BUSY;
