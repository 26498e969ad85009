/**
 * The credit application calls of back-office.md §7 under /api/Application, at their documented paths with
 * their documented headers and bodies, answering the spec's names in the envelope. Same services as the
 * console resource. getApplicationPdf is in routes/documents; the customer's calls in routes/portal.
 */
import type express from 'express';
import {
  applicationSendInviteBodySchema,
  applicationSetBodySchema,
  applicationSpecPaths,
  setTradeReferencesFieldsSchema,
} from '@cp/schemas/contracts/applications';
import * as A from '@cp/schemas/messages/applications';
import type { AppContext } from '../context';
import { staffUpload } from '../http/document-upload';
import { ok } from '../http/envelope';
import { parseBody } from '../http/parse-request';
import { providerNameFor } from '../esign/providers';
import { approveApplication } from '../services/applications/approve-application';
import { getDocuSignPdf } from '../services/applications/get-docusign-pdf';
import { APPLICATION } from '../services/applications/kind';
import { getApplicationFile, uploadStaffTradeReferences } from '../services/applications/trade-references';
import { tradeReferencesFileOf } from '../services/applications/trade-reference-file';
import { loadSubmission } from '../services/submissions/load-submission';
import { sendStoredFile, uploadName } from './submissions/files';
import { staffOf } from './submissions/request';
import { specCallsRouter } from './submissions/spec-calls';
import { idHeader, SPEC_PAGE_SIZE } from './submissions/spec-request';
import { uploadedContent } from '../files/upload-content';

const kind = APPLICATION;
const base = '/api/Application';

export function applicationSpecCalls(ctx: AppContext): express.Router {
  const { db } = ctx;
  // §7: 'For Reviewed, page count is item2 divided by item1 of the first entry': one pair of the page size
  // and the list's total, answered for every status so a client pages every list the same way.
  const { router, auth } = specCallsRouter(ctx, {
    kind,
    paths: applicationSpecPaths,
    applicationCount: (total) => [{ item1: SPEC_PAGE_SIZE, item2: total }],
    sendInviteSchema: applicationSendInviteBodySchema,
    messages: {
      invited: A.APPLICATION_INVITE_SENT,
      resent: A.APPLICATION_INVITE_RESENT,
      copied: A.APPLICATION_COPIED,
    },
    set: {
      schema: applicationSetBodySchema,
      approve: (on, input, body) =>
        approveApplication({
          ...on,
          input: { ...input, netTerms: body.netTerms ?? '', isCod: body.isCOD },
          esignProvider: providerNameFor(ctx.config),
        }),
      denialCode: (body) => body.code || body.denialCode || '',
      saveExtra: (body) => ({ netTerms: body.netTerms }),
      messages: {
        saved: A.APPLICATION_UPDATED,
        approved: A.APPLICATION_APPROVED,
        denied: A.APPLICATION_DENIED,
      },
    },
  });

  router.get(`${base}/getDocuSignPdf`, auth, async (req, res) => {
    await sendStoredFile(res, await getDocuSignPdf({ db, id: idHeader(req), ...staffOf(req) }));
  });

  router.get(`${base}/getTradeReferencesFile`, auth, async (req, res) => {
    await sendStoredFile(res, await getApplicationFile({ db, id: idHeader(req), ...staffOf(req) }));
  });

  router.get(`${base}/getTradeReferencesLastModifiedDate`, auth, async (req, res) => {
    const row = await loadSubmission(db, kind, staffOf(req), idHeader(req));
    ok(res, (await tradeReferencesFileOf(db, row))?.addDate ?? null);
  });

  router.post(`${base}/setTradeReferences`, auth, staffUpload('TradeReferenceDocument'), async (req, res) => {
    const fields = parseBody(req, setTradeReferencesFieldsSchema);
    const tradeReferencesFileName = await uploadStaffTradeReferences({
      db,
      ...staffOf(req),
      id: fields.Application_id || idHeader(req),
      fileName: uploadName(req),
      content: uploadedContent(req),
    });
    ok(res, { tradeReferencesFileName }, A.TRADE_REFERENCES_UPLOADED);
  });

  return router;
}
