/**
 * What a unit must have set up before it sends a kind of submission (back-office.md §5 'Invite', §8's
 * messages in the spec's order: email template, DocuSign template id, wording), and the built-in form a new
 * record of the kind gets in that unit.
 */
import { formFamilyFor } from '@cp/schemas/forms/registry';
import { UNIT_SET_UP_MESSAGES as messages } from '@cp/schemas/messages/submissions';
import { AppError, ErrorCode } from '../../errors';
import type { UnitRow } from '../units/find-unit';
import type { SubmissionKind } from './kind';

/** Throws §8's message when the unit cannot send this kind yet; `copy`: the invite is a Copy. */
export function assertUnitCanSend(kind: SubmissionKind, unit: UnitRow, options: { copy: boolean }): void {
  const { wordingFields, docuSignTemplateFor } = kind.unitSetUp;
  if (!unit.emailTemplate) throw new AppError(ErrorCode.Rule, messages.emailTemplate);
  if ((docuSignTemplateFor === 'every invite' || options.copy) && !unit.docuSignTemplateId.trim())
    throw new AppError(ErrorCode.Rule, messages.docuSignTemplate);
  if (wordingFields.some((field) => !unit[field]?.trim()))
    throw new AppError(ErrorCode.Rule, messages.wording);
}

/** The built-in form (form_family) of a new record of the kind for a unit (a division: of its company). */
export const newRecordFormFamily = (kind: SubmissionKind, unit: UnitRow, company: UnitRow): string =>
  formFamilyFor(kind.form, {
    code: unit.code,
    emailTemplate: unit.emailTemplate,
    parentCode: unit.kind === 'division' ? company.code : undefined,
  });
