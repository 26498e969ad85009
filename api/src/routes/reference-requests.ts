/**
 * Reference requests, the staff side (README 'Reference requests'): send the requests of a submitted credit
 * application (or resend the named ones), cancel one, change a reference's email. Each needs `requestReferences`
 * on the application: 404 when the user may not read it (or it is an activation), 403 when they may only read
 * it. The list, the phone answer and the public answer page are in reference-answers.ts.
 */
import express from 'express';
import {
  cancelReferenceRequestSchema,
  changeReferenceEmailSchema,
  sendReferenceRequestsSchema,
} from '@cp/schemas/contracts/references';
import * as M from '@cp/schemas/messages/reference-requests';
import { requireUser } from '../auth/middleware';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { parseBody } from '../http/parse-request';
import { cancelReferenceRequest } from '../references/cancel-reference-request';
import { changeReferenceEmail } from '../references/change-reference-email';
import { sendReferenceRequests } from '../references/request-references';
import { idParam, staffOf } from './submissions/request';

const requestIdParam = (req: express.Request): string => String(req.params.requestId ?? '').slice(0, 64);

export function referenceRequestRoutes(ctx: AppContext): express.Router {
  const { db, config } = ctx;
  const router = express.Router();
  const auth = requireUser(ctx);
  const one = '/api/v1/submissions/:id/references/:requestId';

  router.post('/api/v1/submissions/:id/reference-requests', auth, async (req, res) => {
    const input = parseBody(req, sendReferenceRequestsSchema);
    const sent = await sendReferenceRequests({ db, config, ...staffOf(req), id: idParam(req), input });
    ok(res, sent, M.referencesSent(sent.sent));
  });
  router.post(`${one}/cancel`, auth, async (req, res) => {
    const { reason } = parseBody(req, cancelReferenceRequestSchema);
    await cancelReferenceRequest({
      db,
      ...staffOf(req),
      id: idParam(req),
      requestId: requestIdParam(req),
      reason,
    });
    ok(res, null, M.REFERENCE_REQUEST_CANCELLED);
  });
  router.post(`${one}/email`, auth, async (req, res) => {
    const input = parseBody(req, changeReferenceEmailSchema);
    const changed = await changeReferenceEmail({
      db,
      config,
      ...staffOf(req),
      id: idParam(req),
      requestId: requestIdParam(req),
      ...input,
    });
    ok(res, changed, changed.resent ? M.REFERENCE_EMAIL_CHANGED_RESENT : M.REFERENCE_EMAIL_CHANGED);
  });
  return router;
}
