/**
 * Customer activations: the console resource in the ra-data-simple-rest shape under /api/v1/activations
 * plus its action endpoints, and the spec calls of back-office.md §7 under /api/CustomerActivation.
 * Parse, authorise (requireUser + the services' CASL checks), call one service, answer.
 */
import express, { type Request } from 'express';
import {
  ACTIVATION_COPIED,
  ACTIVATION_EMAIL_SENT,
  ACTIVATION_INVITE_SENT,
  ACTIVATION_NOTES_SET,
  ACTIVATION_UPDATED,
} from '@cp/schemas/messages/activations';
import type { AppContext } from '../context';
import { requireUser, signedIn } from '../auth/middleware';
import { ok } from '../http/envelope';
import { approveActivation } from '../services/activations/approve-activation';
import { changeActivationEmail } from '../services/activations/change-activation-email';
import { copyActivation } from '../services/activations/copy-activation';
import { deleteActivation } from '../services/activations/delete-activation';
import { denyActivation } from '../services/activations/deny-activation';
import { getActivation } from '../services/activations/get-activation';
import { getActivationLink } from '../services/activations/get-activation-link';
import { inviteActivation } from '../services/activations/invite-activation';
import { listActivations } from '../services/activations/list-activations';
import {
  approvePayload,
  bag,
  denyPayload,
  idList,
  invitePayload,
  jsonParam,
  listStatus,
  str,
} from '../services/activations/parse-input';
import { resendActivation } from '../services/activations/resend-activation';
import { setActivationNotes } from '../services/activations/set-activation-notes';
import { updateActivation } from '../services/activations/update-activation';
import { updateCustomerCode } from '../services/activations/update-customer-code';

const cookie = (req: Request, name: string): string | undefined =>
  (req.cookies as Record<string, string> | undefined)?.[name];

const idOf = (req: Request): string => str(req.params.id, 64);

/** Header selection: the console's cookies, or headers for API clients. */
export const selectionOf = (req: Request) => ({
  selectedCompany: req.get('x-selected-company') ?? cookie(req, 'selected-company'),
  selectedDivision: req.get('x-selected-division') ?? cookie(req, 'selected-division'),
});

export function activationsRoutes(ctx: AppContext): express.Router {
  const router = express.Router();
  const { db } = ctx;
  const origin = ctx.config.publicOrigin;
  const auth = requireUser(ctx);
  const base = '/api/v1/activations';

  router.get(base, auth, async (req, res) => {
    const { user } = signedIn(req);
    const filter = bag(jsonParam(req.query.filter));
    const range = jsonParam(req.query.range);
    const [from, to] = Array.isArray(range) ? range.map(Number) : [0, 9];
    const offset = Number.isInteger(from) && from >= 0 ? from : 0;
    const limit = Math.min(Math.max((Number.isInteger(to) ? to : offset + 9) - offset + 1, 1), 100);
    const { rows, total } = await listActivations({
      db,
      actor: user,
      status: listStatus(filter.status),
      search: str(filter.q, 200),
      startDate: str(filter.startDate, 40),
      endDate: str(filter.endDate, 40),
      unitId: str(filter.unitId, 64),
      reviewedStatus: str(filter.reviewedStatus, 20),
      ...selectionOf(req),
      offset,
      limit,
    });
    res.setHeader('Content-Range', `activations ${offset}-${offset + rows.length - 1}/${total}`);
    res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
    res.json(rows);
  });

  router.post(`${base}/invite`, auth, async (req, res) => {
    const result = await inviteActivation({
      db,
      actor: signedIn(req).user,
      origin,
      invite: invitePayload(bag(req.body)),
    });
    ok(res, result, ACTIVATION_INVITE_SENT, { id: result.id });
  });

  router.get(`${base}/:id`, auth, async (req, res) => {
    res.json(await getActivation({ db, actor: signedIn(req).user, id: idOf(req) }));
  });

  router.get(`${base}/:id/link`, auth, async (req, res) => {
    ok(res, await getActivationLink({ db, actor: signedIn(req).user, id: idOf(req), origin }));
  });

  router.put(`${base}/:id`, auth, async (req, res) => {
    const b = bag(req.body);
    const input = {
      data: b.data === undefined ? undefined : bag(b.data),
      customerCode: b.customerCode === undefined ? undefined : str(b.customerCode, 100),
      paymentTerms: b.paymentTerms === undefined ? undefined : str(b.paymentTerms, 100),
    };
    await updateActivation({ db, actor: signedIn(req).user, id: idOf(req), input });
    ok(res, await getActivation({ db, actor: signedIn(req).user, id: idOf(req) }), ACTIVATION_UPDATED);
  });

  router.post(`${base}/:id/approve`, auth, async (req, res) => {
    await approveActivation({
      db,
      actor: signedIn(req).user,
      id: idOf(req),
      input: approvePayload(bag(req.body)),
    });
    ok(res, { id: idOf(req) }, ACTIVATION_UPDATED);
  });

  router.post(`${base}/:id/deny`, auth, async (req, res) => {
    await denyActivation({
      db,
      actor: signedIn(req).user,
      id: idOf(req),
      input: denyPayload(bag(req.body)),
    });
    ok(res, { id: idOf(req) }, ACTIVATION_UPDATED);
  });

  router.post(`${base}/:id/notes`, auth, async (req, res) => {
    const notes = str(bag(req.body).notes, 10_000);
    await setActivationNotes({ db, actor: signedIn(req).user, id: idOf(req), notes });
    ok(res, { id: idOf(req) }, ACTIVATION_NOTES_SET);
  });

  router.post(`${base}/:id/copy`, auth, async (req, res) => {
    const target = invitePayload(bag(req.body));
    const result = await copyActivation({ db, actor: signedIn(req).user, origin, id: idOf(req), target });
    ok(res, result, ACTIVATION_COPIED, { id: result.id });
  });

  router.post(`${base}/:id/resend`, auth, async (req, res) => {
    await resendActivation({ db, actor: signedIn(req).user, id: idOf(req), origin });
    ok(res, { id: idOf(req) }, ACTIVATION_EMAIL_SENT);
  });

  router.post(`${base}/:id/email`, auth, async (req, res) => {
    const email = str(bag(req.body).email, 320);
    await changeActivationEmail({ db, actor: signedIn(req).user, id: idOf(req), email, origin });
    ok(res, { id: idOf(req) }, ACTIVATION_UPDATED);
  });

  router.post(`${base}/:id/customer-code`, auth, async (req, res) => {
    const customerCode = str(bag(req.body).customerCode, 100);
    await updateCustomerCode({ db, actor: signedIn(req).user, id: idOf(req), customerCode });
    ok(res, { id: idOf(req) }, ACTIVATION_UPDATED);
  });

  router.delete(`${base}/:id`, auth, async (req, res) => {
    const { message } = await deleteActivation({ db, actor: signedIn(req).user, id: idOf(req) });
    ok(res, { id: idOf(req) }, message);
  });

  specCalls(ctx, router);
  return router;
}

