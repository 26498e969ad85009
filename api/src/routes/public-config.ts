/** Values the front ends need before sign-in: the idle timeout and the product version. */
import express from 'express';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';

export const PRODUCT_VERSION = '2.0.23';

export function publicConfigRoutes(ctx: AppContext): express.Router {
  const router = express.Router();
  router.get('/api/public-config', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    ok(res, { idleTimeoutMs: Math.round(ctx.config.idleTimeoutMinutes * 60_000), version: PRODUCT_VERSION });
  });
  return router;
}
