/**
 * The one way the API reads a form definition (issue 16): by (form, family, version) from form_definitions.
 * A submission is validated, resumed, printed and shown with the version it was invited on
 * (submissions.form_version); an invitation takes the latest published version of its family.
 */
import { and, desc, eq } from 'drizzle-orm';
import { definitionFrom } from '@cp/schemas/forms/stored';
import type { FormDefinition, FormKind, FormStep } from '@cp/schemas/forms/types';
import type { DisplayFormat } from '@cp/schemas/formats';
import type { DbOrTx } from '../db/client';
import { formDefinitions } from '../db/schema/documents';
import { AppError, ErrorCode } from '../errors';

type Row = typeof formDefinitions.$inferSelect;

/** The row's layout tree, or the one of the steps and UI orders an older row holds (schemas forms/stored.ts). */
function toDefinition(row: Row): FormDefinition {
  return definitionFrom({
    ...row,
    form: row.form as FormKind,
    steps: row.steps as FormStep[],
    formats: row.formats as Record<string, DisplayFormat>,
  });
}

/**
 * Versions read so far, by `form/family/version`. Kept for the life of the process: a published version
 * never changes (publishing writes a new version; the process has one database), and each object keeps its
 * compiled validators (schemas forms/validate.ts caches per object).
 */
const cache = new Map<string, Promise<FormDefinition>>();

/** The exact version, whatever its status; a missing one is a broken record (500), not bad input. */
export function resolveDefinition(
  db: DbOrTx,
  form: string,
  family: string,
  version: number,
): Promise<FormDefinition> {
  const key = `${form}/${family}/${version}`;
  let found = cache.get(key);
  if (!found) {
    found = load(db, form, family, version);
    cache.set(key, found);
    // A failed read is not cached (the next call tries again).
    found.catch(() => cache.delete(key));
  }
  return found;
}

/**
 * The version as stored now, bypassing the cache: for a transaction that has just published it (a rolled
 * back publish must not leave a draft's content cached under its number).
 */
export function readDefinition(db: DbOrTx, form: string, family: string, version: number) {
  return load(db, form, family, version);
}

/** The row of one exact version of a family. */
const exactVersion = (form: string, family: string, version: number) =>
  and(
    eq(formDefinitions.form, form),
    eq(formDefinitions.family, family),
    eq(formDefinitions.version, version),
  );

/** The status of one exact version (draft, published, retired), or undefined when there is no such version. */
export async function definitionStatus(
  db: DbOrTx,
  form: string,
  family: string,
  version: number,
): Promise<Row['status'] | undefined> {
  const [row] = await db
    .select({ status: formDefinitions.status })
    .from(formDefinitions)
    .where(exactVersion(form, family, version))
    .limit(1);
  return row?.status;
}

async function load(db: DbOrTx, form: string, family: string, version: number): Promise<FormDefinition> {
  const [row] = await db
    .select()
    .from(formDefinitions)
    .where(exactVersion(form, family, version))
    .limit(1);
  if (!row) throw new AppError(ErrorCode.Internal);
  return toDefinition(row);
}

/** The definition a submission was invited on. */
export const definitionOf = (
  db: DbOrTx,
  s: { form: string; formFamily: string; formVersion: number },
): Promise<FormDefinition> => resolveDefinition(db, s.form, s.formFamily, s.formVersion);

/**
 * The highest published version of a family, read each time (a publish takes effect on the next
 * invitation); 1 when the family has no row (the built-in version the seed writes).
 */
export async function latestPublished(db: DbOrTx, form: string, family: string): Promise<number> {
  const [row] = await db
    .select({ version: formDefinitions.version })
    .from(formDefinitions)
    .where(
      and(
        eq(formDefinitions.form, form),
        eq(formDefinitions.family, family),
        eq(formDefinitions.published, true),
      ),
    )
    .orderBy(desc(formDefinitions.version))
    .limit(1);
  return row?.version ?? 1;
}
