/**
 * The form family a unit's new invitations of a kind use: its own choice, or a division's company's (units
 * activation_family / application_family, ARCHITECTURE.md 'Units'). Data, not code: a super admin chooses
 * them on the unit's information card.
 */
import { UNIT_FORM_FIELDS } from '@cp/schemas/contracts/units-admin';
import type { CustomerFormKind } from '@cp/schemas/forms/types';
import type { UnitRow } from './find-unit';

type Forms = Pick<UnitRow, 'activationFamily' | 'applicationFamily'>;

/** The family, or null when neither the unit nor its company has chosen one. */
export const unitFormFamily = (form: CustomerFormKind, unit: Forms, company: Forms): string | null =>
  unit[UNIT_FORM_FIELDS[form]] ?? company[UNIT_FORM_FIELDS[form]] ?? null;
