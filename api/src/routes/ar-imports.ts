/**
 * AR import (issue 29 item 4) under /api/v1/ar-imports (schemas/contracts/ar-imports.ts): the upload, the
 * template, the unmatched lines, staff's 'match to entity' and the unit's saved column mapping. A Super Admin
 * or an Admin of the unit (api/src/customers/ar-import.ts mayImportFor); Read Only is refused.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, rm } from 'node:fs';
import express from 'express';
import multer from 'multer';
import {
  AR_TEMPLATE,
  arImportFieldsSchema,
  arMappingBodySchema,
  arMatchSchema,
  arUnmatchedQuerySchema,
} from '@cp/schemas/contracts/ar-imports';
import {
  AR_IMPORTED,
  AR_IMPORT_FILE_REQUIRED,
  AR_LINE_MATCHED,
  AR_MAPPING_SAVED,
} from '@cp/schemas/messages/customers';
import type { AppContext } from '../context';
import { requireUser } from '../auth/middleware';
import { AppError, ErrorCode } from '../errors';
import { uploadSpoolDir } from '../http/document-upload';
import { ok } from '../http/envelope';
import { parseBody, parseQuery, parseWith } from '../http/parse-request';
import {
  assertMayImport,
  parseArFile,
  savedMapping,
  saveMapping,
  storeArImport,
  unitCodes,
} from '../customers/ar-import';
import { listUnmatched, matchArLine } from '../customers/ar-match';
import { staffOf } from './submissions/request';

/**
 * 100,000 lines of the format are about 7 MB; an ERP export with more columns stays under this. The file is
 * spooled to disk (never held in memory), so the cap bounds disk use and the parsed lines, not the body.
 */
const MAX_AR_BYTES = 64 * 1024 * 1024;

export function arImportRoutes(ctx: AppContext): express.Router {
  const router = express.Router();
  const { db } = ctx;
  const auth = requireUser(ctx);
  const base = '/api/v1/ar-imports';
  // The body streams into a temporary file of the process's upload spool (as http/document-upload.ts does):
  // memory stays bounded whatever the file's size, and the file is parsed as a stream from disk.
  const upload = multer({
    storage: multer.diskStorage({
      destination: uploadSpoolDir(),
      // A name of our own: nothing of the client's file name reaches the file system.
      filename: (_req, _file, cb) => cb(null, `${randomUUID()}.ar-upload`),
    }),
    defParamCharset: 'utf8',
    limits: { fileSize: MAX_AR_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024 },
  }).single('file');

  router.get(`${base}/template`, auth, (_req, res) => {
    res.setHeader('content-type', 'text/csv; charset=utf-8');
    res.setHeader('content-disposition', 'attachment; filename="ar-import-template.csv"');
    res.send(AR_TEMPLATE);
  });

  router.post(base, auth, (req, res, next) => {
    // The spooled file goes when the response is over, whatever its outcome (imported, refused, failed);
    // multer removes a part it refused itself (too large, a broken body).
    const removeSpooled = () => {
      if (req.file?.path) rm(req.file.path, { force: true }, () => undefined);
    };
    res.once('close', removeSpooled);
    res.once('finish', removeSpooled);
    upload(req, res, (err: unknown) => {
      if (err) {
        next(new AppError(ErrorCode.Validation, (err as Error).message || AR_IMPORT_FILE_REQUIRED));
        return;
      }
      void (async () => {
        const staff = staffOf(req);
        const fields = parseWith(arImportFieldsSchema, req.body);
        const unit = await assertMayImport(db, staff, fields.unitId);
        const file = req.file;
        if (!file?.size)
          throw new AppError(ErrorCode.Validation, AR_IMPORT_FILE_REQUIRED, {
            fields: { file: AR_IMPORT_FILE_REQUIRED },
          });
        const mapping = fields.mapping ?? (await savedMapping(db, unit.id));
        const units = await unitCodes(db, staff, unit);
        const stream = createReadStream(file.path);
        let lines;
        try {
          lines = await parseArFile(stream, { mapping, units });
        } finally {
          // A refusal at the header stops reading early: the descriptor is closed either way.
          stream.destroy();
        }
        if (fields.mapping && fields.saveMapping) await saveMapping(db, unit.id, fields.mapping);
        const result = await storeArImport(db, staff, {
          unitId: unit.id,
          fileName: file.originalname,
          lines,
        });
        ok(res, result, AR_IMPORTED);
      })().catch(next);
    });
  });

  router.get(`${base}/unmatched`, auth, async (req, res) => {
    const query = parseQuery(req, arUnmatchedQuerySchema);
    ok(res, await listUnmatched(db, staffOf(req), query.unitId));
  });

  router.post(`${base}/lines/:id/match`, auth, async (req, res) => {
    const input = parseBody(req, arMatchSchema);
    ok(res, await matchArLine(db, staffOf(req), String(req.params.id), input), AR_LINE_MATCHED);
  });

  router.get(`${base}/mapping/:id`, auth, async (req, res) => {
    const unit = await assertMayImport(db, staffOf(req), String(req.params.id));
    ok(res, { mapping: await savedMapping(db, unit.id) });
  });

  router.put(`${base}/mapping/:id`, auth, async (req, res) => {
    const unit = await assertMayImport(db, staffOf(req), String(req.params.id));
    const input = parseBody(req, arMappingBodySchema);
    await saveMapping(db, unit.id, input.mapping);
    ok(res, null, AR_MAPPING_SAVED);
  });

  return router;
}
