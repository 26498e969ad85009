/**
 * A unit's choice of form families, as adding or saving a company or division sends it (ARCHITECTURE.md
 * 'Units'): only a super admin changes it; each family must exist, be of its form kind and have a published
 * version; a company keeps one of each kind, a division may go back to its company's (null). Only what
 * changes is checked: a unit saved with the families it has keeps them.
 */
import { and, eq } from 'drizzle-orm';
import { UNIT_FORM_FIELDS, type UnitFormField } from '@cp/schemas/contracts/units-admin';
import type { CustomerFormKind } from '@cp/schemas/forms/types';
import * as M from '@cp/schemas/messages/units-admin';
import type { AppAbility } from '@cp/schemas/permissions/ability';
import type { DbOrTx } from '../../db/client';
import { formDefinitions } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import type { UnitRow } from '../units/find-unit';
import { ruleError, unitSubject } from './access';

export type FormFamilies = Partial<Record<UnitFormField, string | null>>;

async function assertFamily(db: DbOrTx, form: CustomerFormKind, family: string, field: UnitFormField) {
  const label = M.FORM_KIND_LABELS[form];
  const rows = await db
    .select({ form: formDefinitions.form, status: formDefinitions.status })
    .from(formDefinitions)
    .where(eq(formDefinitions.family, family));
  if (!rows.length) throw ruleError(M.formFamilyUnknown(family), field);
  if (!rows.some((r) => r.form === form)) throw ruleError(M.formFamilyWrongKind(family, label), field);
  const [published] = await db
    .select({ version: formDefinitions.version })
    .from(formDefinitions)
    .where(
      and(
        eq(formDefinitions.form, form),
        eq(formDefinitions.family, family),
        eq(formDefinitions.status, 'published'),
      ),
    )
    .limit(1);
  if (!published) throw ruleError(M.formFamilyUnpublished(family), field);
}

/**
 * The families to write: those `input` changes, checked. `unit` is the row saved (its kind, and for a
 * CASL check its id and company), or for a new unit its kind alone with no current families.
 */
export async function checkedFormFamilies(o: {
  db: DbOrTx;
  ability: AppAbility;
  unit: Pick<UnitRow, 'kind'> & Partial<Pick<UnitRow, 'id' | 'parentId' | UnitFormField>>;
  input: FormFamilies;
}): Promise<FormFamilies> {
  const { db, ability, unit, input } = o;
  const out: FormFamilies = {};
  for (const [form, field] of Object.entries(UNIT_FORM_FIELDS) as Array<[CustomerFormKind, UnitFormField]>) {
    const wanted = input[field] === undefined ? undefined : input[field]?.trim() || null;
    if (wanted === undefined || wanted === (unit[field] ?? null)) continue;
    const subject = unit.id
      ? unitSubject({ id: unit.id, kind: unit.kind, parentId: unit.parentId ?? null })
      : unit.kind === 'company'
        ? 'Company'
        : 'Division';
    if (!ability.can('update', subject, field)) throw new AppError(ErrorCode.Forbidden, M.FORM_FAMILY_DENIED);
    if (wanted === null) {
      if (unit.kind === 'company') throw ruleError(M.formFamilyRequired(M.FORM_KIND_LABELS[form]), field);
    } else await assertFamily(db, form, wanted, field);
    out[field] = wanted;
  }
  return out;
}
