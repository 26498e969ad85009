/**
 * The editor's home: every form family with its versions (draft, published, retired; who and when
 * published) and the units that use it (schemas/src/forms/registry.ts formFamilyFor).
 */
import { eq } from 'drizzle-orm';
import type { FormFamily } from '@cp/schemas/contracts/form-definitions';
import { formFamilyFor, isFormKey, getFormDefinition, type FormKind } from '@cp/schemas/forms/registry';
import type { DbOrTx } from '../../db/client';
import { units } from '../../db/schema';
import { selectVersions, summaryOf } from './version-row';

const KINDS: FormKind[] = ['credit-application', 'customer-activation'];

export async function listFormFamilies(options: { db: DbOrTx }): Promise<FormFamily[]> {
  const { db } = options;
  const versions = await selectVersions(db);
  const unitRows = await db
    .select({
      id: units.id,
      code: units.code,
      name: units.name,
      kind: units.kind,
      emailTemplate: units.emailTemplate,
      parentId: units.parentId,
    })
    .from(units)
    .where(eq(units.active, true))
    .orderBy(units.code);
  const codeOf = new Map(unitRows.map((u) => [u.id, u.code]));
  const families = new Map<string, FormFamily>();
  for (const v of versions) {
    const key = `${v.form}|${v.family}`;
    const title = isFormKey(v.family) ? getFormDefinition(v.family).title : v.family;
    const family = families.get(key) ?? { family: v.family, form: v.form, title, versions: [], units: [] };
    family.versions.push(summaryOf(v));
    families.set(key, family);
  }
  for (const u of unitRows) {
    const parentCode = u.parentId ? codeOf.get(u.parentId) : undefined;
    for (const form of KINDS) {
      const family = families.get(`${form}|${formFamilyFor(form, { ...u, parentCode })}`);
      family?.units.push({ id: u.id, code: u.code, name: u.name, kind: u.kind });
    }
  }
  return [...families.values()];
}
