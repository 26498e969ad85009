/**
 * Roll back: an earlier published version's content is published again as a new version of its family
 * (versions are never reopened, so submissions pinned to any of them keep reading what they were filled in
 * with). A family's pending draft stays a draft, numbered before the new version.
 */
import { FORM_EDITOR_MESSAGES as M } from '@cp/schemas/messages/form-editor';
import type { Db } from '../../db/client';
import { formDefinitions } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { assertPublishable, publishInTx } from './publish-version';
import { carriedColumns, loadVersion, nextVersion, publishedRoles } from './version-row';

export async function rollbackVersion(options: { db: Db; actorId: string; id: string }) {
  const { db, actorId, id } = options;
  return db.transaction(async (tx) => {
    const old = await loadVersion(tx, id);
    if (old.status === 'draft') throw new AppError(ErrorCode.Conflict, M.notPublishedBefore);
    assertPublishable(old, await publishedRoles(tx, old.form, old.family));
    const version = await nextVersion(tx, old.form, old.family);
    const [row] = await tx
      .insert(formDefinitions)
      .values({
        form: old.form,
        family: old.family,
        version,
        schema: old.schema,
        // The content as its tree (a version from before the tree is copied as one).
        uiSchema: old.uiSchema,
        layout: old.layout,
        defaults: old.defaults,
        roles: old.roles,
        ...(await carriedColumns(tx, old.id)),
        status: 'draft',
        published: false,
        note: `Rolled back to version ${old.version}`,
        createdBy: actorId,
      })
      .returning({ id: formDefinitions.id });
    const draft = await loadVersion(tx, row.id);
    await publishInTx(tx, draft, actorId, 'rollback-form-definition');
    return { id: row.id, version, message: M.rolledBack(old.version, version) };
  });
}
