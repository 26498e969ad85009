/**
 * The credit application calls of back-office.md §7 under /api/Application, at their documented paths with
 * their documented headers and bodies, answering the spec's names in the envelope. Same services as the
 * console resource. getApplicationPdf is in routes/documents; the customer's calls in routes/portal.
 */
import express from 'express';
import {
  applicationSendInviteBodySchema,
  applicationSetBodySchema,
  setTradeReferencesFieldsSchema,
} from '@cp/schemas/contracts/applications';
import { setTypeHeaderSchema } from '@cp/schemas/contracts/submissions';
import * as A from '@cp/schemas/messages/applications';
import type { AppContext } from '../context';
import { requireUser } from '../auth/middleware';
import { ok } from '../http/envelope';
import { parseBody, parseHeaders } from '../http/parse-request';
import { providerNameFor } from '../esign/providers';
import { approveApplication } from '../services/applications/approve-application';
import { getDocuSignPdf } from '../services/applications/get-docusign-pdf';
import { APPLICATION } from '../services/applications/kind';
import { getApplicationFile, uploadStaffTradeReferences } from '../services/applications/trade-references';
import { tradeReferencesFileOf } from '../services/applications/trade-reference-file';
import { denySubmission } from '../services/submissions/deny-submission';
import { loadSubmission } from '../services/submissions/load-submission';
import { updateSubmission } from '../services/submissions/update-submission';
import { tradeReferenceUpload } from './portal';
import { sendStoredFile, uploadName } from './submissions/files';
import { staffOf } from './submissions/request';
import { mountSharedSpecCalls } from './submissions/spec-calls';
import { idHeader, SPEC_PAGE_SIZE } from './submissions/spec-request';

const kind = APPLICATION;

export function applicationSpecCalls(ctx: AppContext): express.Router {
  const router = express.Router();
  const { db } = ctx;
  const origin = ctx.config.publicOrigin;
  const auth = requireUser(ctx);
  const base = '/api/Application';

  // §7: 'For Reviewed, page count is item2 divided by item1 of the first entry': one pair of the page size
  // and the list's total, answered for every status so a client pages every list the same way.
  mountSharedSpecCalls(router, ctx, auth, {
    kind,
    paths: {
      list: `${base}/getApplicationList`,
      byId: `${base}/getApplicationById`,
      sendInvite: `${base}/sendInvite`,
      copy: `${base}/setApplicationCopy`,
      delete: `${base}/deleteApplication`,
    },
    applicationCount: (total) => [{ item1: SPEC_PAGE_SIZE, item2: total }],
    sendInviteSchema: applicationSendInviteBodySchema,
    messages: {
      invited: A.APPLICATION_INVITE_SENT,
      resent: A.APPLICATION_INVITE_RESENT,
      copied: A.APPLICATION_COPIED,
    },
  });

  router.post(`${base}/setApplication`, auth, async (req, res) => {
    const body = parseBody(req, applicationSetBodySchema);
    const { settype } = parseHeaders(req, setTypeHeaderSchema);
    const id = body._id || body.id || '';
    const on = { db, kind, origin, id, ...staffOf(req) };
    const contacts = body.contacts ?? [];
    let message: string = A.APPLICATION_UPDATED;
    if (settype === 'APPROVED') {
      await approveApplication({
        ...on,
        input: {
          approvedAmount: body.approvedAmount,
          netTerms: body.netTerms ?? '',
          paymentTerms: body.paymentTerms,
          customerCode: body.companyCode ?? '',
          isCod: body.isCOD,
          contacts,
        },
        esignProvider: providerNameFor(ctx.config),
      });
      message = A.APPLICATION_APPROVED;
    } else if (settype === 'DENIED') {
      const denialCode = body.code || body.denialCode || '';
      await denySubmission({ ...on, input: { denialCode, notes: body.notes, contacts } });
      message = A.APPLICATION_DENIED;
    } else
      await updateSubmission({
        ...on,
        input: {
          data: body,
          customerCode: body.companyCode,
          paymentTerms: body.paymentTerms,
          netTerms: body.netTerms,
          notes: body.notes,
        },
      });
    ok(res, { id }, message, { id });
  });

  router.get(`${base}/getDocuSignPdf`, auth, async (req, res) => {
    sendStoredFile(res, await getDocuSignPdf({ db, id: idHeader(req), ...staffOf(req) }));
  });

  router.get(`${base}/getTradeReferencesFile`, auth, async (req, res) => {
    sendStoredFile(res, await getApplicationFile({ db, id: idHeader(req), ...staffOf(req) }));
  });

  router.get(`${base}/getTradeReferencesLastModifiedDate`, auth, async (req, res) => {
    const row = await loadSubmission(db, kind, staffOf(req), idHeader(req));
    ok(res, (await tradeReferencesFileOf(db, row))?.addDate ?? null);
  });

  router.post(`${base}/setTradeReferences`, auth, tradeReferenceUpload(), async (req, res) => {
    const fields = parseBody(req, setTradeReferencesFieldsSchema);
    const tradeReferencesFileName = await uploadStaffTradeReferences({
      db,
      ...staffOf(req),
      id: fields.Application_id || idHeader(req),
      fileName: uploadName(req),
      content: req.file?.buffer,
    });
    ok(res, { tradeReferencesFileName }, A.TRADE_REFERENCES_UPLOADED);
  });

  return router;
}
