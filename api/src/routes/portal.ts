/**
 * The customer portal's calls (customer-portal.md §7, issue 5 §6). No login: the link is the credential,
 * so every call names the record by id AND email (headers on GET, body on POST) and the services refuse
 * anything else with the same 'Authentication Invalid' answer. Routes only parse, call one service, answer.
 */
import express, { type Request, type RequestHandler } from 'express';
import multer from 'multer';
import {
  ACTIVATION_SAVED,
  ACTIVATION_SUBMITTED,
  APPLICATION_SAVED,
  APPLICATION_SUBMITTED,
  SURVEY_SAVED,
  UPLOAD_MISSING,
  UPLOAD_SAVED,
  UPLOAD_BUSY,
  UPLOAD_TOO_LARGE,
} from '@cp/schemas/messages/portal';
import { activationSubmitBody } from '@cp/schemas/contracts/activations';
import type { AppContext } from '../context';
import { AppError, ErrorCode } from '../errors';
import { MAX_UPLOAD_BYTES } from '../files/check-upload';
import { UploadSlots } from '../files/upload-slots';
import { ok } from '../http/envelope';
import { bodyData, isPlainObject } from '../services/portal/check-form-data';
import { getInvite } from '../services/portal/get-invite';
import { getTradeReferences } from '../services/portal/get-trade-references';
import { saveActivationDraft } from '../services/portal/save-activation-draft';
import { saveApplicationDraft } from '../services/portal/save-application-draft';
import { setReferral } from '../services/portal/set-referral';
import { submitActivation } from '../services/portal/submit-activation';
import { submitApplication } from '../services/portal/submit-application';
import { uploadTradeReferences } from '../services/portal/upload-trade-references';

/** id and email of a GET: headers (the spec's), or the query string for plain download links. */
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

/**
 * One document per request (the multipart part `field`), kept in memory (capped at 10 MB) and checked by content in the service.
 * Uploads held at once are capped per link (the `id` header the customer app sends, else the client's
 * address) and per process, so concurrent uploads cannot grow the server's memory without bound.
 */
export function tradeReferenceUpload(
  slots = new UploadSlots(),
  field = 'TradeReferenceDocument',
): RequestHandler {
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024 },
  }).single(field);
  return (req, res, next) => {
    const release = slots.tryAcquire(`link:${req.get('id') ?? req.ip ?? ''}`);
    if (!release) return next(new AppError(ErrorCode.TooManyRequests, UPLOAD_BUSY, { retryAfterSeconds: 5 }));
    res.once('close', release);
    res.once('finish', release);
    parse(req, res, (err: unknown) => {
      if (!err) return next();
      const code = (err as { code?: string }).code;
      if (code === 'LIMIT_FILE_SIZE') return next(new AppError(ErrorCode.PayloadTooLarge, UPLOAD_TOO_LARGE));
      if (err instanceof multer.MulterError) return next(new AppError(ErrorCode.Validation, UPLOAD_MISSING));
      // Any other failure of reading the multipart body (busboy's 'Unexpected end of form', a malformed
      // part header, a missing boundary) is the request's fault: nothing is stored in memory storage.
      if (err instanceof AppError) return next(err);
      next(new AppError(ErrorCode.Validation, UPLOAD_MISSING));
    });
  };
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

  router.post('/api/Application/setApplicationReferral', async (req, res) => {
    const body: Record<string, unknown> = isPlainObject(req.body) ? req.body : {};
    const referral = await setReferral({ db, ...linkFromBody(req), referral: body.referral, ip: req.ip });
    ok(res, { referral }, SURVEY_SAVED);
  });

  router.post('/api/application/setInviteTradeReferences', tradeReferenceUpload(), async (req, res) => {
    const body: Record<string, unknown> = isPlainObject(req.body) ? req.body : {};
    const fileName =
      typeof body.FileName === 'string' && body.FileName ? body.FileName : req.file?.originalname;
    const tradeReferencesFileName = await uploadTradeReferences({
      db,
      ...linkFromBody(req),
      fileName: fileName ?? '',
      content: req.file?.buffer,
      ip: req.ip,
    });
    ok(res, { tradeReferencesFileName }, UPLOAD_SAVED);
  });

  router.get('/api/application/getInviteTradeReferences', async (req, res) => {
    const file = await getTradeReferences({ db, ...linkFromHeaders(req) });
    res.setHeader('Content-Type', file.contentType);
    res.attachment(file.name);
    res.send(file.data);
  });

  return router;
}
