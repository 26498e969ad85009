import type { ErrorObject, ValidateFunction } from 'ajv';
import { createAjv } from '../ajv';
import { normalizeValue } from './normalize';
import type { FormData, FormDefinition } from './types';
import { draftSchema, stepSchema } from './variants';

export { normalize } from './normalize';

export type ValidationMode = 'draft' | 'submit' | { step: string };

export interface ValidationResult {
  valid: boolean;
  /** JSON-pointer path of the field ('/address/city', '/tradeRefInfo/1/phone') -> its first message */
  errors: Record<string, string>;
}

export interface ValidateOptions {
  /** paths whose errors are ignored (an existing account number until it is edited) */
  skip?: string[];
}

let ajv: ReturnType<typeof createAjv> | undefined;
/** Compiled once per definition object and mode (built-in definitions and published versions alike). */
const compiled = new WeakMap<FormDefinition, Map<string, ValidateFunction>>();

function validatorFor(definition: FormDefinition, mode: ValidationMode): ValidateFunction {
  const id = typeof mode === 'string' ? mode : `step:${mode.step}`;
  let byMode = compiled.get(definition);
  if (!byMode) compiled.set(definition, (byMode = new Map()));
  let validate = byMode.get(id);
  if (!validate) {
    const schema =
      mode === 'submit'
        ? definition.schema
        : mode === 'draft'
          ? draftSchema(definition.schema)
          : stepSchema(definition, mode.step);
    ajv ??= createAjv();
    validate = ajv.compile(schema);
    byMode.set(id, validate);
  }
  return validate;
}

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

/**
 * Validates form data after normalising it: 'draft' checks formats only, 'submit' everything, or one step.
 * Compiled once per definition object: keep the object (the API's resolver caches each version's).
 */
export function validateForm(
  definition: FormDefinition,
  data: FormData,
  mode: ValidationMode = 'submit',
  options: ValidateOptions = {},
): ValidationResult {
  const validate = validatorFor(definition, mode);
  validate(normalizeValue(definition.schema, data ?? {}));
  const errors = toFieldErrors(validate.errors, options.skip);
  return { valid: Object.keys(errors).length === 0, errors };
}
