/**
 * Unit lookups for the console's submission screens: the header switch, the invite/copy dialogs' offered
 * units, and a unit's contacts and denial codes. Signed-in staff only; scoped by the services.
 */
import express from 'express';
import { offeredQuerySchema } from '@cp/schemas/contracts/unit-options';
import type { AppContext } from '../context';
import { requireUser, signedIn } from '../auth/middleware';
import { ok } from '../http/envelope';
import { parseQuery } from '../http/parse-request';
import { offeredUnits, selectableUnits, unitContacts, unitDenialCodes } from '../services/units/lookups';
import { idParam } from './submissions/request';

export function unitsLookupRoutes(ctx: AppContext): express.Router {
  const router = express.Router();
  const { db } = ctx;
  const auth = requireUser(ctx);
  const on = (req: express.Request) => ({ db, actor: signedIn(req).user, ability: signedIn(req).ability });

  router.get('/api/v1/units/selectable', auth, async (req, res) => {
    ok(res, await selectableUnits(on(req)));
  });
  router.get('/api/v1/units/offered', auth, async (req, res) => {
    const { kind } = parseQuery(req, offeredQuerySchema);
    ok(res, await offeredUnits({ ...on(req), kind: kind === 'applications' ? 'Application' : 'Activation' }));
  });
  router.get('/api/v1/units/:id/contacts', auth, async (req, res) => {
    ok(res, await unitContacts({ ...on(req), unitId: idParam(req) }));
  });
  router.get('/api/v1/units/:id/denial-codes', auth, async (req, res) => {
    ok(res, await unitDenialCodes({ ...on(req), unitId: idParam(req) }));
  });
  return router;
}
