import type { ErrorObject } from 'ajv';
import type { IntlPhoneRule } from '../phone-postal';
import type { PatternCompiler } from '../regexp-deferred';
import { toFieldErrors } from './field-errors';
import { normalizeValue } from './normalize';
import { isWithin } from './pointers';
import { uneditedPaths } from './unedited';
import type { FormData, FormDefinition, JsonSchema } from './types';

/**
 * The browser's half of the precompiled validators (issue 17): a form definition's validator module, written by
 * standalone.ts on the server from ajv's standalone code, holds plain functions, so the customer pages validate
 * without ajv's compiler and without 'unsafe-eval'. This file has no ajv at run time (types only).
 *
 * What a module exports, by name:
 * - `submit`: the whole schema (what the server checks on submit; the engine's live validation);
 * - `condition<i>`: every `if` sub-schema of the schema, in document order (RJSF asks whether a condition holds
 *   to know which fields to show);
 * - `step<i>`: the schema of step i (variants.ts `stepSchema`: what makes a step complete, customer-portal.md §4),
 *   only for a step whose errors the whole schema's, kept to the step's fields, would not give exactly
 *   (variants.ts `stepNeedsOwnValidator`); the other steps read the whole schema's (`stepFieldErrors`);
 * - `setPatternEngine`: takes the RE2 engine the page loads after the form shows (regexp-deferred.ts).
 */

/** ajv's calling convention, without ajv: true when valid, else the errors on `.errors`. */
export interface PrecompiledValidate {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/** A loaded validator module: its exports by name. */
export type ValidatorModule = Readonly<Record<string, unknown>>;

export const SUBMIT_EXPORT = 'submit';
/** Hands the module its pattern engine once the page has loaded it (regexp-deferred.ts); absent in tests' modules. */
export const PATTERN_ENGINE_EXPORT = 'setPatternEngine';
/** Hands the module another country's phone rule once the page has it (phone-deferred.ts); absent in tests' modules. */
export const PHONE_ENGINE_EXPORT = 'setPhoneEngine';
export const conditionExport = (index: number) => `condition${index}`;
export const stepExport = (index: number) => `step${index}`;

/** Every `if` sub-schema (objects only), depth first in document order: both sides list them the same way. */
export function conditionsOf(schema: unknown, into: JsonSchema[] = []): JsonSchema[] {
  if (Array.isArray(schema)) schema.forEach((item) => conditionsOf(item, into));
  else if (schema && typeof schema === 'object')
    for (const [keyword, value] of Object.entries(schema)) {
      if (keyword === 'if' && value && typeof value === 'object' && !Array.isArray(value))
        into.push(value as JsonSchema);
      conditionsOf(value, into);
    }
  return into;
}

/** The module's function of that name; a module without it was generated from another definition. */
export function exported(module: ValidatorModule, name: string): PrecompiledValidate {
  const validate = module[name];
  if (typeof validate !== 'function') throw new Error(`The validator module has no "${name}" function.`);
  return validate as PrecompiledValidate;
}

/** Hands a loaded module its RE2 engine; a module compiled in process (tests) has RE2 already and no such export. */
export function setModulePatternEngine(module: ValidatorModule, engine: PatternCompiler): void {
  const set = module[PATTERN_ENGINE_EXPORT];
  if (typeof set === 'function') (set as (engine: PatternCompiler) => void)(engine);
}

export function setModulePhoneEngine(module: ValidatorModule, rule: IntlPhoneRule): void {
  const set = module[PHONE_ENGINE_EXPORT];
  if (typeof set === 'function') (set as (rule: IntlPhoneRule) => void)(rule);
}

/**
 * Where the server serves a definition's module (api/src/routes/form-validators.ts). A built-in definition is
 * version 1 of its family until definitions carry their own version.
 */
export function validatorModulePath(definition: Pick<FormDefinition, 'form' | 'family' | 'version'>): string {
  const { form, family, version } = definition;
  return `/forms/validators/${encodeURIComponent(form)}/${encodeURIComponent(family)}/${version}.js`;
}

/** The field errors (path -> message) of the whole schema on normalised data, unedited values skipped. */
function wholeFieldErrors(module: ValidatorModule, definition: FormDefinition, data: FormData) {
  const validate = exported(module, SUBMIT_EXPORT);
  validate(normalizeValue(definition.schema, data ?? {}));
  return toFieldErrors(validate.errors, uneditedPaths(definition.skipUntilEdited, data, data));
}

/**
 * steps.ts `isStepComplete`'s errors with the module's functions: the step's own function when the module has
 * one, else the whole schema's field errors inside the step's fields, which are the same messages on the same
 * paths when the module has no function of the step's (standalone.ts: variants.ts `stepNeedsOwnValidator`).
 * `whole`: the whole schema's field errors on the same data, when the caller has them already.
 */
export function stepFieldErrors(
  module: ValidatorModule,
  definition: FormDefinition,
  index: number,
  data: FormData,
  whole?: Record<string, string>,
): Record<string, string> {
  if (typeof module[stepExport(index)] === 'function') {
    const validate = exported(module, stepExport(index));
    validate(normalizeValue(definition.schema, data ?? {}));
    return toFieldErrors(validate.errors, uneditedPaths(definition.skipUntilEdited, data, data));
  }
  // The wizard's Next keeps a step's errors by the same rule (renderer errors/visible.ts `inScope`).
  const scope = definition.steps[index].fields;
  return Object.fromEntries(
    Object.entries(whole ?? wholeFieldErrors(module, definition, data)).filter(([path]) =>
      scope.some((field) => isWithin(path, field)),
    ),
  );
}

/** steps.ts `isStepComplete` with the module's functions: normalised data, unedited values skipped. */
export function isStepCompleteWith(
  module: ValidatorModule,
  definition: FormDefinition,
  index: number,
  data: FormData,
  whole?: Record<string, string>,
): boolean {
  return Object.keys(stepFieldErrors(module, definition, index, data, whole)).length === 0;
}

/** steps.ts `deriveStartStep` with the module's functions: the first incomplete step, the signing step at the latest. */
export function deriveStartStepWith(
  module: ValidatorModule,
  definition: FormDefinition,
  data: FormData,
  options: { submitted?: boolean } = {},
): number {
  const { steps, signStep } = definition;
  if (options.submitted) return steps.length - 1;
  // The whole schema is validated once, on the first step that has no function of its own.
  let whole: Record<string, string> | undefined;
  for (let index = 0; index < signStep; index++) {
    if (typeof module[stepExport(index)] !== 'function') whole ??= wholeFieldErrors(module, definition, data);
    if (!isStepCompleteWith(module, definition, index, data, whole)) return index;
  }
  return signStep;
}
