import type { ErrorObject } from 'ajv';

/**
 * ajv errors -> the field errors the forms show. No ajv compiler here: the server (validate.ts) and the
 * precompiled validator modules the customer pages load (precompiled.ts) read errors the same way.
 */

/** Which message wins when a field has several errors: missing first, then characters, then format, then size. */
const PRIORITY: Record<string, number> = {
  required: 0,
  minLength: 1,
  exclusiveMinimum: 1,
  const: 1,
  minItems: 1,
  type: 2,
  'x-forbid': 3,
  'x-digitsOnly': 3,
  'x-noDigits': 4,
  pattern: 5,
  'x-phoneUS': 5,
  'x-phoneIntl': 5,
  'x-postcode': 5,
  format: 5,
  enum: 5,
  maxLength: 6,
  maximum: 6,
  'x-uniqueBy': 7,
};
const IGNORED = new Set(['if', 'anyOf', 'allOf']);

interface Located {
  path: string;
  keyword: string;
  message: string;
}

function locate(error: ErrorObject): Located | undefined {
  let { keyword, instancePath: path } = error;
  let original: ErrorObject = error;
  if (keyword === 'errorMessage') {
    original = (error.params as { errors: ErrorObject[] }).errors[0] ?? error;
    keyword = original.keyword;
  }
  if (IGNORED.has(keyword)) return undefined;
  if (keyword === 'required')
    path = `${path}/${(original.params as { missingProperty: string }).missingProperty}`;
  return { path, keyword, message: error.message ?? '' };
}

/** Turns ajv errors (with ajv-errors messages) into path -> first message, the shape the forms show. */
export function toFieldErrors(
  errors: ErrorObject[] | null | undefined,
  skip: string[] = [],
): Record<string, string> {
  const best = new Map<string, Located>();
  for (const error of errors ?? []) {
    const found = locate(error);
    if (!found || skip.includes(found.path)) continue;
    const current = best.get(found.path);
    if (!current || (PRIORITY[found.keyword] ?? 9) < (PRIORITY[current.keyword] ?? 9))
      best.set(found.path, found);
  }
  return Object.fromEntries([...best].map(([path, { message }]) => [path, message]));
}