/** back-office.md §7 CustomerActivation calls, at their documented paths with their documented headers. */
function specCalls(ctx: AppContext, router: express.Router): void {
  const { db } = ctx;
  const origin = ctx.config.publicOrigin;
  const auth = requireUser(ctx);
  const base = '/api/CustomerActivation';
  const header = (req: Request, name: string, max = 200) => str(req.get(name), max);

  router.get(`${base}/getList`, auth, async (req, res) => {
    const page = Math.max(Number.parseInt(header(req, 'page', 10), 10) || 1, 1);
    const { rows, total } = await listActivations({
      db,
      actor: signedIn(req).user,
      status: listStatus(header(req, 'status')),
      search: header(req, 'filter'),
      unitId: header(req, 'company', 64),
      startDate: header(req, 'startDate', 40),
      endDate: header(req, 'endDate', 40),
      selectedCompanies: idList(req.get('selectedCompanies')),
      selectedDivisions: idList(req.get('selectedDivisions')),
      offset: (page - 1) * SPEC_PAGE_SIZE,
      limit: SPEC_PAGE_SIZE,
    });
    ok(res, rows, '', { applicationCount: total });
  });

  router.get(`${base}/getById`, auth, async (req, res) => {
    ok(res, await getActivation({ db, actor: signedIn(req).user, id: header(req, 'id', 64) }));
  });

  // An invite payload creates an invite; a full activation (with its _id) is re-sent.
  router.post(`${base}/sendInvite`, auth, async (req, res) => {
    const b = bag(req.body);
    const actor = signedIn(req).user;
    const id = str(b._id ?? b.id, 64);
    if (id) {
      await resendActivation({ db, actor, id, origin });
      return ok(res, { id }, ACTIVATION_INVITE_SENT, { id });
    }
    const result = await inviteActivation({ db, actor, origin, invite: invitePayload(b) });
    ok(res, result, ACTIVATION_INVITE_SENT, { id: result.id });
  });

  router.post(`${base}/set`, auth, async (req, res) => {
    const b = bag(req.body);
    const actor = signedIn(req).user;
    const id = str(b._id ?? b.id, 64);
    const setType = header(req, 'setType', 20).toUpperCase();
    if (setType === 'APPROVED') await approveActivation({ db, actor, id, input: approvePayload(b) });
    else if (setType === 'DENIED') await denyActivation({ db, actor, id, input: denyPayload(b) });
    else
      await updateActivation({
        db,
        actor,
        id,
        input: {
          data: b,
          customerCode: str(b.companyCode, 100),
          paymentTerms: str(b.paymentTerms, 100),
          notes: str(b.notes, 10_000),
        },
      });
    ok(res, { id }, ACTIVATION_UPDATED, { id });
  });

  router.post(`${base}/setActivationCopy`, auth, async (req, res) => {
    const target = {
      email: header(req, 'email', 320),
      companyId: header(req, 'companyId', 64) || null,
      divisionId: header(req, 'divisionId', 64) || null,
      contacts: idList(req.get('contacts')),
    };
    const result = await copyActivation({
      db,
      actor: signedIn(req).user,
      origin,
      id: header(req, 'id', 64),
      target,
    });
    ok(res, result, ACTIVATION_COPIED, { id: result.id });
  });

  router.delete(`${base}/delete`, auth, async (req, res) => {
    const { message } = await deleteActivation({ db, actor: signedIn(req).user, id: header(req, 'id', 64) });
    ok(res, null, message);
  });
}

/** The spec call's page size (not shown by the spec). */
const SPEC_PAGE_SIZE = 10;
