import type { FormDefinitionLike, WizardProps } from '@cp/renderer';
import { withDefaults } from '@cp/schemas/forms/defaults';
import type { FormDefinition } from '@cp/schemas/forms/types';

type UiSchema = NonNullable<WizardProps['uiSchema']>;

export interface LoadedForm {
  /** the form family ('application-eight') */
  key: string;
  definition: FormDefinition & FormDefinitionLike;
  uiSchema: UiSchema;
}

/**
 * The form a record uses: the definition (schema, UI schema, steps) of the version it was invited on, as
 * the API delivers it with the record (issue 16), never a choice made from the division's name in a
 * component (DESIGN.md §6) and never a copy bundled into the app. A record without one is an error the
 * fallback page reports.
 */
export function loadForm(definition: FormDefinition | undefined, unitName = ''): LoadedForm {
  if (!definition) throw new Error('The record came without its form definition.');
  return {
    key: definition.family,
    // The schemas package types its JSON Schema loosely; the engine reads it as RJSF's schema type.
    definition: definition as FormDefinition & FormDefinitionLike,
    uiSchema: withUnitName(definition.uiSchema, unitName) as UiSchema,
  };
}

/** Every '{unit}' in the UI schema's words becomes the unit's own name ('Will WDS handle …', not 'UWL'). */
function withUnitName(value: unknown, unitName: string): unknown {
  if (typeof value === 'string') return value.replaceAll('{unit}', unitName || 'we');
  if (Array.isArray(value)) return value.map((v) => withUnitName(v, unitName));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withUnitName(v, unitName)]));
  return value;
}

/** The stored data with the defaults of customer-portal.md §3 (country, method, ownership, three references). */
export function initialData(form: LoadedForm, data: Record<string, unknown>): Record<string, unknown> {
  return withDefaults(form.definition, data);
}
