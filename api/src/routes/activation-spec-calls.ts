/**
 * The activation calls of back-office.md §7 under /api/CustomerActivation, at their documented paths with
 * their documented headers and bodies, answering the spec's names in the envelope. Same services as the
 * console resource.
 */
import express from 'express';
import { activationSendInviteBodySchema, activationSetBodySchema } from '@cp/schemas/contracts/activations';
import { copyHeadersSchema, setTypeHeaderSchema } from '@cp/schemas/contracts/submissions';
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
import { copySubmission } from '../services/submissions/copy-submission';
import { deleteSubmission } from '../services/submissions/delete-submission';
import { denySubmission } from '../services/submissions/deny-submission';
import { getSpecSubmission } from '../services/submissions/get-submission';
import { inviteSubmission } from '../services/submissions/invite-submission';
import { listSubmissions } from '../services/submissions/list-submissions';
import { resendSubmission } from '../services/submissions/resend-submission';
import { updateSubmission } from '../services/submissions/update-submission';
import { staffOf } from './submissions/request';
import { idHeader, specListOptions } from './submissions/spec-request';

const kind = ACTIVATION;

export function activationSpecCalls(ctx: AppContext): express.Router {
  const router = express.Router();
  const { db } = ctx;
  const origin = ctx.config.publicOrigin;
  const auth = requireUser(ctx);
  const base = '/api/CustomerActivation';

  // applicationCount is the list's total here (the spec names no convention for activations).
  router.get(`${base}/getList`, auth, async (req, res) => {
    const { rows, total } = await listSubmissions({
      db,
      kind,
      actor: staffOf(req).actor,
      ...specListOptions(req),
    });
    ok(res, rows.map(kind.toSpec), '', { applicationCount: total });
  });

  router.get(`${base}/getById`, auth, async (req, res) => {
    ok(res, await getSpecSubmission({ db, kind, id: idHeader(req), ...staffOf(req) }));
  });

  // An invite payload creates an invite; a full activation (with its _id) is re-sent.
  router.post(`${base}/sendInvite`, auth, async (req, res) => {
    const { resendId, invite } = parseBody(req, activationSendInviteBodySchema);
    const on = { db, kind, origin, ...staffOf(req) };
    if (resendId) {
      await resendSubmission({ ...on, id: resendId });
      return ok(res, { id: resendId }, ACTIVATION_INVITE_SENT, { id: resendId });
    }
    const result = await inviteSubmission({ ...on, target: invite });
    ok(res, result, ACTIVATION_INVITE_SENT, { id: result.id });
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

  router.post(`${base}/setActivationCopy`, auth, async (req, res) => {
    const { id, target } = parseHeaders(req, copyHeadersSchema);
    const result = await copySubmission({ db, kind, origin, id, target, ...staffOf(req) });
    ok(res, result, ACTIVATION_COPIED, { id: result.id });
  });

  router.delete(`${base}/delete`, auth, async (req, res) => {
    const { message } = await deleteSubmission({ db, kind, id: idHeader(req), ...staffOf(req) });
    ok(res, null, message);
  });

  return router;
}
