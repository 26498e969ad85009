/**
 * What a unit must have set up before it sends a kind of submission (back-office.md §5 'Invite', §8's
 * messages in the spec's order: email template, DocuSign template id, wording; then the form of the kind,
 * chosen on its information card or its company's), and the form family a new record of the kind gets.
 */
import { UNIT_SET_UP_MESSAGES as messages } from '@cp/schemas/messages/submissions';
import { AppError, ErrorCode } from '../../errors';
import type { UnitRow } from '../units/find-unit';
import { unitFormFamily } from '../units/unit-forms';
import type { SubmissionKind } from './kind';

/** Throws §8's message when the unit cannot send this kind yet; `copy`: the invite is a Copy. */
export function assertUnitCanSend(
  kind: SubmissionKind,
  unit: UnitRow,
  company: UnitRow,
  options: { copy: boolean },
): void {
  const { wordingFields, docuSignTemplateFor } = kind.unitSetUp;
  if (!unit.emailTemplate) throw new AppError(ErrorCode.Rule, messages.emailTemplate);
  if ((docuSignTemplateFor === 'every invite' || options.copy) && !unit.docuSignTemplateId.trim())
    throw new AppError(ErrorCode.Rule, messages.docuSignTemplate);
  if (wordingFields.some((field) => !unit[field]?.trim()))
    throw new AppError(ErrorCode.Rule, messages.wording);
  newRecordFormFamily(kind, unit, company);
}

/** The form family (form_family) of a new record of the kind for a unit: its own, or its company's. */
export function newRecordFormFamily(kind: SubmissionKind, unit: UnitRow, company: UnitRow): string {
  const family = unitFormFamily(kind.form, unit, company);
  if (!family) throw new AppError(ErrorCode.Rule, messages.formFamily[kind.form]);
  return family;
}
