/**
 * Carrier checks (README 'Carrier checks'; schemas contracts/carriers.ts): a record's dated checks and 'Check
 * carrier' under /api/v1/submissions/:id/carrier-checks, with the provider the configuration chooses.
 */
import express from 'express';
import { checkCarrierSchema } from '@cp/schemas/contracts/carriers';
import * as M from '@cp/schemas/messages/carriers';
import { requireUser } from '../auth/middleware';
import { checkCarrier, listCarrierChecks } from '../carriers/checks';
import { carrierProviderFor } from '../carriers/select';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { parseBody } from '../http/parse-request';
import { idParam, staffOf } from './submissions/request';

export function carrierRoutes(ctx: AppContext): express.Router {
  const { db, config } = ctx;
  const router = express.Router();
  const auth = requireUser(ctx);
  const provider = carrierProviderFor(config);
  const base = '/api/v1/submissions/:id/carrier-checks';

  router.get(base, auth, async (req, res) => {
    ok(res, await listCarrierChecks({ db, ...staffOf(req), id: idParam(req) }));
  });
  router.post(base, auth, async (req, res) => {
    const body = parseBody(req, checkCarrierSchema);
    const check = await checkCarrier({ db, ...staffOf(req), id: idParam(req), body, provider });
    ok(res, check, M.CARRIER_CHECKED(M.VERDICT_LABELS[check.verdict]));
  });
  return router;
}
