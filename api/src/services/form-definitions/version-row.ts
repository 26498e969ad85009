/** Reading form_definitions rows as the editor's wire types (schemas/src/contracts/form-definitions.ts). */
import { aliasedTable, and, eq, max } from 'drizzle-orm';
import type { FormVersion, FormVersionSummary } from '@cp/schemas/contracts/form-definitions';
import { storedContent } from '@cp/schemas/forms/stored';
import type { FormRoles } from '@cp/schemas/forms/roles';
import type { FormKind, FormStep } from '@cp/schemas/forms/types';
import { FORM_EDITOR_MESSAGES as M } from '@cp/schemas/messages/form-editor';
import type { DbOrTx } from '../../db/client';
import { formDefinitions, users } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';

const creator = aliasedTable(users, 'creator');
const publisher = aliasedTable(users, 'publisher');
const nameOf = (u: { firstName: string; lastName: string; email: string } | null) =>
  u ? `${u.firstName} ${u.lastName}`.trim() || u.email : null;

/** The version rows with their creator's and publisher's names; `where` narrows them. */
export async function selectVersions(db: DbOrTx, where?: ReturnType<typeof eq>) {
  const rows = await db
    .select({ row: formDefinitions, creator, publisher })
    .from(formDefinitions)
    .leftJoin(creator, eq(creator.id, formDefinitions.createdBy))
    .leftJoin(publisher, eq(publisher.id, formDefinitions.publishedBy))
    .where(where)
    .orderBy(formDefinitions.family, formDefinitions.version);
  return rows.map(({ row, creator: c, publisher: p }): FormVersion => ({
    id: row.id,
    form: row.form,
    family: row.family,
    version: row.version,
    status: row.status,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    createdBy: nameOf(c),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    publishedBy: nameOf(p),
    schema: row.schema,
    // A row from before the layout tree is shown and edited as its tree (schemas forms/stored.ts).
    ...storedContent({ ...row, form: row.form as FormKind, steps: row.steps as FormStep[] }),
  }));
}

export function summaryOf(v: FormVersion): FormVersionSummary {
  const { schema: _s, uiSchema: _u, layout: _l, defaults: _d, roles: _r, ...summary } = v;
  return summary;
}

/** One version, or NotFound. */
export async function loadVersion(db: DbOrTx, id: string): Promise<FormVersion> {
  const [found] = await selectVersions(db, eq(formDefinitions.id, id));
  if (!found) throw new AppError(ErrorCode.NotFound, M.notFound);
  return found;
}

/** The roles of the family's published version (undefined when none is published). */
export async function publishedRoles(
  db: DbOrTx,
  form: string,
  family: string,
): Promise<FormRoles | undefined> {
  const [row] = await db
    .select({ roles: formDefinitions.roles })
    .from(formDefinitions)
    .where(
      and(
        eq(formDefinitions.form, form),
        eq(formDefinitions.family, family),
        eq(formDefinitions.status, 'published'),
      ),
    );
  return row ? (row.roles ?? {}) : undefined;
}

/** The next version number of a family. */
export async function nextVersion(db: DbOrTx, form: string, family: string): Promise<number> {
  const [row] = await db
    .select({ last: max(formDefinitions.version) })
    .from(formDefinitions)
    .where(and(eq(formDefinitions.form, form), eq(formDefinitions.family, family)));
  return (row?.last ?? 0) + 1;
}

/**
 * The columns a new version carries over from the one it is made from, beside its content: the title, the
 * skip-until-edited pointers, and the labels and display formats the PDF and console use.
 */
export async function carriedColumns(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      title: formDefinitions.title,
      skipUntilEdited: formDefinitions.skipUntilEdited,
      labels: formDefinitions.labels,
      formats: formDefinitions.formats,
    })
    .from(formDefinitions)
    .where(eq(formDefinitions.id, id));
  if (!row) throw new AppError(ErrorCode.NotFound, M.notFound);
  return row;
}
