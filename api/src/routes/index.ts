/**
 * Every feature router, mounted at the root (routers declare their full paths, /api/...).
 * Adding a feature is one import and one line here.
 */
import express from 'express';
import type { AppContext } from '../context';
import { activationsRoutes } from './activations';
import { applicationsRoutes } from './applications';
import { arImportRoutes } from './ar-imports';
import { customersRoutes } from './customers';
import { reviewsRoutes } from './reviews';
import { documentsRoutes } from './documents';
import { evidenceRoutes } from './evidence';
import { emailLogRoutes } from './email-log';
import { esignRoutes } from './esign';
import { exportRoutes } from './exports';
import { formDefinitionDraftRoutes } from './form-definition-drafts';
import { formDefinitionRoutes } from './form-definitions';
import { formValidatorRoutes } from './form-validators';
import { portalRoutes } from './portal';
import { publicConfigRoutes } from './public-config';
import { referenceAnswerRoutes } from './reference-answers';
import { sanctionsRoutes } from './sanctions';
import { scorecardRoutes } from './scorecards';
import { regbRoutes } from './regb';
import { carrierRoutes } from './carriers';
import { retentionRoutes } from './retention';
import { analyticsRoutes } from './analytics';
import { referenceRequestRoutes } from './reference-requests';
import { unitsAdminRoutes } from './units-admin';
import { unitsAdminSpecCalls } from './units-admin-spec-calls';
import { unitsLookupRoutes } from './units-lookup';
import { userRoutes } from './user';
import { webhookRoutes } from './webhooks';

export function apiRoutes(ctx: AppContext): express.Router {
  const router = express.Router();
  router.use(publicConfigRoutes(ctx));
  router.use(formValidatorRoutes(ctx));
  router.use(userRoutes(ctx));
  router.use(portalRoutes(ctx));
  router.use(activationsRoutes(ctx));
  router.use(esignRoutes(ctx));
  router.use(applicationsRoutes(ctx));
  router.use(documentsRoutes(ctx));
  router.use(emailLogRoutes(ctx));
  router.use(formDefinitionRoutes(ctx));
  router.use(formDefinitionDraftRoutes(ctx));
  router.use(unitsLookupRoutes(ctx));
  router.use(unitsAdminRoutes(ctx));
  router.use(unitsAdminSpecCalls(ctx));
  router.use(customersRoutes(ctx));
  router.use(reviewsRoutes(ctx));
  router.use(arImportRoutes(ctx));
  router.use(referenceRequestRoutes(ctx));
  router.use(referenceAnswerRoutes(ctx));
  router.use(sanctionsRoutes(ctx));
  router.use(scorecardRoutes(ctx));
  router.use(evidenceRoutes(ctx));
  router.use(regbRoutes(ctx));
  router.use(carrierRoutes(ctx));
  router.use(exportRoutes(ctx));
  router.use(retentionRoutes(ctx));
  router.use(analyticsRoutes(ctx));
  router.use(webhookRoutes(ctx));
  return router;
}
