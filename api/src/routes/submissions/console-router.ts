/**
 * The console resource of a kind of submission (`/api/v1/<kind>`, ra-data-simple-rest) and its action
 * endpoints, the same for every kind (the contract in schemas/contracts/submissions). Each route parses
 * its input with the contract's schema, hands the request's ability to one service, and answers the
 * envelope; what differs between kinds is the KindRoutes configuration.
 */
import express, { type RequestHandler } from 'express';
import {
  changeEmailBodySchema,
  customerCodeBodySchema,
  denyBodySchema,
  inviteBodySchema,
  listQuerySchema,
  notesBodySchema,
  resendBodySchema,
  updateBodySchema,
} from '@cp/schemas/contracts/submissions';
import { contentRange, pageOf } from '@cp/schemas/contracts/simple-rest';
import type { AppContext } from '../../context';
import { requireUser } from '../../auth/middleware';
import { ok } from '../../http/envelope';
import { parseBody, parseQuery } from '../../http/parse-request';
import type { Staff } from '../../services/submissions/access';
import { changeSubmissionEmail } from '../../services/submissions/change-submission-email';
import { copySubmission } from '../../services/submissions/copy-submission';
import { deleteSubmission } from '../../services/submissions/delete-submission';
import { denySubmission } from '../../services/submissions/deny-submission';
import { getSubmission } from '../../services/submissions/get-submission';
import { getSubmissionLink } from '../../services/submissions/get-submission-link';
import { inviteSubmission } from '../../services/submissions/invite-submission';
import type { SubmissionKind } from '../../services/submissions/kind';
import { baseItem } from '../../services/submissions/list-fields';
import { listSubmissions } from '../../services/submissions/list-submissions';
import { resendSubmission } from '../../services/submissions/resend-submission';
import { setSubmissionNotes } from '../../services/submissions/set-submission-notes';
import { updateCustomerCode } from '../../services/submissions/update-customer-code';
import { updateSubmission } from '../../services/submissions/update-submission';
import { answerSubmissionPdf } from '../documents';
import { idParam, listFilterOf, staffOf } from './request';

/** The success message of each action (back-office.md §8, per kind). */
export interface ConsoleMessages {
  invited: string;
  updated: string;
  approved: string;
  denied: string;
  notes: string;
  copied: string;
  resent: string;
  emailChanged: string;
}

export interface KindRoutes {
  kind: SubmissionKind;
  messages: ConsoleMessages;
  /** Approval differs per kind: its body and its rules. */
  approve(o: Staff & { ctx: AppContext; id: string; body: unknown }): Promise<unknown>;
  /** Routes only this kind has, under the same base path (mounted before the shared `/:id` routes). */
  extraRoutes?(router: express.Router, base: string, auth: RequestHandler): void;
}

export function submissionConsoleRouter(ctx: AppContext, config: KindRoutes): express.Router {
  const router = express.Router();
  const { db } = ctx;
  const { kind, messages } = config;
  const origin = ctx.config.publicOrigin;
  const auth = requireUser(ctx);
  const base = `/api/v1/${kind.resource}`;
  const on = (req: express.Request) => ({ db, kind, origin, id: idParam(req), ...staffOf(req) });

  router.get(base, auth, async (req, res) => {
    const { filter, range } = parseQuery(req, listQuerySchema);
    const { offset, limit } = pageOf(range);
    const { rows, total } = await listSubmissions({
      db,
      kind,
      ...listFilterOf(req, filter),
      offset,
      limit,
    });
    res.setHeader('Content-Range', contentRange(kind.resource, offset, rows.length, total));
    res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
    res.json(rows.map((r) => kind.toItem(baseItem(r), r)));
  });

  router.post(`${base}/invite`, auth, async (req, res) => {
    const target = parseBody(req, inviteBodySchema);
    const result = await inviteSubmission({ ...on(req), target });
    ok(res, result, messages.invited, { id: result.id });
  });

  config.extraRoutes?.(router, base, auth);

  router.get(`${base}/:id`, auth, async (req, res) => {
    res.json(await getSubmission(on(req)));
  });

  router.get(`${base}/:id/link`, auth, async (req, res) => {
    ok(res, await getSubmissionLink(on(req)));
  });

  router.get(`${base}/:id/pdf`, auth, (req, res) =>
    answerSubmissionPdf(ctx, req, res, { form: kind.form, who: 'staff', id: idParam(req) }),
  );

  router.put(`${base}/:id`, auth, async (req, res) => {
    await updateSubmission({ ...on(req), input: parseBody(req, updateBodySchema) });
    ok(res, await getSubmission(on(req)), messages.updated);
  });

  router.post(`${base}/:id/approve`, auth, async (req, res) => {
    await config.approve({ ...staffOf(req), ctx, id: idParam(req), body: req.body });
    ok(res, { id: idParam(req) }, messages.approved);
  });

  router.post(`${base}/:id/deny`, auth, async (req, res) => {
    await denySubmission({ ...on(req), input: parseBody(req, denyBodySchema) });
    ok(res, { id: idParam(req) }, messages.denied);
  });

  router.post(`${base}/:id/notes`, auth, async (req, res) => {
    await setSubmissionNotes({ ...on(req), notes: parseBody(req, notesBodySchema).notes });
    ok(res, { id: idParam(req) }, messages.notes);
  });

  router.post(`${base}/:id/copy`, auth, async (req, res) => {
    const result = await copySubmission({ ...on(req), target: parseBody(req, inviteBodySchema) });
    ok(res, result, messages.copied, { id: result.id });
  });

  router.post(`${base}/:id/resend`, auth, async (req, res) => {
    await resendSubmission({ ...on(req), input: parseBody(req, resendBodySchema) });
    ok(res, { id: idParam(req) }, messages.resent);
  });

  router.post(`${base}/:id/email`, auth, async (req, res) => {
    await changeSubmissionEmail({ ...on(req), email: parseBody(req, changeEmailBodySchema).email });
    ok(res, { id: idParam(req) }, messages.emailChanged);
  });

  router.post(`${base}/:id/customer-code`, auth, async (req, res) => {
    await updateCustomerCode({
      ...on(req),
      customerCode: parseBody(req, customerCodeBodySchema).customerCode,
    });
    ok(res, { id: idParam(req) }, messages.updated);
  });

  router.delete(`${base}/:id`, auth, async (req, res) => {
    const { message } = await deleteSubmission(on(req));
    ok(res, { id: idParam(req) }, message);
  });

  return router;
}
