/**
 * Analytics (README 'Analytics'): the stages' clocks, the overview (funnel, outcomes, denial reasons) and the
 * oldest open items. Every staff role may read them; the rows are those of the viewer's units (the lists'
 * scope and header selection), so a `unit` outside them answers empty figures.
 */
import express from 'express';
import { analyticsQuerySchema } from '@cp/schemas/contracts/analytics';
import { ANALYTICS_DENIED } from '@cp/schemas/messages/analytics';
import { requireUser } from '../auth/middleware';
import type { AppContext } from '../context';
import { AppError, ErrorCode } from '../errors';
import { ok } from '../http/envelope';
import { parseQuery } from '../http/parse-request';
import type { AnalyticsFilter } from '../analytics/filter';
import { analyticsOldest } from '../analytics/oldest';
import { analyticsOverview } from '../analytics/overview';
import { analyticsStages } from '../analytics/stages';
import { abilityOf } from '../services/submissions/access';
import { selectionOf, staffOf } from './submissions/request';

export function analyticsRoutes(ctx: AppContext): express.Router {
  const { db } = ctx;
  const router = express.Router();
  const auth = requireUser(ctx);
  const filterOf = (req: express.Request): AnalyticsFilter => {
    const staff = staffOf(req);
    if (!abilityOf(staff).can('read', 'Analytics')) throw new AppError(ErrorCode.Forbidden, ANALYTICS_DENIED);
    const { selectedCompany, selectedDivision } = selectionOf(req);
    const selection = { companyId: selectedCompany, divisionId: selectedDivision };
    return { actor: staff.actor, query: parseQuery(req, analyticsQuerySchema), selection };
  };
  router.get('/api/v1/analytics/stages', auth, async (req, res) => {
    ok(res, await analyticsStages(db, filterOf(req)));
  });
  router.get('/api/v1/analytics/overview', auth, async (req, res) => {
    ok(res, await analyticsOverview(db, filterOf(req)));
  });
  router.get('/api/v1/analytics/oldest', auth, async (req, res) => {
    ok(res, await analyticsOldest(db, filterOf(req)));
  });
  return router;
}
