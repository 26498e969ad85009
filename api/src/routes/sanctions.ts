/**
 * Sanctions screening (README 'Sanctions screening'; schemas contracts/sanctions.ts): a record's screening, its
 * re-screening and staff's decisions on a hit under /api/v1/submissions/:id/screening, and the lists with their
 * import (Super Admin; multipart: `list`, the primary CSV `sdn` and the alias CSV `alt`, each at most 32 MB,
 * held in memory: OFAC's SDN files are about 5 MB).
 */
import express from 'express';
import multer from 'multer';
import {
  clearHitSchema,
  confirmHitSchema,
  sanctionsImportFieldsSchema,
} from '@cp/schemas/contracts/sanctions';
import * as M from '@cp/schemas/messages/sanctions';
import { requireUser } from '../auth/middleware';
import type { AppContext } from '../context';
import { AppError, ErrorCode } from '../errors';
import { ok } from '../http/envelope';
import { parseBody, parseWith } from '../http/parse-request';
import { importSanctionsList } from '../sanctions/import-list';
import { assertMayLists, listSanctionsLists } from '../sanctions/lists';
import { OfacFileError } from '../sanctions/ofac-csv';
import { clearHit, confirmHit, getScreening, rescreen } from '../sanctions/screening';
import { idParam, staffOf } from './submissions/request';

const MAX_LIST_BYTES = 32 * 1024 * 1024;

export function sanctionsRoutes(ctx: AppContext): express.Router {
  const { db, config } = ctx;
  const router = express.Router();
  const auth = requireUser(ctx);
  const base = '/api/v1/submissions/:id/screening';
  const hitId = (req: express.Request) => String(req.params.hitId ?? '').slice(0, 64);
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_LIST_BYTES, files: 2, fields: 5, fieldSize: 1024 },
  }).fields([
    { name: 'sdn', maxCount: 1 },
    { name: 'alt', maxCount: 1 },
  ]);

  router.get(base, auth, async (req, res) => {
    ok(res, await getScreening({ db, ...staffOf(req), id: idParam(req) }));
  });
  router.post(base, auth, async (req, res) => {
    const { open } = await rescreen({ db, ...staffOf(req), id: idParam(req) });
    ok(res, { open }, M.SANCTIONS_SCREENED(open));
  });
  router.post(`${base}/hits/:hitId/clear`, auth, async (req, res) => {
    const { reason } = parseBody(req, clearHitSchema);
    await clearHit({ db, ...staffOf(req), id: idParam(req), hitId: hitId(req), reason });
    ok(res, null, M.SANCTIONS_HIT_CLEARED);
  });
  router.post(`${base}/hits/:hitId/confirm`, auth, async (req, res) => {
    const body = parseBody(req, confirmHitSchema);
    await confirmHit({
      db,
      ...staffOf(req),
      id: idParam(req),
      hitId: hitId(req),
      body,
      origin: config.publicOrigin,
    });
    ok(res, null, M.SANCTIONS_HIT_CONFIRMED);
  });

  router.get('/api/v1/sanctions/lists', auth, async (req, res) => {
    ok(res, await listSanctionsLists({ db, ...staffOf(req) }));
  });
  router.post('/api/v1/sanctions/import', auth, (req, res, next) => {
    try {
      assertMayLists(staffOf(req), 'create');
    } catch (e) {
      next(e);
      return;
    }
    upload(req, res, (err: unknown) => {
      if (err) {
        next(new AppError(ErrorCode.Validation, (err as Error).message || M.SANCTIONS_FILE_REQUIRED));
        return;
      }
      void (async () => {
        const fields = parseWith(sanctionsImportFieldsSchema, req.body);
        const files = (req.files ?? {}) as Record<string, Express.Multer.File[] | undefined>;
        const primary = files.sdn?.[0];
        if (!primary?.size)
          throw new AppError(ErrorCode.Validation, M.SANCTIONS_FILE_REQUIRED, {
            fields: { sdn: M.SANCTIONS_FILE_REQUIRED },
          });
        const alias = files.alt?.[0];
        try {
          const result = await importSanctionsList(db, {
            list: fields.list,
            primary: primary.buffer.toString('latin1'),
            alias: alias?.buffer.toString('latin1'),
            fileName: [primary.originalname, alias?.originalname].filter(Boolean).join(', '),
            importedBy: staffOf(req).actor.id,
          });
          ok(res, result, M.SANCTIONS_IMPORTED(result.entries, result.names));
        } catch (e) {
          if (e instanceof OfacFileError)
            throw new AppError(ErrorCode.Validation, e.message, { fields: { sdn: e.message } });
          throw e;
        }
      })().catch(next);
    });
  });
  return router;
}
