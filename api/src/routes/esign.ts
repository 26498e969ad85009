/**
 * E-signature (README 'E-signature'): the staff calls on an application's agreement (state, send, resend,
 * void), the customer's signing link and the built-in agreement page (view, sign, decline). DocuSign Connect is in
 * esign-connect.ts (it needs the raw body, before the JSON parser).
 */
import express from 'express';
import { declineAgreementBodySchema, signAgreementBodySchema } from '@cp/schemas/contracts/esign';
import * as M from '@cp/schemas/messages/esign';
import { requireUser } from '../auth/middleware';
import type { AppContext } from '../context';
import { declineAgreement } from '../esign/builtin-decline';
import { signAgreement, viewAgreement } from '../esign/builtin-signing';
import { openSigningLink } from '../esign/open-link';
import { providerNameFor } from '../esign/providers';
import { ok } from '../http/envelope';
import { parseBody } from '../http/parse-request';
import { agreementPrinter } from '../esign/agreement-printer';
import { getEsignState } from '../services/esign/get-esign-state';
import { resendAgreement } from '../services/esign/resend-agreement';
import { sendAgreement } from '../services/esign/send-agreement';
import { voidAgreement } from '../services/esign/void-agreement';
import { idParam, staffOf } from './submissions/request';

const tokenParam = (req: express.Request) => String(req.params.token ?? '').slice(0, 128);
/** The signer's address as evidence: an IPv4 client reached over a dual-stack socket without '::ffff:'. */
const signerOf = (req: express.Request) => ({
  ip: req.ip?.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1') ?? null,
  userAgent: req.get('user-agent')?.slice(0, 500) ?? null,
});

export function esignRoutes(ctx: AppContext): express.Router {
  const { db, config } = ctx;
  const router = express.Router();
  const auth = requireUser(ctx);
  const provider = providerNameFor(config);
  const base = '/api/v1/applications/:id/esign';

  router.get(base, auth, async (req, res) => {
    res.json(await getEsignState({ db, ...staffOf(req), id: idParam(req), provider }));
  });
  router.post(`${base}/send`, auth, async (req, res) => {
    const sent = await sendAgreement({ db, ...staffOf(req), id: idParam(req), provider });
    ok(res, sent, M.ESIGN_QUEUED);
  });
  router.post(`${base}/resend`, auth, async (req, res) => {
    await resendAgreement({ db, ...staffOf(req), id: idParam(req), config });
    ok(res, null, M.ESIGN_RESENT);
  });
  router.post(`${base}/void`, auth, async (req, res) => {
    await voidAgreement({ db, ...staffOf(req), id: idParam(req), config });
    ok(res, null, M.ESIGN_VOIDED);
  });

  router.get('/api/esign/open/:token', async (req, res) => {
    res.redirect(302, await openSigningLink({ db, config, token: tokenParam(req) }));
  });
  router.get('/api/esign/agreement/:token', async (req, res) => {
    ok(res, await viewAgreement({ db, token: tokenParam(req), ...signerOf(req) }));
  });
  router.post('/api/esign/agreement/:token/sign', async (req, res) => {
    const signed = await signAgreement({
      db,
      token: tokenParam(req),
      input: parseBody(req, signAgreementBodySchema),
      // ROLE=web: printed by a worker (esign/agreement-printer.ts).
      print: agreementPrinter(db, config),
      ...signerOf(req),
    });
    ok(res, signed);
  });
  router.post('/api/esign/agreement/:token/decline', async (req, res) => {
    const input = parseBody(req, declineAgreementBodySchema);
    ok(
      res,
      await declineAgreement({ db, token: tokenParam(req), input, ...signerOf(req) }),
      M.ESIGN_DECLINED,
    );
  });
  return router;
}
