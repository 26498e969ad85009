import type { FormData, FormDefinition } from './types';
import { uneditedPaths } from './unedited';
import { validateForm } from './validate';

/**
 * Wizard progress derived from data (customer-portal.md §4): a step is complete when its part of the schema
 * validates; the wizard opens at the first incomplete step, at the latest on the signing step (a signed
 * but unsubmitted application opens on the signing step again), or on the last step once submitted.
 */

export interface DeriveOptions {
  /** the application was submitted: open the review / submitted view */
  submitted?: boolean;
}

/**
 * Loaded data is unedited: a value at one of the definition's `skipUntilEdited` paths (an existing account
 * number, §4) is not validated.
 */
export function isStepComplete(definition: FormDefinition, stepId: string, data: FormData): boolean {
  const skip = uneditedPaths(definition.skipUntilEdited, data, data);
  return validateForm(definition, data, { step: stepId }, { skip }).valid;
}

export function deriveStartStep(
  definition: FormDefinition,
  data: FormData,
  options: DeriveOptions = {},
): number {
  const { steps, signStep } = definition;
  if (options.submitted) return steps.length - 1;
  for (let index = 0; index < signStep; index++) {
    if (!isStepComplete(definition, steps[index].id, data)) return index;
  }
  return signStep;
}
