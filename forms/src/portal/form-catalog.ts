import { createValidator, type FormDefinitionLike, type FormValidator, type WizardProps } from '@cp/renderer';
import { withDefaults } from '@cp/schemas/forms/defaults';
import { getFormSchema, isFormKey, type FormDefinition, type FormKey } from '@cp/schemas/forms/registry';
import { deriveStartStep } from '@cp/schemas/forms/steps';

type UiSchema = NonNullable<WizardProps['uiSchema']>;

/** The UI schema of every form key (forms/src/definitions/<key>.ts, written with the schemas). */
const uiModules = import.meta.glob<{ uiSchema: UiSchema }>(
  ['../definitions/*.ts', '!../definitions/*.test.ts'],
  {
    eager: true,
  },
);

export interface LoadedForm {
  key: FormKey;
  definition: FormDefinition & FormDefinitionLike;
  uiSchema: UiSchema;
}

/**
 * The form the API says the record uses (`formKey`), never a choice made from the division's name in a
 * component (DESIGN.md §6). An unknown key is an error the fallback page reports.
 */
export function loadForm(formKey: string, unitName = ''): LoadedForm {
  if (!isFormKey(formKey)) throw new Error(`Unknown form "${formKey}".`);
  // The schemas package types its JSON Schema loosely; the engine reads it as RJSF's schema type.
  const definition = getFormSchema(formKey) as FormDefinition & FormDefinitionLike;
  const uiSchema = uiModules[`../definitions/${formKey}.ts`]?.uiSchema ?? {};
  return { key: formKey, definition, uiSchema: withUnitName(uiSchema, unitName) as UiSchema };
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
export function initialData(key: FormKey, data: Record<string, unknown>): Record<string, unknown> {
  return withDefaults(key, data);
}

/** customer-portal.md §4: the wizard opens at the first incomplete step (the signing step at the latest). */
export function startStepFor(key: FormKey, data: Record<string, unknown>): number {
  return deriveStartStep(key, data);
}

let validator: FormValidator | undefined;
/** One validator for the whole app, built from the same ajv extension as the server's. */
export function formValidator(): FormValidator {
  validator ??= createValidator();
  return validator;
}
