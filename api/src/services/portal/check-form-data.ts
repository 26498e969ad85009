/**
 * Server-side validation of what a link holder sends, with the same compiled schemas as the browser
 * (DESIGN.md §6): unknown fields dropped, normalised (upper case, digits only, trim, blanks dropped),
 * then validated fully on submit or format-only for drafts. Failures carry the per-field messages the
 * form shows on its fields. Like the browser, the errors of a `skipUntilEdited` path of the form (an
 * existing account number, customer-portal.md §4) are skipped while the value sent is the one stored.
 */
import { normalize } from '@cp/schemas/forms/normalize';
import type { FormDefinition } from '@cp/schemas/forms/types';
import { uneditedPaths } from '@cp/schemas/forms/unedited';
import { validateForm } from '@cp/schemas/forms/validate';
import { FILL_REQUIRED_FIELDS } from '@cp/schemas/messages/portal';
import { AppError, ErrorCode } from '../../errors';
import { pruneUnknown } from './prune-unknown';

export const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * `data` is the next document (the stored one with the sent fields laid over it), `stored` the record's
 * document in the database: a skip-until-edited value is compared as sent, before normalising, as the
 * browser compares what the customer typed with what it loaded.
 */
export function checkFormData(
  definition: FormDefinition,
  data: Record<string, unknown>,
  mode: 'draft' | 'submit',
  stored: Record<string, unknown> = {},
): Record<string, unknown> {
  const skip = uneditedPaths(definition.skipUntilEdited, stored, data);
  const normalized = normalize(definition, pruneUnknown(definition, data));
  const result = validateForm(definition, normalized, mode, { skip });
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
