import { getFormDefinition } from './registry';
import type { FormData, FormKey } from './types';
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

/** An account number that already exists is not validated until it is edited (§4). */
function skippedPaths(data: FormData): string[] {
  const bank = data.bankInfo as { accountNumber?: unknown } | undefined;
  return bank?.accountNumber ? ['/bankInfo/accountNumber'] : [];
}

export function isStepComplete(key: FormKey, stepId: string, data: FormData): boolean {
  return validateForm(key, data, { step: stepId }, { skip: skippedPaths(data) }).valid;
}

export function deriveStartStep(key: FormKey, data: FormData, options: DeriveOptions = {}): number {
  const { steps, signStep } = getFormDefinition(key);
  if (options.submitted) return steps.length - 1;
  for (let index = 0; index < signStep; index++) {
    if (!isStepComplete(key, steps[index].id, data)) return index;
  }
  return signStep;
}
