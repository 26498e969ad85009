/** A new draft of a family, copied from one of its versions; a family has at most one draft at a time. */
import { and, eq } from 'drizzle-orm';
import { FORM_EDITOR_MESSAGES as M } from '@cp/schemas/messages/form-editor';
import type { Db } from '../../db/client';
import { formDefinitions } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { carriedColumns, loadVersion, nextVersion } from './version-row';

export async function createDraft(options: { db: Db; actorId: string; fromId: string }) {
  const { db, actorId, fromId } = options;
  return db.transaction(async (tx) => {
    const from = await loadVersion(tx, fromId);
    const [draft] = await tx
      .select({ version: formDefinitions.version })
      .from(formDefinitions)
      .where(
        and(
          eq(formDefinitions.form, from.form),
          eq(formDefinitions.family, from.family),
          eq(formDefinitions.status, 'draft'),
        ),
      );
    if (draft) throw new AppError(ErrorCode.Conflict, M.draftExists(draft.version));
    const version = await nextVersion(tx, from.form, from.family);
    const [row] = await tx
      .insert(formDefinitions)
      .values({
        form: from.form,
        family: from.family,
        version,
        schema: from.schema,
        // The content as its tree (a version from before the tree is copied as one).
        uiSchema: from.uiSchema,
        layout: from.layout,
        defaults: from.defaults,
        roles: from.roles,
        ...(await carriedColumns(tx, from.id)),
        status: 'draft',
        published: false,
        note: `From version ${from.version}`,
        createdBy: actorId,
      })
      .returning({ id: formDefinitions.id });
    return { id: row.id, version, message: M.draftCreated(version) };
  });
}
