/**
 * The evidence bundle of a decision (README 'Evidence bundle'): GET /api/v1/submissions/:id/evidence, the
 * latest frozen ZIP (`?version=n` for an older one), for anyone who may read the record.
 */
import express from 'express';
import { evidenceQuerySchema } from '@cp/schemas/contracts/evidence';
import { requireUser } from '../auth/middleware';
import type { AppContext } from '../context';
import { getEvidenceBundle } from '../evidence/get-bundle';
import { parseWith } from '../http/parse-request';
import { contentDisposition } from './email-log';
import { idParam, staffOf } from './submissions/request';

export function evidenceRoutes(ctx: AppContext): express.Router {
  const { db } = ctx;
  const router = express.Router();
  router.get('/api/v1/submissions/:id/evidence', requireUser(ctx), async (req, res) => {
    const { version } = parseWith(evidenceQuerySchema, req.query);
    const zip = await getEvidenceBundle({ db, ...staffOf(req), id: idParam(req), version });
    res.setHeader('Content-Type', 'application/zip');
    res.setHeader('Content-Disposition', contentDisposition(zip.filename));
    res.setHeader('Access-Control-Expose-Headers', 'Content-Disposition');
    res.setHeader('Cache-Control', 'private, no-store');
    res.send(zip.data);
  });
  return router;
}
