import { customizeValidator } from '@rjsf/validator-ajv8';
import { extendAjv } from '@cp/schemas/ajv';
import type { FormValidator } from './types';

/**
 * The browser's validator: RJSF's ajv 8 validator extended by the schemas package's `extendAjv`, the very
 * keywords, formats and messages the server uses. The engine never builds ajv rules of its own; the app
 * creates this once and passes it to <SchemaForm>/<Wizard>.
 */
export function createValidator(): FormValidator {
  return customizeValidator({
    extenderFn: extendAjv,
    // extendAjv adds ajv-formats itself; letting RJSF add them too would define formatMaximum twice.
    ajvFormatOptions: false,
    ajvOptionsOverrides: { allErrors: true, $data: true, strict: false },
  }) as FormValidator;
}
