import type { RJSFSchema } from '@rjsf/utils';
import { collectErrors, type FieldErrors } from '../errors/collect';
import { hasErrorsIn } from '../errors/visible';
import type { FormData, FormStep, FormValidator } from '../types';

/** Index of the first step whose fields have errors, or `fallback` when every step validates. */
export function firstStepWithErrors(steps: FormStep[], errors: FieldErrors, fallback: number): number {
  const index = steps.findIndex((s) => hasErrorsIn(errors, s.fields));
  return index === -1 ? fallback : index;
}

/**
 * The generic starting step (DESIGN.md §6: a step is complete when its part of the schema validates; the
 * wizard opens at the first incomplete one), never past the signing step.
 */
export function firstIncompleteStep(
  validator: FormValidator,
  schema: RJSFSchema,
  steps: FormStep[],
  data: FormData,
  signStep: number,
): number {
  return Math.min(firstStepWithErrors(steps, collectErrors(validator, schema, data), signStep), signStep);
}
