/**
 * The credit file (issue 29 items 1, 2, 5, 9) under /api/v1/customers: the list, one entity's file, and the
 * staff actions link, unlink, merge and parent (schemas/contracts/customers.ts). Parse, call one service,
 * answer the envelope; the services check access (api/src/customers/access.ts).
 */
import express from 'express';
import {
  customerGroupLimitSchema,
  customerLinkSchema,
  customerListQuerySchema,
  customerMergeSchema,
  customerDismissSchema,
  customerParentSchema,
  customerSummaryQuerySchema,
  customerUnlinkSchema,
} from '@cp/schemas/contracts/customers';
import {
  CUSTOMER_GROUP_LIMIT_SET,
  CUSTOMER_LINKED,
  CUSTOMER_MERGED,
  CUSTOMER_PARENT_SET,
  CUSTOMER_SUGGESTION_DISMISSED,
  CUSTOMER_UNLINKED,
} from '@cp/schemas/messages/customers';
import type { AppContext } from '../context';
import { requireUser } from '../auth/middleware';
import { ok } from '../http/envelope';
import { parseBody, parseQuery } from '../http/parse-request';
import { customerSummary } from '../customers/customer-summary';
import { getCustomer } from '../customers/get-customer';
import { setGroupLimit } from '../customers/group-limit';
import { linkSubmission } from '../customers/link-submission';
import { listCustomers } from '../customers/list-customers';
import { mergeCustomers } from '../customers/merge-customers';
import { setParent } from '../customers/set-parent';
import { dismissSuggestion } from '../customers/dismiss-suggestion';
import { unlinkSubmission } from '../customers/unlink-submission';
import { staffOf } from './submissions/request';

export function customersRoutes(ctx: AppContext): express.Router {
  const router = express.Router();
  const { db } = ctx;
  const auth = requireUser(ctx);
  const base = '/api/v1/customers';

  router.get(base, auth, async (req, res) => {
    ok(res, await listCustomers({ ...staffOf(req), db, query: parseQuery(req, customerListQuerySchema) }));
  });

  // Before `/:id`: 'summary' is not an entity id.
  router.get(`${base}/summary`, auth, async (req, res) => {
    const { submissionId } = parseQuery(req, customerSummaryQuerySchema);
    ok(res, await customerSummary({ ...staffOf(req), db, submissionId }));
  });

  router.get(`${base}/:id`, auth, async (req, res) => {
    ok(res, await getCustomer({ ...staffOf(req), db, id: String(req.params.id) }));
  });

  router.post(`${base}/:id/link`, auth, async (req, res) => {
    const input = parseBody(req, customerLinkSchema);
    await linkSubmission({ ...staffOf(req), db, entityId: String(req.params.id), input, ip: req.ip });
    ok(res, null, CUSTOMER_LINKED);
  });

  router.post(`${base}/:id/unlink`, auth, async (req, res) => {
    const input = parseBody(req, customerUnlinkSchema);
    const data = await unlinkSubmission({
      ...staffOf(req),
      db,
      entityId: String(req.params.id),
      input,
      ip: req.ip,
    });
    ok(res, data, CUSTOMER_UNLINKED);
  });

  router.post(`${base}/:id/merge`, auth, async (req, res) => {
    const input = parseBody(req, customerMergeSchema);
    await mergeCustomers({ ...staffOf(req), db, entityId: String(req.params.id), input, ip: req.ip });
    ok(res, null, CUSTOMER_MERGED);
  });

  router.post(`${base}/:id/parent`, auth, async (req, res) => {
    const input = parseBody(req, customerParentSchema);
    await setParent({ ...staffOf(req), db, entityId: String(req.params.id), input, ip: req.ip });
    ok(res, null, CUSTOMER_PARENT_SET);
  });

  router.post(`${base}/:id/dismiss`, auth, async (req, res) => {
    const input = parseBody(req, customerDismissSchema);
    await dismissSuggestion({ ...staffOf(req), db, entityId: String(req.params.id), input, ip: req.ip });
    ok(res, null, CUSTOMER_SUGGESTION_DISMISSED);
  });

  router.post(`${base}/:id/group-limit`, auth, async (req, res) => {
    const input = parseBody(req, customerGroupLimitSchema);
    await setGroupLimit({ ...staffOf(req), db, entityId: String(req.params.id), input, ip: req.ip });
    ok(res, null, CUSTOMER_GROUP_LIMIT_SET);
  });

  return router;
}
