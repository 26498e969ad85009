/**
 * Tests' publish of a definition straight into form_definitions, as the editor's publish leaves the table:
 * the family's published version becomes retired and the new one is the family's only published version.
 */
import { and, eq } from 'drizzle-orm';
import type { FormDefinition } from '@cp/schemas/forms/types';
import type { DbOrTx } from '../db/client';
import { formDefinitions } from '../db/schema';
import { definitionRow } from '../forms/seed-definitions';

export async function publishDefinitionRow(db: DbOrTx, definition: FormDefinition): Promise<void> {
  await db
    .update(formDefinitions)
    .set({ status: 'retired', published: false })
    .where(
      and(
        eq(formDefinitions.form, definition.form),
        eq(formDefinitions.family, definition.family),
        eq(formDefinitions.status, 'published'),
      ),
    );
  await db.insert(formDefinitions).values(definitionRow(definition));
}

/** A draft row of a definition (not offered to invitations). */
export const draftRow = (definition: FormDefinition) => ({
  ...definitionRow(definition),
  status: 'draft' as const,
  published: false,
});
