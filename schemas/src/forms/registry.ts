import { activationCpg } from './definitions/activation-cpg';
import { activationUwl } from './definitions/activation-uwl';
import { applicationEight } from './definitions/application-eight';
import { applicationLight } from './definitions/application-light';
import { applicationSix, applicationSixCpg } from './definitions/application-six';
import { activationCpgUi } from './definitions/ui/activation-cpg';
import { activationUwlUi } from './definitions/ui/activation-uwl';
import { applicationEightUi } from './definitions/ui/application-eight';
import { applicationLightUi } from './definitions/ui/application-light';
import { applicationSixUi } from './definitions/ui/application-six';
import { applicationSixCpgUi } from './definitions/ui/application-six-cpg';
import { formatsOf, labelsOf } from './describe';
import { withTitles } from './labels';
import { definitionFrom } from './stored';
import type { FormDefinition, FormKey, FormSource, UiSchema } from './types';

export type { FormDefinition, FormKey, FormKind, FormStep, JsonSchema, UiSchema } from './types';

/**
 * Version 1 of each built-in form family: the repository's definitions, which the API seeds into
 * form_definitions (api/src/forms/seed-definitions.ts). At run time the API and the portal use the rows
 * (a submission's pinned version); these objects are the seed, the tests' fixtures and the playground's forms.
 */
function builtIn(source: FormSource, uiSchema: UiSchema): FormDefinition {
  const { key, ...rest } = source;
  const schema = withTitles(source.schema);
  return definitionFrom({
    ...rest,
    family: key,
    version: 1,
    schema,
    uiSchema,
    labels: labelsOf(schema),
    formats: formatsOf(schema),
  });
}

const DEFINITIONS: Record<FormKey, FormDefinition> = {
  'activation-cpg': builtIn(activationCpg, activationCpgUi),
  'activation-uwl': builtIn(activationUwl, activationUwlUi),
  'application-six': builtIn(applicationSix, applicationSixUi),
  'application-six-cpg': builtIn(applicationSixCpg, applicationSixCpgUi),
  'application-eight': builtIn(applicationEight, applicationEightUi),
  'application-light': builtIn(applicationLight, applicationLightUi),
};

export const FORM_KEYS = Object.keys(DEFINITIONS) as FormKey[];

/** Version 1 of every built-in family, the rows the API seeds. */
export const BUILT_IN_DEFINITIONS: readonly FormDefinition[] = Object.values(DEFINITIONS);

export function isFormKey(value: unknown): value is FormKey {
  return typeof value === 'string' && value in DEFINITIONS;
}

/** Version 1 of a built-in family (tests, samples, the playground; the API reads the stored versions). */
export function getFormDefinition(key: FormKey): FormDefinition {
  const definition = DEFINITIONS[key];
  if (!definition) throw new Error(`Unknown form key: ${String(key)}`);
  return definition;
}
