/**
 * Discards a family's draft: the row is deleted (no invitation ever uses a draft, so nothing points at
 * it) and the audit log records who discarded which version, in the same transaction.
 */
import { and, eq } from 'drizzle-orm';
import { FORM_EDITOR_MESSAGES as M } from '@cp/schemas/messages/form-editor';
import type { Db } from '../../db/client';
import { formDefinitions } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { writeAudit } from '../submissions/audit';
import { loadVersion } from './version-row';

export async function discardDraft(options: { db: Db; actorId: string; id: string }) {
  const { db, actorId, id } = options;
  return db.transaction(async (tx) => {
    const draft = await loadVersion(tx, id);
    const deleted = await tx
      .delete(formDefinitions)
      .where(and(eq(formDefinitions.id, id), eq(formDefinitions.status, 'draft')))
      .returning({ id: formDefinitions.id });
    if (!deleted.length) throw new AppError(ErrorCode.Conflict, M.notADraft(draft.version, draft.status));
    await writeAudit(tx, {
      actorId,
      actorKind: 'user',
      action: 'discard-form-draft',
      entity: 'form_definition',
      entityId: id,
      before: { form: draft.form, family: draft.family, version: draft.version, note: draft.note ?? null },
      after: null,
    });
    return { message: M.draftDiscarded(draft.version) };
  });
}
