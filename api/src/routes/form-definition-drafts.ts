/**
 * The form editor's draft housekeeping under /api/FormDefinition/*: discard a draft, and count what
 * publishing it with 'Also move drafts not yet submitted' would move. Super admins only (CASL 'update
 * FormDefinition'), authorised before anything is parsed; each route calls one service.
 */
import express, { type Request } from 'express';
import { versionIdQuerySchema } from '@cp/schemas/contracts/form-definitions';
import { FORM_EDITOR_MESSAGES as M } from '@cp/schemas/messages/form-editor';
import type { AppContext } from '../context';
import { requireUser, signedIn } from '../auth/middleware';
import { AppError, ErrorCode } from '../errors';
import { ok } from '../http/envelope';
import { parseBody, parseQuery } from '../http/parse-request';
import { countMovableDrafts } from '../services/form-definitions/count-movable-drafts';
import { discardDraft } from '../services/form-definitions/discard-draft';

function editor(req: Request): string {
  const { user, ability } = signedIn(req);
  if (!ability.can('update', 'FormDefinition')) throw new AppError(ErrorCode.Forbidden, M.accessDenied);
  return user.id;
}

export function formDefinitionDraftRoutes(ctx: AppContext): express.Router {
  const router = express.Router();
  const { db } = ctx;
  const auth = requireUser(ctx);
  const base = '/api/FormDefinition';

  router.post(`${base}/discardDraft`, auth, async (req, res) => {
    const actorId = editor(req);
    const { message } = await discardDraft({ db, actorId, id: parseBody(req, versionIdQuerySchema).id });
    ok(res, null, message);
  });
  router.get(`${base}/movableDrafts`, auth, async (req, res) => {
    editor(req);
    ok(res, await countMovableDrafts({ db, id: parseQuery(req, versionIdQuerySchema).id }));
  });
  return router;
}
