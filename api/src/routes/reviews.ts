/**
 * Periodic credit reviews (issue 29 item 7, schemas/contracts/reviews.ts): the list of reviews due, one
 * entity's review date with the reviews done, and 'Review done'. Parse, call one service, answer the envelope;
 * the services check access (api/src/customers/access.ts).
 */
import express from 'express';
import { reviewDoneSchema, reviewListQuerySchema } from '@cp/schemas/contracts/reviews';
import { reviewDone } from '@cp/schemas/messages/reviews';
import { formatDate } from '@cp/schemas/formats';
import type { AppContext } from '../context';
import { requireUser } from '../auth/middleware';
import { ok } from '../http/envelope';
import { parseBody, parseQuery } from '../http/parse-request';
import { getReview, listReviews, markReviewDone } from '../customers/reviews';
import { staffOf } from './submissions/request';

export function reviewsRoutes(ctx: AppContext): express.Router {
  const router = express.Router();
  const { db } = ctx;
  const auth = requireUser(ctx);

  router.get('/api/v1/reviews', auth, async (req, res) => {
    ok(res, await listReviews({ ...staffOf(req), db, query: parseQuery(req, reviewListQuerySchema) }));
  });

  router.get('/api/v1/customers/:id/review', auth, async (req, res) => {
    ok(res, await getReview({ ...staffOf(req), db, id: String(req.params.id) }));
  });

  router.post('/api/v1/customers/:id/review', auth, async (req, res) => {
    const input = parseBody(req, reviewDoneSchema);
    const data = await markReviewDone({ ...staffOf(req), db, id: String(req.params.id), input, ip: req.ip });
    ok(res, data, reviewDone(formatDate(data.nextReviewOn)));
  });

  return router;
}
