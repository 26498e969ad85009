/**
 * Unit lookups for the console's activation screens: the header switch, the invite/copy dialogs'
 * offered units, and a unit's contacts and denial codes. Signed-in staff only; scoped by the services.
 */
import express, { type Request } from 'express';
import type { AppContext } from '../context';
import { requireUser, signedIn } from '../auth/middleware';
import { ok } from '../http/envelope';
import { str } from '../services/activations/parse-input';
import {
  offeredUnits,
  selectableUnits,
  unitContacts,
  unitDenialCodes,
} from '../services/activations/unit-lookups';

const unitIdOf = (req: Request): string => str(req.params.id, 64);

export function unitsLookupRoutes(ctx: AppContext): express.Router {
  const router = express.Router();
  const { db } = ctx;
  const auth = requireUser(ctx);

  router.get('/api/v1/units/selectable', auth, async (req, res) => {
    ok(res, await selectableUnits({ db, actor: signedIn(req).user }));
  });
  router.get('/api/v1/units/offered', auth, async (req, res) => {
    ok(res, await offeredUnits({ db, actor: signedIn(req).user }));
  });
  router.get('/api/v1/units/:id/contacts', auth, async (req, res) => {
    ok(res, await unitContacts({ db, actor: signedIn(req).user, unitId: unitIdOf(req) }));
  });
  router.get('/api/v1/units/:id/denial-codes', auth, async (req, res) => {
    ok(res, await unitDenialCodes({ db, actor: signedIn(req).user, unitId: unitIdOf(req) }));
  });
  return router;
}
