import type { ValidateFunction } from 'ajv';
import { createAjv } from '../ajv';
import { toFieldErrors } from './field-errors';
import { normalizeValue } from './normalize';
import type { FormData, FormDefinition } from './types';
import { draftSchema, stepSchema } from './variants';

export { normalize } from './normalize';
export { toFieldErrors } from './field-errors';

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
