/**
 * Saves a draft's content. Published and retired versions are immutable (submissions pinned to them are
 * read with them forever), so only a draft is changed; the content may be invalid until publish.
 */
import { and, eq } from 'drizzle-orm';
import type { SaveDraftBody } from '@cp/schemas/contracts/form-definitions';
import { formatsOf, labelsOf } from '@cp/schemas/forms/describe';
import { contentFrom } from '@cp/schemas/forms/stored';
import { FORM_EDITOR_MESSAGES as M } from '@cp/schemas/messages/form-editor';
import type { Db } from '../../db/client';
import { formDefinitions } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { loadVersion } from './version-row';

export async function saveDraft(options: { db: Db; input: SaveDraftBody }) {
  const { db, input } = options;
  const current = await loadVersion(db, input.id);
  if (current.status !== 'draft')
    throw new AppError(ErrorCode.Conflict, M.notADraft(current.version, current.status));
  // The status condition again in the update: a publish between the read and the write wins.
  // Steps sent instead of the tree become the tree; the draft keeps its welcome page and defaults then.
  // Roles not sent stay the draft's.
  const content = contentFrom(input, {
    welcome: current.layout.welcome,
    defaults: current.defaults,
    roles: current.roles,
  });
  const updated = await db
    .update(formDefinitions)
    .set({
      schema: content.schema,
      uiSchema: content.uiSchema,
      layout: content.layout,
      defaults: content.defaults,
      roles: content.roles,
      steps: [],
      signStep: null,
      // The PDF's and the console's labels and display formats follow the edited schema (its titles).
      labels: labelsOf(input.schema),
      formats: formatsOf(input.schema),
      ...(input.note !== undefined ? { note: input.note } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(formDefinitions.id, input.id), eq(formDefinitions.status, 'draft')))
    .returning({ id: formDefinitions.id });
  if (!updated.length) throw new AppError(ErrorCode.Conflict, M.notADraft(current.version, 'published'));
  return { message: M.draftSaved };
}
