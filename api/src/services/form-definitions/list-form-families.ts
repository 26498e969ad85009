/**
 * The editor's home: every form family with its versions (draft, published, retired; who and when
 * published) and the units whose new invitations use it (their own choice or their company's, data of the
 * units: services/units/unit-forms.ts).
 */
import { eq } from 'drizzle-orm';
import type { FormFamily } from '@cp/schemas/contracts/form-definitions';
import { isFormKey, getFormDefinition, type CustomerFormKind } from '@cp/schemas/forms/registry';
import type { DbOrTx } from '../../db/client';
import { units } from '../../db/schema';
import { unitFormFamily } from '../units/unit-forms';
import { selectVersions, summaryOf } from './version-row';

// The kinds a unit chooses a family of (a reference answer form is nobody's invitation).
const KINDS: CustomerFormKind[] = ['credit-application', 'customer-activation'];

export async function listFormFamilies(options: { db: DbOrTx }): Promise<FormFamily[]> {
  const { db } = options;
  const versions = await selectVersions(db);
  const unitRows = await db
    .select({
      id: units.id,
      code: units.code,
      name: units.name,
      kind: units.kind,
      parentId: units.parentId,
      activationFamily: units.activationFamily,
      applicationFamily: units.applicationFamily,
    })
    .from(units)
    .where(eq(units.active, true))
    .orderBy(units.code);
  const byId = new Map(unitRows.map((u) => [u.id, u]));
  const families = new Map<string, FormFamily>();
  for (const v of versions) {
    const key = `${v.form}|${v.family}`;
    const title = isFormKey(v.family) ? getFormDefinition(v.family).title : v.family;
    const family = families.get(key) ?? { family: v.family, form: v.form, title, versions: [], units: [] };
    family.versions.push(summaryOf(v));
    families.set(key, family);
  }
  for (const u of unitRows) {
    const company = (u.parentId && byId.get(u.parentId)) || u;
    for (const form of KINDS) {
      const family = families.get(`${form}|${unitFormFamily(form, u, company)}`);
      family?.units.push({ id: u.id, code: u.code, name: u.name, kind: u.kind });
    }
  }
  return [...families.values()];
}
