/**
 * The precompiled validators of a form definition (issue 17): one ES module per (form, family, version) that the
 * customer pages import instead of compiling schemas in the browser, so their CSP has no 'unsafe-eval'.
 * Public like the pages' own scripts (a schema holds no customer data); immutable, since a version never changes.
 */
import express from 'express';
import type { AppContext } from '../context';
import { AppError, ErrorCode } from '../errors';
import { validatorModule } from '../services/forms/validator-module';

export function formValidatorRoutes(ctx: AppContext): express.Router {
  const router = express.Router();
  router.get('/forms/validators/:form/:family/:version.js', async (req, res) => {
    const { form, family, version } = req.params;
    const source = await validatorModule(ctx.db, form, family, version);
    if (source === undefined) throw new AppError(ErrorCode.NotFound, 'No such form version.');
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.type('text/javascript; charset=utf-8').send(source);
  });
  return router;
}
