/**
 * The DocuSign Connect webhook (README 'E-signature'): mounted before the JSON parser, because the HMAC
 * is computed over the body exactly as it arrived (esign/connect.ts). Anyone can post to it, so it reads
 * as little as it can before the signature is checked: a body announced over CONNECT_BODY_LIMIT is
 * refused (413) and a notification without a signature (or while no key is configured) is refused (401)
 * before a byte of the body is read; any other body is read up to the limit and its HMAC checked as soon
 * as it is complete.
 */
import express, { type RequestHandler } from 'express';
import { ESIGN_CONNECT_SIGNATURE_INVALID } from '@cp/schemas/messages/esign';
import { PAYLOAD_TOO_LARGE } from '@cp/schemas/messages/platform';
import type { AppContext } from '../context';
import { receiveConnect } from '../esign/connect';
import { AppError, ErrorCode } from '../errors';
import { ok } from '../http/envelope';

export const CONNECT_PATH = '/api/esign/docusign/connect';
/** A Connect notification (JSON, documents not included) is a few kilobytes. */
export const CONNECT_BODY_LIMIT = 256 * 1024;

export function esignConnectRoutes(ctx: AppContext): express.Router {
  const router = express.Router();
  const beforeReading: RequestHandler = (req, _res, next) => {
    if (Number(req.get('content-length') ?? 0) > CONNECT_BODY_LIMIT)
      throw new AppError(ErrorCode.PayloadTooLarge, PAYLOAD_TOO_LARGE);
    if (!ctx.config.docuSignConnectHmacKey || !req.get('x-docusign-signature-1'))
      throw new AppError(ErrorCode.Unauthenticated, ESIGN_CONNECT_SIGNATURE_INVALID);
    next();
  };
  const body = express.raw({ type: () => true, limit: CONNECT_BODY_LIMIT });
  router.post(CONNECT_PATH, beforeReading, body, async (req, res) => {
    const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const outcome = await receiveConnect({
      db: ctx.db,
      config: ctx.config,
      rawBody,
      signature: req.get('x-docusign-signature-1'),
    });
    ok(res, { outcome });
  });
  return router;
}
