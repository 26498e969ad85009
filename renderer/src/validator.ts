import { customizeValidator, type CustomValidatorOptionsType } from '@rjsf/validator-ajv8';
import { AJV_OPTIONS, createAjv, extendAjv } from '@cp/schemas/ajv';
import type { FormValidator } from './types';

/**
 * RJSF bundles its own copy of ajv, but ajv-errors and ajv-keywords generate code with the schemas package's
 * copy, and ajv's code generator only understands its own objects. So RJSF is handed the schemas package's
 * Ajv class: one ajv, one set of keywords, on both sides.
 */
const schemasAjv = () => createAjv().constructor as NonNullable<CustomValidatorOptionsType['AjvClass']>;

/**
 * A validator that compiles schemas in the page (`new Function`): the console, the playground and tests. The
 * customer pages use the precompiled one instead (precompiled.ts), which needs no 'unsafe-eval'.
 *
 * RJSF's ajv 8 validator extended by the schemas package's `extendAjv`, the very
 * keywords, formats and messages the server uses. The engine never builds ajv rules of its own; the app
 * creates this once and passes it to <SchemaForm>/<Wizard>.
 */
export function createValidator(): FormValidator {
  return customizeValidator({
    AjvClass: schemasAjv(),
    extenderFn: extendAjv,
    // extendAjv adds ajv-formats itself; letting RJSF add them too would define formatMaximum twice.
    ajvFormatOptions: false,
    // The server's options, with its linear-time pattern engine (schemas regexp.ts): no pattern can stall the page.
    ajvOptionsOverrides: { allErrors: true, $data: true, strict: false, code: AJV_OPTIONS.code },
  }) as FormValidator;
}
