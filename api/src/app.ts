/**
 * The Express application: security headers, compression, request logs with ids, bodies capped per route and checked
 * (http/body-parsers.ts, http/body-guard.ts), health checks,
 * the feature routers, 404 for unknown /api paths, the two front ends, and one error handler.
 */
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express from 'express';
import type { AppContext } from './context';
import { bodyGuard } from './http/body-guard';
import { bodyParsers, bodyTimeout } from './http/body-parsers';
import { apiNotFound, errorHandler } from './http/error-handler';
import { defaultFrontEndDirs, frontEnds, type FrontEndDirs } from './http/front-ends';
import { requestLogger } from './http/logger';
import { sameOriginWrites, securityHeaders } from './http/security';
import { esignConnectRoutes } from './routes/esign-connect';
import { clamdScanner, setVirusScanner } from './files/virus-scan';
import { healthRoutes } from './routes/health';
import { httpMetrics, metricsRoutes } from './metrics/http';
import { apiRoutes } from './routes/index';

export interface CreateAppOptions {
  frontEndDirs?: FrontEndDirs;
}

export function createApp(ctx: AppContext, options: CreateAppOptions = {}): express.Express {
  const app = express();
  // Uploads are scanned by ClamAV when CLAMD_URL is set (files/virus-scan.ts).
  setVirusScanner(
    ctx.config.clamdUrl
      ? clamdScanner(ctx.config.clamdUrl, (err) => ctx.logger.error({ err }, 'virus scan unavailable'))
      : null,
  );
  app.disable('x-powered-by');
  // X-Forwarded-For is believed only from the proxies TRUST_PROXY names (none by default): the client
  // address feeds the rate limits, and anyone can send the header.
  app.set('trust proxy', ctx.config.trustProxy);
  app.use(requestLogger(ctx.logger));
  // Prometheus (README 'Metrics'): request durations by route pattern and status.
  app.use(httpMetrics());
  app.use(securityHeaders());
  // Every text answer of 1 kB or more is compressed (brotli, else gzip) for the clients that accept it;
  // static files come precompressed from the build (http/static-assets.ts) and pass through untouched.
  app.use(compression());
  app.use(healthRoutes(ctx));
  // GET /metrics on this port only with METRICS_TOKEN as a bearer token (else 404); METRICS_PORT is main.ts's.
  app.use(metricsRoutes(ctx));
  app.use(sameOriginWrites(ctx.config));
  app.use('/api', (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  app.use(
    bodyTimeout({
      uploadMinBytesPerSecond: ctx.config.uploadMinBytesPerSecond,
      uploadGraceSeconds: ctx.config.uploadRateGraceSeconds,
    }),
  );
  // DocuSign Connect signs the raw body: its route reads it before the JSON parser does.
  app.use(esignConnectRoutes(ctx));
  app.use(bodyParsers);
  app.use(bodyGuard);
  app.use(cookieParser());
  app.use(apiRoutes(ctx));
  app.use('/api', apiNotFound);
  // '//api/…' (or more slashes) is an API path a client got wrong, not a console page.
  app.use((req, res, next) => (/^\/{2,}api(\/|$)/i.test(req.path) ? apiNotFound(req, res, next) : next()));
  app.use(frontEnds(options.frontEndDirs ?? defaultFrontEndDirs, ctx));
  // Other methods on non-API paths (the front ends only answer GET and HEAD).
  app.use(apiNotFound);
  app.use(errorHandler);
  return app;
}
