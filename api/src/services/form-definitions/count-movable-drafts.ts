/**
 * What 'Also move drafts not yet submitted' would do if the draft `id` were published now, as saved: how
 * many unsubmitted drafts would move and how many would stay (move-drafts.ts judges them the same way).
 */
import type { MovedDrafts } from '@cp/schemas/contracts/form-definitions';
import { FORM_EDITOR_MESSAGES as M } from '@cp/schemas/messages/form-editor';
import type { Db } from '../../db/client';
import { AppError, ErrorCode } from '../../errors';
import { readDefinition } from '../../forms/definitions';
import { judgeDrafts } from './move-drafts';
import { loadVersion } from './version-row';

export async function countMovableDrafts(options: { db: Db; id: string }): Promise<MovedDrafts> {
  const { db, id } = options;
  const draft = await loadVersion(db, id);
  if (draft.status !== 'draft')
    throw new AppError(ErrorCode.Conflict, M.notADraft(draft.version, draft.status));
  const definition = await readDefinition(db, draft.form, draft.family, draft.version);
  const { moving, total } = await judgeDrafts(db, definition, false);
  return { moved: moving.length, stayed: total - moving.length };
}
