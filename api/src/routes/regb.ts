/** Regulation B (README 'Regulation B'): the reasons offered when denying a record. */
import express from 'express';
import { requireUser } from '../auth/middleware';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { denialReasons } from '../regb/denial-reasons';
import { idParam, staffOf } from './submissions/request';

export function regbRoutes(ctx: AppContext): express.Router {
  const { db } = ctx;
  const router = express.Router();
  const auth = requireUser(ctx);
  router.get('/api/v1/submissions/:id/denial-reasons', auth, async (req, res) => {
    ok(res, await denialReasons({ db, ...staffOf(req), id: idParam(req) }));
  });
  return router;
}
