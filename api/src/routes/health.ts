/**
 * Liveness (/healthz: the process answers) and readiness (/readyz: the database answers within
 * PING_TIMEOUT_MS; otherwise 503 with Retry-After, so a load balancer stops sending traffic at once
 * instead of waiting on a stalled database).
 */
import { sql } from 'drizzle-orm';
import express from 'express';
import { SERVICE_BRIEFLY_UNAVAILABLE } from '@cp/schemas/messages/platform';
import type { AppContext } from '../context';
import { PING_TIMEOUT_MS } from '../db/client';
import { DB_RETRY_AFTER_SECONDS } from '../http/db-errors';

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export function healthRoutes(ctx: AppContext, options: { pingTimeoutMs?: number } = {}): express.Router {
  const router = express.Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    try {
      await within(options.pingTimeoutMs ?? PING_TIMEOUT_MS, ctx.db.execute(sql`select 1`));
      res.json({ status: 'ready' });
    } catch (err) {
      ctx.logger.warn({ err }, 'readiness check failed');
      res.setHeader('Retry-After', String(DB_RETRY_AFTER_SECONDS));
      res.status(503).json({ status: 'unavailable', message: SERVICE_BRIEFLY_UNAVAILABLE });
    }
  });
  return router;
}
