/**
 * Credit applications in the console: the shared submission resource under /api/v1/applications with the
 * application's messages (back-office.md §8 'Application details', 'Application list'), its approval, and
 * what only applications have: the trade-reference file and the DocuSign PDF. The route list is in
 * schemas/contracts/applications.
 */
import type express from 'express';
import { applicationApproveBodySchema } from '@cp/schemas/contracts/applications';
import * as A from '@cp/schemas/messages/applications';
import type { AppContext } from '../context';
import { staffUpload } from '../http/document-upload';
import { ok } from '../http/envelope';
import { parseWith } from '../http/parse-request';
import { providerNameFor } from '../esign/providers';
import { approveApplication } from '../services/applications/approve-application';
import { getDocuSignPdf } from '../services/applications/get-docusign-pdf';
import { APPLICATION } from '../services/applications/kind';
import {
  getApplicationFile,
  listTradeReferenceFiles,
  uploadStaffTradeReferences,
} from '../services/applications/trade-references';
import { applicationSpecCalls } from './application-spec-calls';
import { sendStoredFile, uploadName } from './submissions/files';
import { idParam, staffOf } from './submissions/request';
import { submissionConsoleRouter } from './submissions/console-router';
import { uploadedContent } from '../files/upload-content';

export function applicationsRoutes(ctx: AppContext): express.Router {
  const { db } = ctx;
  const router = submissionConsoleRouter(ctx, {
    kind: APPLICATION,
    messages: {
      invited: A.APPLICATION_INVITE_SENT,
      updated: A.APPLICATION_UPDATED,
      approved: A.APPLICATION_APPROVED,
      denied: A.APPLICATION_DENIED,
      notes: A.APPLICATION_NOTES_UPDATED,
      copied: A.APPLICATION_COPIED,
      resent: A.APPLICATION_INVITE_RESENT,
      emailChanged: A.APPLICATION_UPDATED,
    },
    approve: ({ ctx: { db: database, config }, body, ...rest }) =>
      approveApplication({
        ...rest,
        db: database,
        origin: config.publicOrigin,
        input: parseWith(applicationApproveBodySchema, body),
        esignProvider: providerNameFor(config),
      }),
    extraRoutes: (r, base, auth) => {
      r.get(`${base}/:id/trade-references`, auth, async (req, res) => {
        res.json(await listTradeReferenceFiles({ db, ...staffOf(req), id: idParam(req) }));
      });
      const upload = staffUpload('TradeReferenceDocument');
      r.post(`${base}/:id/trade-references`, auth, upload, async (req, res) => {
        const tradeReferencesFileName = await uploadStaffTradeReferences({
          db,
          ...staffOf(req),
          id: idParam(req),
          fileName: uploadName(req),
          content: uploadedContent(req),
        });
        ok(res, { tradeReferencesFileName }, A.TRADE_REFERENCES_UPLOADED);
      });
      r.get(`${base}/:id/files/:fileId`, auth, async (req, res) => {
        const fileId = String(req.params.fileId ?? '').slice(0, 64);
        await sendStoredFile(
          res,
          await getApplicationFile({ db, ...staffOf(req), id: idParam(req), fileId }),
        );
      });
      r.get(`${base}/:id/docusign-pdf`, auth, async (req, res) => {
        await sendStoredFile(res, await getDocuSignPdf({ db, ...staffOf(req), id: idParam(req) }));
      });
    },
  });
  router.use(applicationSpecCalls(ctx));
  return router;
}
