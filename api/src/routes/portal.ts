/**
 * The customer portal's calls (customer-portal.md §7). No login: the link is the credential, so every call
 * names the record by id AND email (headers on GET and on the upload, body on other POSTs) and the services
 * refuse anything else with the same 'Authentication Invalid' answer. Routes only parse, call one service,
 * answer.
 */
import express, { type Request } from 'express';
import {
  ACTIVATION_SAVED,
  ACTIVATION_SUBMITTED,
  APPLICATION_SAVED,
  APPLICATION_SUBMITTED,
  SURVEY_SAVED,
  UPLOAD_SAVED,
} from '@cp/schemas/messages/portal';
import { activationSubmitBody } from '@cp/schemas/contracts/activations';
import type { AppContext } from '../context';
import { documentUpload } from '../http/document-upload';
import { ok } from '../http/envelope';
import { autosaveApplicationDraft } from '../services/portal/autosave-application-draft';
import { bodyData, isPlainObject } from '../services/portal/check-form-data';
import { checkUploadLink } from '../services/portal/check-upload-link';
import { getInvite } from '../services/portal/get-invite';
import { getTradeReferences } from '../services/portal/get-trade-references';
import { saveActivationDraft } from '../services/portal/save-activation-draft';
import { saveApplicationDraft } from '../services/portal/save-application-draft';
import { setReferral } from '../services/portal/set-referral';
import { submitActivation } from '../services/portal/submit-activation';
import { submitApplication } from '../services/portal/submit-application';
import { uploadTradeReferences } from '../services/portal/upload-trade-references';
import { sendStoredFile, uploadName } from './submissions/files';
import { uploadedContent } from '../files/upload-content';

/** id and email of a GET or an upload: headers (the spec's), or the query string (plain download links). */
const linkFromHeaders = (req: Request) => ({
  id: req.get('id') ?? req.query.id,
  email: req.get('email') ?? req.query.email,
  divisionHint: req.get('division') ?? req.query.division,
});

/** id and email of a POST: the body's _id and email, or the headers. */
function linkFromBody(req: Request) {
  const body: Record<string, unknown> = isPlainObject(req.body) ? req.body : {};
  return { id: body._id ?? body.Application_id ?? req.get('id'), email: body.email ?? req.get('email') };
}

export function portalRoutes({ db, config }: AppContext): express.Router {
  const router = express.Router();

  router.get('/api/CustomerActivation/getInvite', async (req, res) => {
    ok(res, await getInvite({ db, ...linkFromHeaders(req), form: 'customer-activation' }));
  });

  // Today's { _id, email, data }, or the full activation with the capitalised names of customer-portal.md §3.
  router.post('/api/CustomerActivation/setInvite', async (req, res) => {
    const { id, email, data } = activationSubmitBody(req.body);
    const view = await submitActivation({
      db,
      id: id ?? req.get('id'),
      email: email ?? req.get('email'),
      data: bodyData({ data }),
      publicOrigin: config.publicOrigin,
      ip: req.ip,
    });
    ok(res, view, ACTIVATION_SUBMITTED);
  });

  // Not in the spec: the activation form's draft, saved as the customer types and when they leave the page.
  router.post('/api/CustomerActivation/setInviteDraft', async (req, res) => {
    const input = { db, ...linkFromBody(req), data: bodyData(req.body), ip: req.ip };
    ok(res, await saveActivationDraft(input), ACTIVATION_SAVED);
  });

  router.get('/api/Application/getInviteApplication', async (req, res) => {
    ok(res, await getInvite({ db, ...linkFromHeaders(req), form: 'credit-application' }));
  });

  router.post('/api/Application/setInviteApplication', async (req, res) => {
    const input = { db, ...linkFromBody(req), data: bodyData(req.body), ip: req.ip };
    if (isPlainObject(req.body) && req.body.submit === true) {
      const view = await submitApplication({ ...input, publicOrigin: config.publicOrigin });
      return ok(res, view, APPLICATION_SUBMITTED);
    }
    ok(res, await saveApplicationDraft(input), APPLICATION_SAVED);
  });

  // Not in the spec: a wizard's draft saved as the customer types and when they leave the page.
  router.post('/api/Application/setInviteApplicationDraft', async (req, res) => {
    const input = { db, ...linkFromBody(req), data: bodyData(req.body), ip: req.ip };
    ok(res, await autosaveApplicationDraft(input), APPLICATION_SAVED);
  });

  router.post('/api/Application/setApplicationReferral', async (req, res) => {
    const body: Record<string, unknown> = isPlainObject(req.body) ? req.body : {};
    const referral = await setReferral({ db, ...linkFromBody(req), referral: body.referral, ip: req.ip });
    ok(res, { referral }, SURVEY_SAVED);
  });

  // The link comes from the request's head (headers, or the query string), checked before the body is read:
  // an upload without a valid link holds no upload capacity (http/document-upload.ts).
  const tradeReferences = documentUpload({
    field: 'TradeReferenceDocument',
    admit: async (req) => `link:${await checkUploadLink({ db, ...linkFromHeaders(req) })}`,
  });
  router.post('/api/application/setInviteTradeReferences', tradeReferences, async (req, res) => {
    const { id, email } = linkFromHeaders(req);
    const tradeReferencesFileName = await uploadTradeReferences({
      db,
      id,
      email,
      fileName: uploadName(req),
      content: uploadedContent(req),
      ip: req.ip,
    });
    ok(res, { tradeReferencesFileName }, UPLOAD_SAVED);
  });

  router.get('/api/application/getInviteTradeReferences', async (req, res) => {
    await sendStoredFile(res, await getTradeReferences({ db, ...linkFromHeaders(req) }));
  });

  return router;
}
