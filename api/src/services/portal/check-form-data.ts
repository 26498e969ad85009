/**
 * Server-side validation of what a link holder sends, with the same compiled schemas as the browser
 * (DESIGN.md §6): unknown fields dropped, normalised (upper case, digits only, trim, blanks dropped),
 * then validated fully on submit or format-only for drafts. Failures carry the per-field messages the
 * form shows on its fields.
 */
import { normalize } from '@cp/schemas/forms/normalize';
import { isFormKey } from '@cp/schemas/forms/registry';
import { validateForm } from '@cp/schemas/forms/validate';
import { FILL_REQUIRED_FIELDS } from '@cp/schemas/messages/portal';
import { AppError, ErrorCode } from '../../errors';
import { pruneUnknown } from './prune-unknown';

export const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export function checkFormData(
  formKey: string,
  data: Record<string, unknown>,
  mode: 'draft' | 'submit',
): Record<string, unknown> {
  // form_family is written only by the server; an unknown one is a broken record, not bad input.
  if (!isFormKey(formKey)) throw new AppError(ErrorCode.Internal);
  const normalized = normalize(formKey, pruneUnknown(formKey, data));
  const result = validateForm(formKey, normalized, mode);
  if (!result.valid) {
    throw new AppError(ErrorCode.Validation, FILL_REQUIRED_FIELDS, { fields: result.errors });
  }
  return normalized;
}

/** The body's `data` object, or a validation error when it is missing or not an object. */
export function bodyData(body: unknown): Record<string, unknown> {
  const data = isPlainObject(body) ? body.data : undefined;
  if (!isPlainObject(data)) throw new AppError(ErrorCode.Validation, FILL_REQUIRED_FIELDS, { fields: {} });
  return data;
}
