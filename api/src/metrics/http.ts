/**
 * GET /metrics (Prometheus text format, README 'Metrics'), never public on the main port:
 * - `metricsRoutes` on the main app: 404 unless METRICS_TOKEN is set; then only with `Authorization: Bearer
 *   <token>` (401 otherwise, compared in constant time).
 * - `startMetricsServer` on METRICS_PORT: a server of its own answering /metrics only (bind it to a private
 *   network; ROLE=worker processes serve it too, for the queue). In a WEB_CONCURRENCY cluster the primary
 *   serves it, and both answers aggregate the cluster's HTTP processes (metrics/cluster.ts).
 * - `httpMetrics`: the http_request_duration_seconds histogram, labelled with the Express route pattern
 *   ('/api/esign/agreement/:token'), never the raw URL; requests no route answered are '(unmatched)'.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import http, { type Server } from 'node:http';
import express, { type Request, type RequestHandler, type Router } from 'express';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { apiNotFound } from '../http/error-handler';
import { metricsText } from './cluster';
import { httpRequestDuration, metricsRegistry, setMetricsDatabase } from './registry';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** The route pattern of the request, with the mount path of its router; '(unmatched)' when no route answered. */
export function routeLabel(req: Request): string {
  const path = (req.route as { path?: unknown } | undefined)?.path;
  if (path === undefined) return '(unmatched)';
  const pattern = path instanceof RegExp ? path.source : String(path);
  return `${req.baseUrl ?? ''}${pattern}`;
}

export function httpMetrics(): RequestHandler {
  return (req, res, next) => {
    const end = httpRequestDuration.startTimer();
    // The route is known once a handler ran; read it when the answer is done (or the client left).
    res.once('close', () => {
      end({ method: req.method, route: routeLabel(req), status_code: String(res.statusCode) });
    });
    next();
  };
}

async function answerMetrics(
  res: express.Response,
  collect: () => Promise<string> = metricsText,
): Promise<void> {
  let text: string;
  try {
    text = await collect();
  } catch (err) {
    res
      .status(503)
      .type('text/plain')
      .send(`Metrics are unavailable: ${(err as Error).message}\n`);
    return;
  }
  res.setHeader('Content-Type', metricsRegistry.contentType);
  res.setHeader('Cache-Control', 'no-store');
  res.send(text);
}

/** GET /metrics on the main port: 404 without METRICS_TOKEN, else the bearer token is required. */
export function metricsRoutes(ctx: AppContext): Router {
  setMetricsDatabase(ctx.db);
  const router = express.Router();
  const token = ctx.config.metricsToken;
  router.get('/metrics', async (req, res, next) => {
    if (!token) return apiNotFound(req, res, next);
    const given = /^Bearer\s+(.+)$/i.exec(req.get('authorization') ?? '')?.[1]?.trim() ?? '';
    if (!timingSafeEqual(digest(given), digest(token))) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      res.status(401).type('text/plain').send('A bearer token is required for /metrics.\n');
      return;
    }
    await answerMetrics(res);
  });
  return router;
}

/**
 * The metrics server on a port of its own (METRICS_PORT); resolves once it listens. `collect` replaces this
 * process's registry (a cluster's primary: the aggregate of its HTTP processes, metrics/cluster.ts).
 */
export function startMetricsServer(opts: {
  db?: Db;
  port: number;
  host?: string;
  collect?: () => Promise<string>;
}): Promise<Server> {
  if (opts.db) setMetricsDatabase(opts.db);
  const app = express();
  app.disable('x-powered-by');
  app.get('/metrics', (_req, res) => answerMetrics(res, opts.collect));
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found. Metrics are at /metrics.\n');
  });
  const server = http.createServer(app);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
