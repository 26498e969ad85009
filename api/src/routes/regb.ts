/**
 * Regulation B (README 'Regulation B'): the reasons offered when denying a record (staff who may deny it), and
 * the applicant's reasons page behind a denial's private link (public, rate-limited as the other public calls).
 */
import express from 'express';
import { reasonsRequestSchema } from '@cp/schemas/contracts/regb';
import { REASONS_REQUEST_RECEIVED } from '@cp/schemas/messages/regb';
import { requireUser } from '../auth/middleware';
import { rateLimit } from '../auth/rate-limit';
import { parseBody } from '../http/parse-request';
import { getReasonsPage, requestReasons } from '../regb/reasons-link';
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
  router.get('/api/reasons/:token', rateLimit(ctx, 'reasonsPage'), async (req, res) => {
    const token = String(req.params.token ?? '').slice(0, 256);
    ok(res, await getReasonsPage({ db, token, now: new Date() }));
  });
  router.post('/api/reasons/request', rateLimit(ctx, 'reasonsRequest'), async (req, res) => {
    const body = parseBody(req, reasonsRequestSchema);
    await requestReasons({ db, ...body, now: new Date(), ip: req.ip ?? null });
    ok(res, null, REASONS_REQUEST_RECEIVED);
  });
  return router;
}
