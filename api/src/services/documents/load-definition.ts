/**
 * The form definition a submission was filled in with: a published version stored in form_definitions,
 * else the built-in definition of its form family (schemas' registry), else the entity-field layout.
 */
import { and, desc, eq, lte } from 'drizzle-orm';
import { getFormDefinition, isFormKey } from '@cp/schemas/forms/registry';
import type { DbOrTx } from '../../db/client';
import { formDefinitions, type submissions } from '../../db/schema';
import {
  ACTIVATION_DEFINITION,
  APPLICATION_DEFINITION,
  type PdfFormDefinition,
} from './fallback-definitions';

type Submission = typeof submissions.$inferSelect;

export async function loadPdfDefinition(db: DbOrTx, s: Submission): Promise<PdfFormDefinition> {
  const [row] = await db
    .select({ schema: formDefinitions.schema, steps: formDefinitions.steps })
    .from(formDefinitions)
    .where(
      and(
        eq(formDefinitions.form, s.form),
        eq(formDefinitions.family, s.formFamily),
        lte(formDefinitions.version, s.formVersion),
      ),
    )
    .orderBy(desc(formDefinitions.version))
    .limit(1);
  const steps = (row?.steps ?? []) as Array<{ title?: unknown; fields?: unknown }>;
  const usable =
    row && steps.length > 0 && steps.every((st) => typeof st.title === 'string' && Array.isArray(st.fields));
  if (usable)
    return { schema: row.schema as PdfFormDefinition['schema'], steps: steps as PdfFormDefinition['steps'] };
  if (isFormKey(s.formFamily)) {
    const builtIn = getFormDefinition(s.formFamily);
    return {
      title: builtIn.title,
      schema: builtIn.schema as PdfFormDefinition['schema'],
      steps: builtIn.steps,
    };
  }
  return s.form === 'customer-activation' ? ACTIVATION_DEFINITION : APPLICATION_DEFINITION;
}
