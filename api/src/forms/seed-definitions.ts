/**
 * Version 1 of each built-in form family (schemas forms/registry.ts) as rows of form_definitions, written
 * when the database opens (after the migrations, PGlite and PostgreSQL alike). Idempotent: an existing
 * (form, family, version) row is left as it is, since a published version never changes.
 */
import { BUILT_IN_DEFINITIONS } from '@cp/schemas/forms/registry';
import { stripOrder } from '@cp/schemas/forms/layout';
import type { FormDefinition } from '@cp/schemas/forms/types';
import type { DbOrTx } from '../db/client';
import { formDefinitions } from '../db/schema/documents';

/**
 * The columns of a definition's row: the layout tree, and the UI schema without the orders derived from it
 * (`steps` and `sign_step` stay empty: they hold the layout of rows written before the tree).
 */
export const definitionRow = (d: FormDefinition) => ({
  form: d.form,
  family: d.family,
  version: d.version,
  title: d.title,
  schema: d.schema,
  uiSchema: stripOrder(d.uiSchema),
  layout: d.layout,
  defaults: d.defaults,
  skipUntilEdited: d.skipUntilEdited ?? [],
  labels: d.labels,
  formats: d.formats,
  status: 'published' as const,
  published: true,
});

export async function seedFormDefinitions(db: DbOrTx): Promise<void> {
  await db.insert(formDefinitions).values(BUILT_IN_DEFINITIONS.map(definitionRow)).onConflictDoNothing();
}
