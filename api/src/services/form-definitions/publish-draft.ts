/** Publish a draft version (see publish-version.ts for what publishing does), optionally moving drafts. */
import { FORM_EDITOR_MESSAGES as M } from '@cp/schemas/messages/form-editor';
import type { Db } from '../../db/client';
import { AppError, ErrorCode } from '../../errors';
import { assertPublishable, publishInTx } from './publish-version';
import { loadVersion, publishedRoles } from './version-row';

export async function publishDraft(options: { db: Db; actorId: string; id: string; moveDrafts?: boolean }) {
  const { db, actorId, id, moveDrafts = false } = options;
  return db.transaction(async (tx) => {
    const draft = await loadVersion(tx, id);
    if (draft.status !== 'draft')
      throw new AppError(ErrorCode.Conflict, M.notADraft(draft.version, draft.status));
    assertPublishable(draft, await publishedRoles(tx, draft.form, draft.family));
    const drafts = await publishInTx(tx, draft, actorId, 'publish-form-definition', { moveDrafts });
    return {
      drafts,
      message: drafts
        ? M.publishedWithDrafts(draft.version, drafts.moved, drafts.stayed)
        : M.published(draft.version),
    };
  });
}
