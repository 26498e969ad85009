/**
 * Regulation B (README 'Regulation B'): the reasons offered when denying a record (staff who may deny it), and
 * the applicant's reasons page behind a denial's private link (public, rate-limited as the other public calls).
 */
import express from 'express';
import { reasonsRequestQuerySchema, reasonsRequestSchema } from '@cp/schemas/contracts/regb';
import { contentRange, pageOf } from '@cp/schemas/contracts/simple-rest';
import { REASONS_REQUEST_RECEIVED, STATEMENT_SENT } from '@cp/schemas/messages/regb';
import { requireUser } from '../auth/middleware';
import { rateLimit } from '../auth/rate-limit';
import { parseBody, parseQuery } from '../http/parse-request';
import { listReasonsRequests } from '../regb/list-requests';
import { sendStatement } from '../regb/send-statement';
import { getReasonsPage, requestReasons } from '../regb/reasons-link';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { denialReasons } from '../regb/denial-reasons';
import { getDecisionNotice } from '../regb/get-notice';
import { idParam, staffOf } from './submissions/request';

export function regbRoutes(ctx: AppContext): express.Router {
  const { db, config } = ctx;
  const router = express.Router();
  const auth = requireUser(ctx);
  router.get('/api/v1/submissions/:id/denial-reasons', auth, async (req, res) => {
    ok(res, await denialReasons({ db, ...staffOf(req), id: idParam(req) }));
  });
  router.get('/api/v1/submissions/:id/decision-notice', auth, async (req, res) => {
    ok(res, await getDecisionNotice({ db, ...staffOf(req), id: idParam(req) }));
  });
  // 'Reasons requested' (ra-data-simple-rest): every signed-in user sees the requests of the units in scope.
  router.get('/api/v1/reasons-requests', auth, async (req, res) => {
    const query = parseQuery(req, reasonsRequestQuerySchema);
    const { offset, limit } = pageOf(query.range);
    const order = query.sort?.[1] ?? 'ASC';
    const { rows, total } = await listReasonsRequests({
      db,
      ...staffOf(req),
      state: query.filter?.state,
      order,
      offset,
      limit,
    });
    res.setHeader('Content-Range', contentRange('reasons-requests', offset, rows.length, total));
    res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
    res.json(rows);
  });
  router.post('/api/v1/reasons-requests/:id/send', auth, async (req, res) => {
    await sendStatement({ db, config, ...staffOf(req), id: idParam(req) });
    ok(res, { id: idParam(req) }, STATEMENT_SENT);
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
