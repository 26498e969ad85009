/**
 * The DocuSign Connect webhook (README 'E-signature'): mounted before the JSON parser, because the HMAC
 * is computed over the body exactly as it arrived (esign/connect.ts).
 */
import express from 'express';
import type { AppContext } from '../context';
import { receiveConnect } from '../esign/connect';
import { ok } from '../http/envelope';

export const CONNECT_PATH = '/api/esign/docusign/connect';

export function esignConnectRoutes(ctx: AppContext): express.Router {
  const router = express.Router();
  router.post(CONNECT_PATH, express.raw({ type: () => true, limit: '5mb' }), async (req, res) => {
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
