/**
 * The built-in form families (schemas forms/registry.ts) as rows of form_definitions, written when the
 * database opens (after the migrations, PGlite and PostgreSQL alike). Each built-in row carries the hash of
 * the code's content (`seed_hash`): when a built-in changes in code, the next start writes it as a new
 * version with an audit row, since a written version never changes (submissions are pinned to it). Rows
 * stored before definitions declared field roles get the built-in's roles that fit their fields, and
 * submissions stored before facts get theirs (migration 0017).
 */
import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { rolesFitting } from '@cp/schemas/forms/check-roles';
import { SEEDED_DEFINITIONS } from '@cp/schemas/forms/carrier-fields';
import { stripOrder } from '@cp/schemas/forms/layout';
import type { FormDefinition } from '@cp/schemas/forms/types';
import type { DbOrTx } from '../db/client';
import { formDefinitions } from '../db/schema/documents';
import { writeAudit } from '../services/submissions/audit';

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
  roles: d.roles,
  status: 'published' as const,
  published: true,
});

type Row = typeof formDefinitions.$inferSelect;
type Content = Pick<
  Row,
  'title' | 'schema' | 'uiSchema' | 'layout' | 'defaults' | 'skipUntilEdited' | 'labels' | 'formats' | 'roles'
>;

/** JSON with object keys sorted, so a row read back from jsonb (which reorders keys) hashes as written. */
const canonical = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(canonical)
    : v && typeof v === 'object'
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
        )
      : v;

/** The hash of a version's content: what the form shows, checks, prints and reads through its roles. */
export function contentHash(c: Content): string {
  const { title, schema, uiSchema, layout, defaults, skipUntilEdited, labels, formats, roles } = c;
  const content = { title, schema, uiSchema, layout, defaults, skipUntilEdited, labels, formats, roles };
  return createHash('sha256')
    .update(JSON.stringify(canonical(content)))
    .digest('hex');
}

/**
 * One built-in family: written as version 1 when it has no row; recorded as matching the code when its
 * built-in row holds the code's content; else the code's content becomes the next version, published when
 * the family's published version is the previous built-in one; a super admin's own published version stays
 * published, and the built-in is kept as a retired version they may roll back to.
 */
async function seedFamily(db: DbOrTx, code: FormDefinition): Promise<void> {
  const row = definitionRow(code);
  const hash = contentHash(row);
  await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(formDefinitions)
      .where(and(eq(formDefinitions.form, code.form), eq(formDefinitions.family, code.family)))
      .orderBy(formDefinitions.version)
      .for('update');
    if (!rows.length) {
      await tx
        .insert(formDefinitions)
        .values({ ...row, seedHash: hash })
        .onConflictDoNothing();
      return;
    }
    const seeded = rows.filter((r) => r.seedHash !== null).at(-1);
    if (seeded?.seedHash === hash) return;
    // A row seeded before hashes: version 1 as written then (roles read as the code's until filled).
    const first = rows[0];
    if (
      !seeded &&
      first.version === 1 &&
      contentHash({ ...first, roles: first.roles ?? row.roles }) === hash
    ) {
      await tx
        .update(formDefinitions)
        .set({ seedHash: hash, roles: first.roles ?? row.roles })
        .where(eq(formDefinitions.id, first.id));
      return;
    }
    const previous = seeded ?? (first.version === 1 ? first : undefined);
    const published = rows.find((r) => r.status === 'published');
    const replaces = !published || published.id === previous?.id;
    const version = rows.at(-1)!.version + 1;
    const now = new Date();
    if (replaces && published)
      await tx
        .update(formDefinitions)
        .set({ status: 'retired', published: false, updatedAt: now })
        .where(eq(formDefinitions.id, published.id));
    const [written] = await tx
      .insert(formDefinitions)
      .values({
        ...row,
        version,
        seedHash: hash,
        note: 'The built-in form as changed in the code.',
        ...(replaces ? { publishedAt: now } : { status: 'retired' as const, published: false }),
      })
      .returning({ id: formDefinitions.id });
    await writeAudit(tx, {
      actorId: null,
      actorKind: 'system',
      action: 'seed-form-definition',
      entity: 'form_definition',
      entityId: written.id,
      before: previous
        ? { family: code.family, version: previous.version, seedHash: previous.seedHash }
        : null,
      after: { family: code.family, version, seedHash: hash, status: replaces ? 'published' : 'retired' },
    });
  });
}

/**
 * Versions stored before roles get the roles of their built-in family that point at their fields; then
 * submissions stored before facts get their facts (the trigger of migration 0017 keeps them from then on).
 */
async function fillRolesAndFacts(db: DbOrTx): Promise<void> {
  const bare = await db
    .select({ id: formDefinitions.id, family: formDefinitions.family, schema: formDefinitions.schema })
    .from(formDefinitions)
    .where(isNull(formDefinitions.roles));
  for (const r of bare) {
    const code = SEEDED_DEFINITIONS.find((d) => d.family === r.family);
    await db
      .update(formDefinitions)
      .set({ roles: code ? rolesFitting(r.schema, code.roles) : {} })
      .where(eq(formDefinitions.id, r.id));
  }
  await db.execute(sql`update submissions s set facts = submission_facts(s.data, d.roles)
    from form_definitions d
    where s.facts is null and d.form = s.form and d.family = s.form_family and d.version = s.form_version`);
}

/**
 * `definitions`: the code's built-in versions, the eight-step ones with the carrier and owner fields (README
 * 'Carrier checks'); tests pass a changed one.
 */
export async function seedFormDefinitions(
  db: DbOrTx,
  definitions: readonly FormDefinition[] = SEEDED_DEFINITIONS,
): Promise<void> {
  for (const code of definitions) await seedFamily(db, code);
  await fillRolesAndFacts(db);
}
