/**
 * The console's company and division administration (back-office.md §2, §5): the two resources in the
 * ra-data-simple-rest shape under /api/v1/companies and /api/v1/divisions, their contacts, denial codes,
 * onboarding packet and the wording preview. One kernel of services; per kind only its configuration.
 */
import express, { type Request, type Response } from 'express';
import {
  contactBodySchema,
  createUnitBodySchema,
  denialCodeBodySchema,
  saveUnitBodySchema,
  unitListFilterSchema,
  unitListQuerySchema,
  wordingPreviewBodySchema,
} from '@cp/schemas/contracts/units-admin';
import { contentRange, pageOf } from '@cp/schemas/contracts/simple-rest';
import type { AppContext } from '../context';
import { requireUser, signedIn } from '../auth/middleware';
import { AppError, ErrorCode } from '../errors';
import { staffUpload } from '../http/document-upload';
import { ok } from '../http/envelope';
import { parseBody, parseQuery } from '../http/parse-request';
import { createUnit } from '../services/units-admin/create-unit';
import { deleteDenialCode } from '../services/units-admin/delete-denial-code';
import { getPacket } from '../services/units-admin/get-packet';
import { COMPANY, DIVISION, type UnitKindConfig } from '../services/units-admin/kind';
import { listUnits } from '../services/units-admin/list-units';
import { previewWording } from '../services/units-admin/preview-wording';
import { saveUnit } from '../services/units-admin/save-unit';
import { setContact } from '../services/units-admin/set-contact';
import { setDenialCode } from '../services/units-admin/set-denial-code';
import { loadUnitRecord } from '../services/units-admin/unit-record';
import { mayRead } from '../services/units-admin/access';
import { uploadPacket } from '../services/units-admin/upload-packet';
import { findUnit } from '../services/units/find-unit';
import { sendStoredFile } from './submissions/files';
import { idParam } from './submissions/request';
import { uploadedContent } from '../files/upload-content';

const param = (req: Request, name: string) => String(req.params[name] ?? '').slice(0, 64);

/** Mounts one kind's resource; the routes only parse, call one service and answer. */
function mountKind(router: express.Router, ctx: AppContext, config: UnitKindConfig) {
  const { db } = ctx;
  const auth = requireUser(ctx);
  const base = `/api/v1/${config.resource}`;
  const on = (req: Request) => ({ db, actor: signedIn(req).user, ability: signedIn(req).ability, config });
  const answerRecord = async (req: Request, res: Response, id: string) => {
    const record = await loadUnitRecord(db, config.kind, id);
    const unit = record && (await findUnit(db, id));
    if (!record || !unit || !mayRead(signedIn(req).ability, unit)) throw new AppError(ErrorCode.NotFound);
    res.json(record);
  };

  router.get(base, auth, async (req, res) => {
    const query = parseQuery(req, unitListQuerySchema);
    const { offset, limit } = pageOf(query.range);
    const filter = query.filter ?? unitListFilterSchema.parse({});
    const { rows, total } = await listUnits({ ...on(req), kind: config.kind, filter, offset, limit });
    res.setHeader('Content-Range', contentRange(config.resource, offset, rows.length, total));
    res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
    res.json(rows);
  });
  router.post(`${base}/preview`, auth, (req, res) => {
    ok(
      res,
      previewWording({ ability: signedIn(req).ability, input: parseBody(req, wordingPreviewBodySchema) }),
    );
  });
  router.get(`${base}/:id`, auth, (req, res) => answerRecord(req, res, idParam(req)));
  router.post(base, auth, async (req, res) => {
    const { id } = await createUnit({ ...on(req), input: parseBody(req, createUnitBodySchema) });
    await answerRecord(req, res, id);
  });
  router.put(`${base}/:id`, auth, async (req, res) => {
    await saveUnit({ ...on(req), id: idParam(req), input: parseBody(req, saveUnitBodySchema) });
    await answerRecord(req, res, idParam(req));
  });

  router.post(`${base}/:id/contacts`, auth, async (req, res) => {
    const input = parseBody(req, contactBodySchema);
    const { id, message } = await setContact({ ...on(req), unitId: idParam(req), input });
    ok(res, { id }, message, { id });
  });
  router.put(`${base}/:id/contacts/:contactId`, auth, async (req, res) => {
    const input = parseBody(req, contactBodySchema);
    const { id, message } = await setContact({
      ...on(req),
      unitId: idParam(req),
      contactId: param(req, 'contactId'),
      input,
    });
    ok(res, { id }, message, { id });
  });
  router.post(`${base}/:id/denial-codes`, auth, async (req, res) => {
    const input = parseBody(req, denialCodeBodySchema);
    const { id, message } = await setDenialCode({ ...on(req), unitId: idParam(req), input });
    ok(res, { id }, message, { id });
  });
  router.put(`${base}/:id/denial-codes/:codeId`, auth, async (req, res) => {
    const input = parseBody(req, denialCodeBodySchema);
    const { id, message } = await setDenialCode({
      ...on(req),
      unitId: idParam(req),
      codeId: param(req, 'codeId'),
      input,
    });
    ok(res, { id }, message, { id });
  });
  router.delete(`${base}/:id/denial-codes/:codeId`, auth, async (req, res) => {
    const { message } = await deleteDenialCode({
      ...on(req),
      unitId: idParam(req),
      codeId: param(req, 'codeId'),
    });
    ok(res, null, message);
  });

  router.get(`${base}/:id/packet`, auth, async (req, res) => {
    await sendStoredFile(res, await getPacket({ ...on(req), unitId: idParam(req) }));
  });
  router.post(`${base}/:id/packet`, auth, staffUpload('OnboardingDocument'), async (req, res) => {
    const { fileName, message } = await uploadPacket({
      ...on(req),
      unitId: idParam(req),
      fileName: req.file?.originalname ?? '',
      content: uploadedContent(req),
    });
    ok(res, { fileName }, message);
  });
}

export function unitsAdminRoutes(ctx: AppContext): express.Router {
  const router = express.Router();
  mountKind(router, ctx, COMPANY);
  mountKind(router, ctx, DIVISION);
  return router;
}
