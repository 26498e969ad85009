/**
 * Retention of decision records (README 'Regulation B'): a record's legal hold — read by whoever may read the
 * record, set and released by who may deny it — and the retention job's report for super admins.
 */
import express from 'express';
import { legalHoldBodySchema } from '@cp/schemas/contracts/retention';
import { LEGAL_HOLD_RELEASED, LEGAL_HOLD_SET, RETENTION_RUNS_DENIED } from '@cp/schemas/messages/retention';
import { requireUser } from '../auth/middleware';
import type { AppContext } from '../context';
import { AppError, ErrorCode } from '../errors';
import { ok } from '../http/envelope';
import { parseBody } from '../http/parse-request';
import { getRetention, releaseLegalHold, setLegalHold } from '../retention/legal-hold';
import { listRetentionRuns } from '../retention/purge';
import { abilityOf } from '../services/submissions/access';
import { idParam, staffOf } from './submissions/request';

export function retentionRoutes(ctx: AppContext): express.Router {
  const { db } = ctx;
  const router = express.Router();
  const auth = requireUser(ctx);
  router.get('/api/v1/submissions/:id/retention', auth, async (req, res) => {
    ok(res, await getRetention({ db, ...staffOf(req), id: idParam(req) }));
  });
  router.post('/api/v1/submissions/:id/legal-hold', auth, async (req, res) => {
    const { reason } = parseBody(req, legalHoldBodySchema);
    await setLegalHold({ db, ...staffOf(req), id: idParam(req), reason, ip: req.ip ?? null });
    ok(res, await getRetention({ db, ...staffOf(req), id: idParam(req) }), LEGAL_HOLD_SET);
  });
  router.delete('/api/v1/submissions/:id/legal-hold', auth, async (req, res) => {
    const { reason } = parseBody(req, legalHoldBodySchema);
    await releaseLegalHold({ db, ...staffOf(req), id: idParam(req), reason, ip: req.ip ?? null });
    ok(res, await getRetention({ db, ...staffOf(req), id: idParam(req) }), LEGAL_HOLD_RELEASED);
  });
  router.get('/api/v1/retention/runs', auth, async (req, res) => {
    if (!abilityOf(staffOf(req)).can('read', 'RetentionRun'))
      throw new AppError(ErrorCode.Forbidden, RETENTION_RUNS_DENIED);
    ok(res, await listRetentionRuns(db));
  });
  return router;
}
