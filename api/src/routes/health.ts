/** Liveness (/healthz: the process answers) and readiness (/readyz: the database answers). */
import { sql } from 'drizzle-orm';
import express from 'express';
import type { AppContext } from '../context';

export function healthRoutes(ctx: AppContext): express.Router {
  const router = express.Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    try {
      await ctx.db.execute(sql`select 1`);
      res.json({ status: 'ready' });
    } catch (err) {
      ctx.logger.warn({ err }, 'readiness check failed');
      res.status(503).json({ status: 'unavailable' });
    }
  });
  return router;
}
