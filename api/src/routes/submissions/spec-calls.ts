/**
 * The spec calls (back-office.md §7) every kind has in the same shape: the list, one record, send or
 * re-send an invite, copy, delete. Each kind's file (routes/activation-spec-calls.ts,
 * routes/application-spec-calls.ts) names their paths and messages and adds what only it has (its `set`).
 */
import type express from 'express';
import type { RequestHandler } from 'express';
import type { z } from 'zod';
import type { InviteInput } from '@cp/schemas/contracts/submissions';
import { copyHeadersSchema } from '@cp/schemas/contracts/submissions';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { parseBody, parseHeaders } from '../../http/parse-request';
import { copySubmission } from '../../services/submissions/copy-submission';
import { deleteSubmission } from '../../services/submissions/delete-submission';
import { getSpecSubmission } from '../../services/submissions/get-submission';
import { inviteSubmission } from '../../services/submissions/invite-submission';
import type { SubmissionKind } from '../../services/submissions/kind';
import { listSubmissions } from '../../services/submissions/list-submissions';
import { resendSubmission } from '../../services/submissions/resend-submission';
import { staffOf } from './request';
import { idHeader, specListOptions } from './spec-request';

export interface SharedSpecCalls {
  kind: SubmissionKind;
  /** Full paths of the calls. */
  paths: { list: string; byId: string; sendInvite: string; copy: string; delete: string };
  /** The list's `applicationCount` from its total. */
  applicationCount: (total: number) => number | { item1: string | number; item2: number }[];
  /** sendInvite's body: an invite, or the record to re-send (`resendId`). */
  sendInviteSchema: z.ZodType<{ resendId: string; invite: InviteInput }>;
  messages: { invited: string; resent: string; copied: string };
}

export function mountSharedSpecCalls(
  router: express.Router,
  ctx: AppContext,
  auth: RequestHandler,
  o: SharedSpecCalls,
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
}
