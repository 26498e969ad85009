/**
 * Publishes a draft: the definition check must pass (schemas/src/forms/check-definition.ts); the version
 * becomes immutable, the family's previous published version retires, and the audit log records who and
 * when — all in one transaction.
 */
import { and, eq } from 'drizzle-orm';
import type { FormVersion, MovedDrafts } from '@cp/schemas/contracts/form-definitions';
import { checkDefinition } from '@cp/schemas/forms/check-definition';
import type { FormRoles } from '@cp/schemas/forms/roles';
import { FORM_EDITOR_MESSAGES as M } from '@cp/schemas/messages/form-editor';
import type { Tx } from '../../db/client';
import { formDefinitions } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { readDefinition } from '../../forms/definitions';
import { writeAudit } from '../submissions/audit';
import { moveDraftsInTx } from './move-drafts';

/** The check passes, and the version keeps every role of the family's published version (`published`). */
export function assertPublishable(
  version: Pick<FormVersion, 'schema' | 'uiSchema' | 'layout' | 'defaults' | 'roles'> &
    Partial<Pick<FormVersion, 'form' | 'family'>>,
  published?: FormRoles,
): void {
  const check = checkDefinition(version, { published });
  if (!check.valid) throw new AppError(ErrorCode.Rule, M.definitionInvalid, { data: check });
}

/**
 * Marks `draft` published (the caller has checked it). With `moveDrafts`, the family's unsubmitted drafts
 * on older versions move to it when their data still validates (move-drafts.ts); the answer and the audit
 * row say how many moved and stayed (null without the option).
 */
export async function publishInTx(
  tx: Tx,
  draft: FormVersion,
  actorId: string,
  action: string,
  options: { moveDrafts?: boolean } = {},
): Promise<MovedDrafts | null> {
  const now = new Date();
  const retired = await tx
    .update(formDefinitions)
    .set({ status: 'retired', published: false, updatedAt: now })
    .where(
      and(
        eq(formDefinitions.form, draft.form),
        eq(formDefinitions.family, draft.family),
        eq(formDefinitions.status, 'published'),
      ),
    )
    .returning({ version: formDefinitions.version });
  const done = await tx
    .update(formDefinitions)
    .set({ status: 'published', published: true, publishedAt: now, publishedBy: actorId, updatedAt: now })
    .where(and(eq(formDefinitions.id, draft.id), eq(formDefinitions.status, 'draft')))
    .returning({ id: formDefinitions.id });
  if (!done.length) throw new AppError(ErrorCode.Conflict, M.notADraft(draft.version, 'published'));
  const drafts = options.moveDrafts
    ? await moveDraftsInTx(tx, await readDefinition(tx, draft.form, draft.family, draft.version))
    : null;
  await writeAudit(tx, {
    actorId,
    actorKind: 'user',
    action,
    entity: 'form_definition',
    entityId: draft.id,
    before: retired.length ? { family: draft.family, published: retired[0].version } : null,
    after: {
      family: draft.family,
      published: draft.version,
      publishedAt: now.toISOString(),
      ...(drafts ? { movedDrafts: drafts.moved, stayedDrafts: drafts.stayed } : {}),
    },
  });
  return drafts;
}
