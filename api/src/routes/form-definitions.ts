/**
 * The super-admin form editor (issue 16 item 4) under /api/FormDefinition/*: families and versions, one
 * version, create / save a draft, check a definition, publish, diff, roll back. Every call is for super
 * admins (CASL 'update FormDefinition'); the routes only authorise, parse, call one service and answer.
 */
import express, { type Request } from 'express';
import {
  createDraftBodySchema,
  definitionContentSchema,
  diffQuerySchema,
  publishBodySchema,
  rollbackBodySchema,
  saveDraftBodySchema,
  versionIdQuerySchema,
} from '@cp/schemas/contracts/form-definitions';
import { checkDefinition } from '@cp/schemas/forms/check-definition';
import { contentFrom } from '@cp/schemas/forms/stored';
import { FORM_EDITOR_MESSAGES as M } from '@cp/schemas/messages/form-editor';
import type { AppContext } from '../context';
import { requireUser, signedIn } from '../auth/middleware';
import { AppError, ErrorCode } from '../errors';
import { ok } from '../http/envelope';
import { parseBody, parseQuery } from '../http/parse-request';
import { createDraft } from '../services/form-definitions/create-draft';
import { diffVersions } from '../services/form-definitions/diff-versions';
import { listFormFamilies } from '../services/form-definitions/list-form-families';
import { publishDraft } from '../services/form-definitions/publish-draft';
import { rollbackVersion } from '../services/form-definitions/rollback-version';
import { saveDraft } from '../services/form-definitions/save-draft';
import { loadVersion } from '../services/form-definitions/version-row';

/** Authorises before anything is parsed: a refused caller learns nothing about the input's shape. */
function editor(req: Request): string {
  const { user, ability } = signedIn(req);
  if (!ability.can('update', 'FormDefinition')) throw new AppError(ErrorCode.Forbidden, M.accessDenied);
  return user.id;
}

export function formDefinitionRoutes(ctx: AppContext): express.Router {
  const router = express.Router();
  const { db } = ctx;
  const auth = requireUser(ctx);
  const base = '/api/FormDefinition';

  router.get(`${base}/getFamilies`, auth, async (req, res) => {
    editor(req);
    ok(res, await listFormFamilies({ db }));
  });
  router.get(`${base}/getVersion`, auth, async (req, res) => {
    editor(req);
    ok(res, await loadVersion(db, parseQuery(req, versionIdQuerySchema).id));
  });
  router.post(`${base}/createDraft`, auth, async (req, res) => {
    const actorId = editor(req);
    const { fromId } = parseBody(req, createDraftBodySchema);
    const { message, ...data } = await createDraft({ db, actorId, fromId });
    ok(res, data, message);
  });
  router.post(`${base}/saveDraft`, auth, async (req, res) => {
    editor(req);
    const { message } = await saveDraft({ db, input: parseBody(req, saveDraftBodySchema) });
    ok(res, null, message);
  });
  router.post(`${base}/checkDefinition`, auth, (req, res) => {
    editor(req);
    const input = parseBody(req, definitionContentSchema);
    // Roles are checked when sent (a version's, with its required ones); a bare schema is checked without.
    const check = checkDefinition({ ...contentFrom(input), roles: input.roles });
    ok(res, check, check.valid ? M.definitionValid : M.definitionInvalid);
  });
  router.post(`${base}/publish`, auth, async (req, res) => {
    const actorId = editor(req);
    const { id, moveDrafts } = parseBody(req, publishBodySchema);
    const { drafts, message } = await publishDraft({ db, actorId, id, moveDrafts });
    ok(res, drafts, message);
  });
  router.get(`${base}/diff`, auth, async (req, res) => {
    editor(req);
    const { from, to } = parseQuery(req, diffQuerySchema);
    ok(res, await diffVersions({ db, from, to }));
  });
  router.post(`${base}/rollback`, auth, async (req, res) => {
    const actorId = editor(req);
    const { message, ...data } = await rollbackVersion({
      db,
      actorId,
      id: parseBody(req, rollbackBodySchema).id,
    });
    ok(res, data, message);
  });
  return router;
}
