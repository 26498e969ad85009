/**
 * Version 1 of every built-in form family (schemas/src/forms/registry.ts) for a family with no row yet, so
 * the editor has something to start from. Issue 16 item 2 makes the repository's definitions seed rows
 * with their UI schemas; until then the rows carry an empty UI schema (the renderer's defaults).
 */
import { FORM_KEYS, getFormDefinition } from '@cp/schemas/forms/registry';
import type { DbOrTx } from '../../db/client';
import { formDefinitions } from '../../db/schema';

export async function seedBuiltInDefinitions(db: DbOrTx): Promise<void> {
  const have = new Set(
    (await db.selectDistinct({ family: formDefinitions.family }).from(formDefinitions)).map((r) => r.family),
  );
  const missing = FORM_KEYS.filter((key) => !have.has(key)).map(getFormDefinition);
  if (!missing.length) return;
  await db
    .insert(formDefinitions)
    .values(
      missing.map((d) => ({
        form: d.form,
        family: d.key,
        version: 1,
        schema: d.schema,
        steps: d.steps,
        status: 'published' as const,
        published: true,
        publishedAt: new Date(),
        note: 'Built-in',
      })),
    )
    .onConflictDoNothing();
}
