/**
 * Signed webhooks for the ERP (README 'Webhooks'; schemas contracts/webhooks.ts): a company's endpoints —
 * registered, edited, rotated and deleted by super admins, their secret shown only by create and rotate — and
 * each endpoint's delivery log with a delivery's manual replay. Every call is refused to anyone else before its
 * input is read.
 */
import express from 'express';
import {
  createWebhookEndpointSchema,
  updateWebhookEndpointSchema,
  webhookDeliveryListQuerySchema,
  webhookEndpointListQuerySchema,
} from '@cp/schemas/contracts/webhooks';
import * as M from '@cp/schemas/messages/webhooks';
import { requireUser } from '../auth/middleware';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { parseBody, parseQuery } from '../http/parse-request';
import { listWebhookDeliveries, replayWebhookDelivery } from '../webhooks/deliveries';
import {
  assertMayWebhooks,
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  getWebhookEndpoint,
  listWebhookEndpoints,
  rotateWebhookSecret,
  updateWebhookEndpoint,
} from '../webhooks/endpoints';
import { idParam, staffOf } from './submissions/request';

export function webhookRoutes(ctx: AppContext): express.Router {
  const { db } = ctx;
  const router = express.Router();
  const auth = requireUser(ctx);
  const optionsOf = (req: express.Request) => ({
    db,
    ...staffOf(req),
    allowPrivate: ctx.config.webhooksAllowPrivate,
    ip: req.ip ?? null,
  });

  router.get('/api/v1/webhooks/endpoints', auth, async (req, res) => {
    assertMayWebhooks(staffOf(req), 'read');
    const { companyId } = parseQuery(req, webhookEndpointListQuerySchema);
    ok(res, await listWebhookEndpoints({ db, ...staffOf(req), companyId }));
  });
  router.post('/api/v1/webhooks/endpoints', auth, async (req, res) => {
    assertMayWebhooks(staffOf(req), 'create');
    const input = parseBody(req, createWebhookEndpointSchema);
    ok(res, await createWebhookEndpoint({ ...optionsOf(req), input }), M.WEBHOOK_CREATED);
  });
  router.get('/api/v1/webhooks/endpoints/:id', auth, async (req, res) => {
    ok(res, await getWebhookEndpoint({ db, ...staffOf(req), id: idParam(req) }));
  });
  router.put('/api/v1/webhooks/endpoints/:id', auth, async (req, res) => {
    assertMayWebhooks(staffOf(req), 'update');
    const input = parseBody(req, updateWebhookEndpointSchema);
    ok(res, await updateWebhookEndpoint({ ...optionsOf(req), id: idParam(req), input }), M.WEBHOOK_SAVED);
  });
  router.delete('/api/v1/webhooks/endpoints/:id', auth, async (req, res) => {
    await deleteWebhookEndpoint({ ...optionsOf(req), id: idParam(req) });
    ok(res, { id: idParam(req) }, M.WEBHOOK_DELETED);
  });
  router.post('/api/v1/webhooks/endpoints/:id/rotate', auth, async (req, res) => {
    ok(res, await rotateWebhookSecret({ ...optionsOf(req), id: idParam(req) }), M.WEBHOOK_ROTATED);
  });
  router.get('/api/v1/webhooks/endpoints/:id/deliveries', auth, async (req, res) => {
    assertMayWebhooks(staffOf(req), 'read');
    const { limit, offset } = parseQuery(req, webhookDeliveryListQuerySchema);
    ok(res, await listWebhookDeliveries({ db, ...staffOf(req), endpointId: idParam(req), limit, offset }));
  });
  router.post('/api/v1/webhooks/deliveries/:id/replay', auth, async (req, res) => {
    ok(
      res,
      await replayWebhookDelivery({ db, ...staffOf(req), id: idParam(req), ip: req.ip ?? null }),
      M.WEBHOOK_REPLAY_QUEUED,
    );
  });
  return router;
}
