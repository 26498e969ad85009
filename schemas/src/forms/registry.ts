import { activationCpg } from './definitions/activation-cpg';
import { activationUwl } from './definitions/activation-uwl';
import { applicationEight } from './definitions/application-eight';
import { applicationLight } from './definitions/application-light';
import { applicationSix, applicationSixCpg } from './definitions/application-six';
import { withTitles } from './labels';
import type { FormDefinition, FormKey, FormKind } from './types';

export type { FormDefinition, FormKey, FormKind, FormStep, JsonSchema } from './types';

const titled = (definition: FormDefinition): FormDefinition => ({
  ...definition,
  schema: withTitles(definition.schema),
});

const DEFINITIONS: Record<FormKey, FormDefinition> = {
  'activation-cpg': titled(activationCpg),
  'activation-uwl': titled(activationUwl),
  'application-six': titled(applicationSix),
  'application-six-cpg': titled(applicationSixCpg),
  'application-eight': titled(applicationEight),
  'application-light': titled(applicationLight),
};

export const FORM_KEYS = Object.keys(DEFINITIONS) as FormKey[];

export function isFormKey(value: unknown): value is FormKey {
  return typeof value === 'string' && value in DEFINITIONS;
}

export function getFormDefinition(key: FormKey): FormDefinition {
  const definition = DEFINITIONS[key];
  if (!definition) throw new Error(`Unknown form key: ${String(key)}`);
  return definition;
}

/**
 * The definition of a form key: `{ key, form, title, schema, steps, signStep }` (the JSON Schema itself is
 * `.schema`). Kept under this name because the portal and the renderer load definitions through it.
 */
export function getFormSchema(key: FormKey): FormDefinition {
  return getFormDefinition(key);
}

const UWL_FAMILY = ['UWL', 'WDS'];

/**
 * Which built-in form a unit uses: UWL / WDS email templates (or codes) get the eight-step application and
 * the UWL activation; the CPG template, CPG itself or a division of CPG get the CPG variants; every other
 * unit gets the six-step application and the CPG-style activation.
 */
export function formFamilyFor(
  form: FormKind,
  unit: { code: string; emailTemplate: string | null; parentCode?: string },
): FormKey {
  const template = (unit.emailTemplate ?? '').toUpperCase();
  const code = unit.code.toUpperCase();
  const uwl = UWL_FAMILY.includes(template) || (!template && UWL_FAMILY.includes(code));
  const cpg = template === 'CPG' || code === 'CPG' || unit.parentCode?.toUpperCase() === 'CPG';
  if (form === 'customer-activation') return uwl ? 'activation-uwl' : 'activation-cpg';
  if (uwl) return 'application-eight';
  return cpg ? 'application-six-cpg' : 'application-six';
}
