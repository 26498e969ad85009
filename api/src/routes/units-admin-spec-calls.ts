/**
 * The /api/Company/* and /api/Division/* calls of back-office.md §7 at their documented paths, headers and
 * bodies, answering §3's field names in the envelope, over the same services as the console API.
 */
import express, { type Request } from 'express';
import {
  packetFieldsSchema,
  specUnitBodySchema,
  unitByIdHeadersSchema,
  unitListFilterSchema,
  unitListHeadersSchema,
} from '@cp/schemas/contracts/units-admin';
import type { AppContext } from '../context';
import { requireUser, signedIn } from '../auth/middleware';
import { AppError, ErrorCode } from '../errors';
import { staffUpload } from '../http/document-upload';
import { ok } from '../http/envelope';
import { parseBody, parseHeaders } from '../http/parse-request';
import { createUnit } from '../services/units-admin/create-unit';
import { getPacketLastModified } from '../services/units-admin/get-packet';
import { COMPANY, DIVISION, type UnitKindConfig } from '../services/units-admin/kind';
import { listUnits } from '../services/units-admin/list-units';
import { mayRead } from '../services/units-admin/access';
import { saveUnit } from '../services/units-admin/save-unit';
import { applicationCountOf, saveInputOfSpec, toSpecUnit } from '../services/units-admin/spec-shape';
import { loadUnitRecord } from '../services/units-admin/unit-record';
import { uploadPacket } from '../services/units-admin/upload-packet';
import { findUnit } from '../services/units/find-unit';
import { uploadedContent } from '../files/upload-content';

interface SpecPaths {
  config: UnitKindConfig;
  base: string;
  list: string;
  byId: string;
  set: string;
  /** The multipart field and header naming the unit of a packet. */
  packetIdFields: readonly (keyof typeof packetFieldsSchema.shape)[];
  packetIdHeader: string;
}

const KINDS: SpecPaths[] = [
  {
    config: COMPANY,
    base: '/api/Company',
    list: 'getCompanyList',
    byId: 'getCompanyById',
    set: 'setCompany',
    packetIdFields: ['Company_id', 'CompanyId', 'company_id', 'companyId', '_id', 'id'],
    packetIdHeader: 'CompanyId',
  },
  {
    config: DIVISION,
    base: '/api/Division',
    list: 'getDivisionList',
    byId: 'getDivisionById',
    set: 'setDivision',
    packetIdFields: ['Division_id', 'DivisionId', 'division_id', '_id', 'id'],
    packetIdHeader: 'DivisionId',
  },
];

function mountKind(router: express.Router, ctx: AppContext, k: SpecPaths) {
  const { db } = ctx;
  const { config, base } = k;
  const auth = requireUser(ctx);
  const on = (req: Request) => ({ db, actor: signedIn(req).user, ability: signedIn(req).ability, config });

  router.get(`${base}/${k.list}`, auth, async (req, res) => {
    const { getapplicationcount } = parseHeaders(req, unitListHeadersSchema);
    const filter = unitListFilterSchema.parse({ status: 'All' });
    const { rows } = await listUnits({ ...on(req), kind: config.kind, filter, offset: 0, limit: 10_000 });
    const full = await Promise.all(rows.map((r) => loadUnitRecord(db, config.kind, r.id)));
    const records = full.filter((r) => r !== undefined);
    ok(
      res,
      records.map(toSpecUnit),
      '',
      getapplicationcount ? { applicationCount: applicationCountOf(records) } : {},
    );
  });

  router.get(`${base}/${k.byId}`, auth, async (req, res) => {
    const { id, getapplicationcount } = parseHeaders(req, unitByIdHeadersSchema);
    const unit = await findUnit(db, id);
    const record =
      unit && mayRead(signedIn(req).ability, unit) ? await loadUnitRecord(db, config.kind, id) : undefined;
    if (!record) throw new AppError(ErrorCode.NotFound);
    ok(
      res,
      toSpecUnit(record),
      '',
      getapplicationcount ? { applicationCount: applicationCountOf([record]) } : {},
    );
  });

  router.post(`${base}/${k.set}`, auth, async (req, res) => {
    const body = parseBody(req, specUnitBodySchema);
    if (!body._id) {
      const input = {
        name: body.name,
        code: body.code,
        emailTemplate: body.emailTemplate,
        companyId: body.company_id,
      };
      const { id } = await createUnit({ ...on(req), input });
      return ok(res, null, config.messages.created, { id });
    }
    await saveUnit({ ...on(req), id: body._id, input: saveInputOfSpec(body) });
    ok(res, null, config.messages.updated, { id: body._id });
  });

  router.post(`${base}/setOnboardingPacket`, auth, staffUpload('OnboardingDocument'), async (req, res) => {
    const fields = parseBody(req, packetFieldsSchema);
    const unitId = k.packetIdFields.map((f) => fields[f]).find(Boolean) ?? req.get('id') ?? '';
    const { fileName, message } = await uploadPacket({
      ...on(req),
      unitId,
      fileName: req.file?.originalname ?? '',
      content: uploadedContent(req),
    });
    ok(res, { fileName }, message);
  });

  router.get(`${base}/getPacketLastModifiedDate`, auth, async (req, res) => {
    const unitId = req.get(k.packetIdHeader) ?? req.get('id') ?? '';
    ok(res, await getPacketLastModified({ ...on(req), unitId: unitId.slice(0, 64) }));
  });
}

export function unitsAdminSpecCalls(ctx: AppContext): express.Router {
  const router = express.Router();
  for (const k of KINDS) mountKind(router, ctx, k);
  return router;
}
