/**
 * Scorecards (README 'Scorecard'; schemas contracts/scorecards.ts): the units' scorecard versions — read by
 * admins, drafted, saved and published by super admins — and a record's result now.
 */
import express from 'express';
import { createScorecardSchema, saveScorecardSchema } from '@cp/schemas/contracts/scorecards';
import * as M from '@cp/schemas/messages/scorecards';
import { requireUser } from '../auth/middleware';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { parseBody } from '../http/parse-request';
import { assertMayScorecards } from '../scorecards/access';
import { createScorecardDraft } from '../scorecards/create-draft';
import { getScorecard } from '../scorecards/get-scorecard';
import { listScorecards } from '../scorecards/list-scorecards';
import { publishScorecard } from '../scorecards/publish-scorecard';
import { saveScorecardDraft } from '../scorecards/save-draft';
import { submissionScorecard } from '../scorecards/submission-scorecard';
import { idParam, staffOf } from './submissions/request';

export function scorecardRoutes(ctx: AppContext): express.Router {
  const { db } = ctx;
  const router = express.Router();
  const auth = requireUser(ctx);

  router.get('/api/v1/scorecards', auth, async (req, res) => {
    ok(res, await listScorecards({ db, ...staffOf(req) }));
  });
  router.get('/api/v1/scorecards/:id', auth, async (req, res) => {
    ok(res, await getScorecard({ db, ...staffOf(req), id: idParam(req) }));
  });
  router.post('/api/v1/scorecards', auth, async (req, res) => {
    const staff = staffOf(req);
    // Refused before the input is read: a caller who may not edit learns nothing from its messages.
    assertMayScorecards(staff, 'create');
    const { unitId } = parseBody(req, createScorecardSchema);
    ok(res, await createScorecardDraft({ db, ...staff, unitId }), M.SCORECARD_CREATED);
  });
  router.put('/api/v1/scorecards/:id', auth, async (req, res) => {
    const staff = staffOf(req);
    assertMayScorecards(staff, 'update');
    const { definition } = parseBody(req, saveScorecardSchema);
    ok(res, await saveScorecardDraft({ db, ...staff, id: idParam(req), definition }), M.SCORECARD_SAVED);
  });
  router.post('/api/v1/scorecards/:id/publish', auth, async (req, res) => {
    const published = await publishScorecard({ db, ...staffOf(req), id: idParam(req) });
    ok(res, published, M.SCORECARD_PUBLISHED(published.version));
  });
  router.get('/api/v1/submissions/:id/scorecard', auth, async (req, res) => {
    ok(res, await submissionScorecard({ db, ...staffOf(req), id: idParam(req) }));
  });
  return router;
}
