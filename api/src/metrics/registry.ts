/**
 * The process's Prometheus metrics (issue 28 item 5), on one prom-client registry: the default process metrics,
 * HTTP request durations by route pattern and status, the PostgreSQL pool, the job queue (read from pg-boss's
 * tables at each scrape), the Email log by status, and the PDF renders. Served by metrics/http.ts.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/client';

export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP requests by method, Express route pattern (never the raw URL) and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [metricsRegistry],
});

export const pdfRenderDuration = new Histogram({
  name: 'pdf_render_duration_seconds',
  help: 'Time Chromium took to print one PDF (from a free page to the bytes), by outcome',
  labelNames: ['outcome'] as const,
  buckets: [0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30],
  registers: [metricsRegistry],
});
// pdf_render_active and pdf_render_queue_waiting are read from the render queues at each scrape (pdf/render-queue.ts).
export const pdfRenderRejected = new Counter({
  name: 'pdf_render_rejected_total',
  help: 'PDF renders refused with 503 because PDF_QUEUE_MAX renders were already waiting',
  registers: [metricsRegistry],
});

/** The database the scrape reads (the app's; set by metricsRoutes / startMetricsServer). */
let source: Db | undefined;
export function setMetricsDatabase(db: Db): void {
  source = db;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

let scrape = 0;
/** Renders the registry for one scrape: the database gauges below query once each per scrape. */
export function scrapeMetrics(): Promise<string> {
  scrape += 1;
  return metricsRegistry.metrics();
}

/**
 * One query result shared by the gauges of one scrape (prom-client collects them one after another). A cluster's
 * primary collects a process's registry without scrapeMetrics (metrics/cluster.ts), so a result is also
 * reloaded once it is a second old.
 */
function perScrape<T>(load: (db: Db) => Promise<T>): () => Promise<T | undefined> {
  let loadedFor = -1;
  let loadedAt = 0;
  let last: Promise<T | undefined> | undefined;
  return () => {
    if (!source) return Promise.resolve(undefined);
    if (!last || loadedFor !== scrape || Date.now() - loadedAt > 1000) {
      loadedFor = scrape;
      loadedAt = Date.now();
      last = load(source).catch(() => undefined);
    }
    return last;
  };
}

interface QueueRow {
  name: string;
  queued: number;
  active: number;
  failed: number;
  oldest: number | null;
}
const queueSnapshot = perScrape(async (db) =>
  rowsOf<QueueRow>(
    await db.execute(sql`
      select q.name,
        count(j.id) filter (where j.state in ('created', 'retry'))::int as queued,
        count(j.id) filter (where j.state = 'active')::int as active,
        count(j.id) filter (where j.state = 'failed')::int as failed,
        extract(epoch from now() - min(j.created_on) filter (where j.state in ('created', 'retry')))::float8 as oldest
      from pgboss.queue q left join pgboss.job j on j.name = q.name
      group by q.name`),
  ),
);
function queueGauge(name: string, help: string, value: (r: QueueRow) => number | null) {
  return new Gauge({
    name,
    help,
    labelNames: ['queue'] as const,
    registers: [metricsRegistry],
    // Read from the shared database: in a cluster's aggregate (metrics/cluster.ts) taken once, not summed.
    aggregator: 'max',
    async collect() {
      const rows = await queueSnapshot();
      this.reset();
      for (const r of rows ?? []) {
        const v = value(r);
        if (v !== null) this.set({ queue: r.name }, Number(v));
      }
    },
  });
}
queueGauge(
  'jobs_queued',
  'Jobs waiting in each pg-boss queue (created or waiting to retry)',
  (r) => r.queued,
);
queueGauge('jobs_active', 'Jobs a worker is running now, by queue', (r) => r.active);
queueGauge(
  'jobs_failed',
  'Jobs that failed their last retry, by queue (kept by pg-boss until archived; the dead letters are in queue "jobs-dead")',
  (r) => r.failed,
);
queueGauge('jobs_oldest_queued_age_seconds', 'Age of the oldest job still waiting in each queue', (r) =>
  r.queued > 0 ? r.oldest : null,
);

const emailSnapshot = perScrape(async (db) =>
  rowsOf<{ status: string; n: number }>(
    await db.execute(sql`select status, count(*)::int as n from email_messages group by status`),
  ),
);
new Gauge({
  name: 'email_messages',
  help: 'Emails in the Email log by status: sent, failed (will retry), dead (gave up), pending',
  labelNames: ['status'] as const,
  registers: [metricsRegistry],
  aggregator: 'max',
  async collect() {
    const rows = await emailSnapshot();
    this.reset();
    for (const status of ['sent', 'failed', 'dead', 'pending']) this.set({ status }, 0);
    for (const r of rows ?? []) this.set({ status: r.status }, Number(r.n));
  },
});

/** The PostgreSQL pool under a drizzle database (drizzle keeps it as `$client`); PGlite has none. */
function poolOf(): pg.Pool | undefined {
  const client = (source as unknown as { $client?: unknown } | undefined)?.$client;
  return client instanceof pg.Pool ? client : undefined;
}
const engineOf = (): 'postgres' | 'pglite' | undefined =>
  poolOf() ? 'postgres' : source ? 'pglite' : undefined;
new Gauge({
  name: 'db_engine_info',
  help: 'The database engine of this process (postgres: a pool of connections; pglite: one in-process connection)',
  labelNames: ['engine'] as const,
  registers: [metricsRegistry],
  aggregator: 'max',
  collect() {
    this.reset();
    const engine = engineOf();
    if (engine) this.set({ engine }, 1);
  },
});
/** Pool gauges, labelled by engine so that PGlite (no pool) shows none rather than zeros. */
function poolGauge(name: string, help: string, value: (p: pg.Pool) => number) {
  return new Gauge({
    name,
    help,
    labelNames: ['engine'] as const,
    registers: [metricsRegistry],
    collect() {
      const pool = poolOf();
      this.reset();
      if (pool) this.set({ engine: 'postgres' }, value(pool));
    },
  });
}
poolGauge(
  'db_pool_connections_in_use',
  'PostgreSQL pool connections running a query or transaction (absent on PGlite: one in-process connection)',
  (p) => p.totalCount - p.idleCount,
);
poolGauge('db_pool_connections_idle', 'PostgreSQL pool connections open and idle', (p) => p.idleCount);
poolGauge(
  'db_pool_waiting_requests',
  'Queries waiting for a PostgreSQL pool connection (all in use)',
  (p) => p.waitingCount,
);
poolGauge(
  'db_pool_connections_max',
  'The PostgreSQL pool size',
  (p) => (p as unknown as { options: { max?: number } }).options.max ?? 10,
);
