// The module itself, not the package's index: the index also builds RJSF's default (compiling) validator at load,
// which would bring ajv's compiler into the customer pages.
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { hashForSchema, ID_KEY, JUNK_OPTION_ID, type RJSFSchema } from '@rjsf/utils';
import {
  conditionExport,
  conditionsOf,
  exported,
  SUBMIT_EXPORT,
  type ValidatorModule,
} from '@cp/schemas/forms/precompiled';
import type { FormData, FormValidator } from './types';

/**
 * The customer pages' validator (issue 17): RJSF's precompiled ajv 8 validator over a definition's validator
 * module (schemas forms/standalone.ts, served by the API), the functions the server's own ajv set-up generated
 * from the same schema. No ajv compiler runs in the browser, so the pages need no 'unsafe-eval'.
 *
 * RJSF finds a function by the hash of the schema it validates with: the whole schema (the engine's validation,
 * `rawValidation`) and each `if` condition (which fields show, `isValid`); both sides list the conditions the
 * same way (`conditionsOf`).
 */
export function createPrecompiledFormValidator(module: ValidatorModule, schema: RJSFSchema): FormValidator {
  const functions: ValidatorFunctions = {};
  conditionsOf(schema).forEach((condition, index) => {
    functions[hashForSchema(condition as RJSFSchema)] = exported(module, conditionExport(index));
  });
  functions[hashForSchema(schema)] = exported(module, SUBMIT_EXPORT);
  const whole = createPrecompiledValidator<FormData, RJSFSchema>(functions, schema);
  // RJSF asks about the same condition objects on every keystroke: their function is found by hash once per object
  // (hashing serialises the condition) and kept while the object lives.
  const known = new WeakMap<object, (data: unknown) => boolean>();
  return {
    validateFormData: (...args) => whole.validateFormData(...args),
    rawValidation: (...args) => whole.rawValidation(...args),
    // A wizard step's form gets a slice of the schema (form/stepSchema.ts: no `$ref`, its conditions are the whole
    // schema's own objects), so a condition is looked up against the whole schema it was generated from.
    isValid: (condition, formData) => {
      if (condition[ID_KEY] === JUNK_OPTION_ID) return false;
      const validate = known.get(condition);
      if (validate) return validate(formData);
      const found = functions[String(condition[ID_KEY] ?? hashForSchema(condition))];
      if (!found) return whole.isValid(condition, formData, schema); // RJSF's own error for an unknown schema
      known.set(condition, found);
      return found(formData);
    },
  };
}
