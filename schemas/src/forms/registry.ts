import { activationCpg } from './definitions/activation-cpg';
import { activationUwl } from './definitions/activation-uwl';
import { applicationEight } from './definitions/application-eight';
import { applicationLight } from './definitions/application-light';
import { applicationSix, applicationSixCpg } from './definitions/application-six';
import { bankReference } from './definitions/bank-reference';
import { tradeReference } from './definitions/trade-reference';
import { activationCpgUi } from './definitions/ui/activation-cpg';
import { activationUwlUi } from './definitions/ui/activation-uwl';
import { applicationEightUi } from './definitions/ui/application-eight';
import { applicationLightUi } from './definitions/ui/application-light';
import { applicationSixUi } from './definitions/ui/application-six';
import { applicationSixCpgUi } from './definitions/ui/application-six-cpg';
import { bankReferenceUi, tradeReferenceUi } from './definitions/ui/reference';
import { formatsOf, labelsOf } from './describe';
import { withTitles } from './labels';
import { definitionFrom } from './stored';
import type {
  CustomerFormKey,
  CustomerFormKind,
  FormDefinition,
  FormKey,
  FormSource,
  ReferenceFormKey,
  UiSchema,
} from './types';

export type {
  CustomerFormKey,
  CustomerFormKind,
  FormDefinition,
  FormKey,
  FormKind,
  FormStep,
  JsonSchema,
  ReferenceFormKey,
  UiSchema,
} from './types';

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

const CUSTOMER_DEFINITIONS: Record<CustomerFormKey, FormDefinition> = {
  'activation-cpg': builtIn(activationCpg, activationCpgUi),
  'activation-uwl': builtIn(activationUwl, activationUwlUi),
  'application-six': builtIn(applicationSix, applicationSixUi),
  'application-six-cpg': builtIn(applicationSixCpg, applicationSixCpgUi),
  'application-eight': builtIn(applicationEight, applicationEightUi),
  'application-light': builtIn(applicationLight, applicationLightUi),
};
const REFERENCE_DEFINITIONS: Record<ReferenceFormKey, FormDefinition> = {
  'trade-reference': builtIn(tradeReference, tradeReferenceUi),
  'bank-reference': builtIn(bankReference, bankReferenceUi),
};
const DEFINITIONS: Record<FormKey, FormDefinition> = { ...CUSTOMER_DEFINITIONS, ...REFERENCE_DEFINITIONS };

/**
 * The customers' form families: what the portal, the playground, the PDF and the forms' own tests go through.
 * The reference answer forms are not among them (REFERENCE_FORM_KEYS): no unit invites a customer to one.
 */
export const FORM_KEYS = Object.keys(CUSTOMER_DEFINITIONS) as CustomerFormKey[];
export const REFERENCE_FORM_KEYS = Object.keys(REFERENCE_DEFINITIONS) as ReferenceFormKey[];

/** Version 1 of every built-in family (the customers' and the reference answer forms), the rows the API seeds. */
export const BUILT_IN_DEFINITIONS: readonly FormDefinition[] = Object.values(DEFINITIONS);

export function isFormKey(value: unknown): value is FormKey {
  return typeof value === 'string' && value in DEFINITIONS;
}

/** A customer form's definition: its kind is one a submission can have. */
export type CustomerFormDefinition = FormDefinition & { form: CustomerFormKind };

/** Version 1 of a built-in family (tests, samples, the playground; the API reads the stored versions). */
export function getFormDefinition(key: CustomerFormKey): CustomerFormDefinition;
export function getFormDefinition(key: FormKey): FormDefinition;
export function getFormDefinition(key: FormKey): FormDefinition {
  const definition = DEFINITIONS[key];
  if (!definition) throw new Error(`Unknown form key: ${String(key)}`);
  return definition;
}
