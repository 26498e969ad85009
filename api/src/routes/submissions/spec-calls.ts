/**
 * The spec calls (back-office.md §7) every kind has in the same shape: the list, one record, send or
 * re-send an invite, copy, delete, and `set` (save, approve or deny by its setType header). Each kind's
 * file (routes/activation-spec-calls.ts, routes/application-spec-calls.ts) names their paths, messages and
 * its approval, and adds the calls only it has.
 */
import express from 'express';
import type { RequestHandler } from 'express';
import type { z } from 'zod';
import type { InviteInput, SpecSetBody, UpdateInput } from '@cp/schemas/contracts/submissions';
import { copyHeadersSchema, setTypeHeaderSchema } from '@cp/schemas/contracts/submissions';
import type { AppContext } from '../../context';
import { requireUser } from '../../auth/middleware';
import { ok } from '../../http/envelope';
import { parseBody, parseHeaders } from '../../http/parse-request';
import { copySubmission } from '../../services/submissions/copy-submission';
import type { DecideOptions } from '../../services/submissions/decide';
import { deleteSubmission } from '../../services/submissions/delete-submission';
import { denySubmission } from '../../services/submissions/deny-submission';
import { getSpecSubmission } from '../../services/submissions/get-submission';
import { inviteSubmission } from '../../services/submissions/invite-submission';
import type { SubmissionKind } from '../../services/submissions/kind';
import { listSubmissions } from '../../services/submissions/list-submissions';
import { resendSubmission } from '../../services/submissions/resend-submission';
import { updateSubmission } from '../../services/submissions/update-submission';
import { staffOf } from './request';
import { idHeader, specListOptions } from './spec-request';

/** The approval fields of `set` both kinds read. */
export interface SpecApproval {
  approvedAmount: SpecSetBody['approvedAmount'];
  customerCode: string;
  paymentTerms: string | undefined;
  contacts: string[];
}

/** `set` of a kind: its body, how it approves, and its answers per setType. */
export interface SpecSet<Body extends SpecSetBody> {
  schema: z.ZodType<Body>;
  /**
   * setType APPROVED: the kind's approval, given the fields both kinds read (companyCode is the customer
   * code) and the body for its own.
   */
  approve: (on: DecideOptions, input: SpecApproval, body: Body) => Promise<unknown>;
  /** setType DENIED: the denial code the body names. */
  denialCode: (body: Body) => string;
  /** A blank setType saves the shared fields and these. */
  saveExtra?: (body: Body) => Partial<UpdateInput>;
  messages: { saved: string; approved: string; denied: string };
}

export interface SharedSpecCalls<Body extends SpecSetBody = SpecSetBody> {
  kind: SubmissionKind;
  /** Full paths of the calls. */
  paths: { list: string; byId: string; sendInvite: string; copy: string; delete: string; set: string };
  /** The list's `applicationCount` from its total. */
  applicationCount: (total: number) => number | { item1: string | number; item2: number }[];
  /** sendInvite's body: an invite, or the record to re-send (`resendId`). */
  sendInviteSchema: z.ZodType<{ resendId: string; invite: InviteInput }>;
  messages: { invited: string; resent: string; copied: string };
  set: SpecSet<Body>;
}

/**
 * A kind's spec-call router with the shared calls mounted; `auth` (requireUser) is handed back for the
 * calls the kind adds.
 */
export function specCallsRouter<Body extends SpecSetBody>(
  ctx: AppContext,
  o: SharedSpecCalls<Body>,
): { router: express.Router; auth: RequestHandler } {
  const router = express.Router();
  const auth = requireUser(ctx);
  mountSharedSpecCalls(router, ctx, auth, o);
  return { router, auth };
}

function mountSharedSpecCalls<Body extends SpecSetBody>(
  router: express.Router,
  ctx: AppContext,
  auth: RequestHandler,
  o: SharedSpecCalls<Body>,
): void {
  const { db } = ctx;
  const { kind, paths, messages } = o;
  const origin = ctx.config.publicOrigin;

  router.get(paths.list, auth, async (req, res) => {
    const { rows, total } = await listSubmissions({
      db,
      kind,
      actor: staffOf(req).actor,
      ...specListOptions(req),
    });
    ok(res, rows.map(kind.toSpec), '', { applicationCount: o.applicationCount(total) });
  });

  router.get(paths.byId, auth, async (req, res) => {
    ok(res, await getSpecSubmission({ db, kind, id: idHeader(req), ...staffOf(req) }));
  });

  // An invite payload creates an invite; a full record (with its _id) is re-sent.
  router.post(paths.sendInvite, auth, async (req, res) => {
    const { resendId, invite } = parseBody(req, o.sendInviteSchema);
    const on = { db, kind, origin, ...staffOf(req) };
    if (resendId) {
      await resendSubmission({ ...on, id: resendId });
      return ok(res, { id: resendId }, messages.resent, { id: resendId });
    }
    const result = await inviteSubmission({ ...on, target: invite });
    ok(res, result, messages.invited, { id: result.id });
  });

  router.post(paths.copy, auth, async (req, res) => {
    const { id, target } = parseHeaders(req, copyHeadersSchema);
    const result = await copySubmission({ db, kind, origin, id, target, ...staffOf(req) });
    ok(res, result, messages.copied, { id: result.id });
  });

  router.delete(paths.delete, auth, async (req, res) => {
    const { message } = await deleteSubmission({ db, kind, id: idHeader(req), ...staffOf(req) });
    ok(res, null, message);
  });

  router.post(paths.set, auth, async (req, res) => {
    const body = parseBody(req, o.set.schema);
    const { settype } = parseHeaders(req, setTypeHeaderSchema);
    const id = body._id || body.id || '';
    const on = { db, kind, origin, id, ...staffOf(req) };
    const contacts = body.contacts ?? [];
    const { approve, denialCode, saveExtra, messages: said } = o.set;
    let message = said.saved;
    if (settype === 'APPROVED') {
      const input = {
        approvedAmount: body.approvedAmount,
        customerCode: body.companyCode ?? '',
        paymentTerms: body.paymentTerms,
        contacts,
      };
      await approve(on, input, body);
      message = said.approved;
    } else if (settype === 'DENIED') {
      await denySubmission({ ...on, input: { denialCode: denialCode(body), notes: body.notes, contacts } });
      message = said.denied;
    } else
      await updateSubmission({
        ...on,
        input: {
          data: body,
          customerCode: body.companyCode,
          paymentTerms: body.paymentTerms,
          notes: body.notes,
          ...saveExtra?.(body),
        },
      });
    ok(res, { id }, message, { id });
  });
}
