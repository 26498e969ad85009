/**
 * The activation calls of back-office.md §7 under /api/CustomerActivation, at their documented paths with
 * their documented headers and bodies, answering the spec's names in the envelope. Same services as the
 * console resource.
 */
import express from 'express';
import { activationSendInviteBodySchema, activationSetBodySchema } from '@cp/schemas/contracts/activations';
import { setTypeHeaderSchema } from '@cp/schemas/contracts/submissions';
import {
  ACTIVATION_COPIED,
  ACTIVATION_INVITE_SENT,
  ACTIVATION_UPDATED,
} from '@cp/schemas/messages/activations';
import type { AppContext } from '../context';
import { requireUser } from '../auth/middleware';
import { ok } from '../http/envelope';
import { parseBody, parseHeaders } from '../http/parse-request';
import { approveActivation } from '../services/activations/approve-activation';
import { ACTIVATION } from '../services/activations/kind';
import { denySubmission } from '../services/submissions/deny-submission';
import { updateSubmission } from '../services/submissions/update-submission';
import { staffOf } from './submissions/request';
import { mountSharedSpecCalls } from './submissions/spec-calls';

const kind = ACTIVATION;

export function activationSpecCalls(ctx: AppContext): express.Router {
  const router = express.Router();
  const { db } = ctx;
  const origin = ctx.config.publicOrigin;
  const auth = requireUser(ctx);
  const base = '/api/CustomerActivation';

  // applicationCount is the list's total here (the spec names no convention for activations).
  mountSharedSpecCalls(router, ctx, auth, {
    kind,
    paths: {
      list: `${base}/getList`,
      byId: `${base}/getById`,
      sendInvite: `${base}/sendInvite`,
      copy: `${base}/setActivationCopy`,
      delete: `${base}/delete`,
    },
    applicationCount: (total) => total,
    sendInviteSchema: activationSendInviteBodySchema,
    messages: { invited: ACTIVATION_INVITE_SENT, resent: ACTIVATION_INVITE_SENT, copied: ACTIVATION_COPIED },
  });

  router.post(`${base}/set`, auth, async (req, res) => {
    const body = parseBody(req, activationSetBodySchema);
    const { settype } = parseHeaders(req, setTypeHeaderSchema);
    const id = body._id || body.id || '';
    const on = { db, kind, origin, id, ...staffOf(req) };
    const contacts = body.contacts ?? [];
    if (settype === 'APPROVED')
      await approveActivation({
        ...on,
        input: {
          approvedAmount: body.approvedAmount,
          customerCode: body.companyCode ?? '',
          contacts,
          paymentTerms: body.paymentTerms,
        },
      });
    else if (settype === 'DENIED')
      await denySubmission({
        ...on,
        input: { denialCode: body.denialCode ?? '', notes: body.notes, contacts },
      });
    else
      await updateSubmission({
        ...on,
        input: {
          data: body,
          customerCode: body.companyCode,
          paymentTerms: body.paymentTerms,
          notes: body.notes,
        },
      });
    ok(res, { id }, ACTIVATION_UPDATED, { id });
  });

  return router;
}
