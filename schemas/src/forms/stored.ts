/**
 * A definition from its stored parts (a form_definitions row, or a built-in source): the layout tree and
 * the defaults it declares — or, for a version stored before definitions declared them, the ones derived
 * from its steps, 'ui:order' and kind (layout-legacy.ts, defaults.ts) — and the steps, UI orders and
 * signing step derived from the tree (layout.ts).
 */
import type { DefinitionContent, DefinitionContentInput } from '../contracts/form-definitions';
import type { DisplayFormat } from '../formats';
import { legacyDefaults } from './defaults';
import { deriveLayout, stripOrder } from './layout';
import { layoutFromLegacy, legacyWelcome } from './layout-legacy';
import type { FormRoles } from './roles';
import type { FormData, FormDefinition, FormKind, FormLayout, FormStep, JsonSchema, UiSchema } from './types';

export interface StoredDefinition {
  form: FormKind;
  family: string;
  version: number;
  title: string;
  schema: JsonSchema;
  uiSchema: UiSchema;
  /** absent on a version stored before the tree */
  layout?: FormLayout | null;
  /** what such a version holds instead: its steps and signing step */
  steps?: FormStep[] | null;
  signStep?: number | null;
  /** absent on a version stored before definitions declared their defaults */
  defaults?: FormData | null;
  skipUntilEdited?: string[];
  /** absent on a version stored before definitions declared roles (the API fills them at start) */
  roles?: FormRoles | null;
  labels: Record<string, string>;
  formats: Record<string, DisplayFormat>;
}

/** What the editor edits of a stored version: the tree, the UI schema without orders, the defaults. */
export function storedContent(stored: Omit<StoredDefinition, 'version' | 'title' | 'labels' | 'formats'>) {
  const layout =
    stored.layout ??
    layoutFromLegacy({
      schema: stored.schema,
      uiSchema: stored.uiSchema,
      steps: stored.steps ?? [],
      signStep: stored.signStep,
      welcome: legacyWelcome(stored.family),
    });
  return {
    uiSchema: stripOrder(stored.uiSchema),
    layout,
    defaults: stored.defaults ?? legacyDefaults(stored.form, stored.schema),
    roles: stored.roles ?? {},
  };
}

/**
 * The content a client sent, as stored: its tree, or the tree of the steps and 'ui:order' it sent instead
 * (keeping `base`'s welcome page), its UI schema without orders, its defaults or `base`'s.
 */
export function contentFrom(
  input: DefinitionContentInput,
  base: { welcome?: boolean; defaults?: FormData; roles?: FormRoles } = {},
): DefinitionContent {
  const layout =
    input.layout ??
    layoutFromLegacy({
      schema: input.schema,
      uiSchema: input.uiSchema,
      steps: input.steps ?? [],
      welcome: base.welcome,
    });
  return {
    schema: input.schema,
    uiSchema: stripOrder(input.uiSchema),
    layout,
    defaults: input.defaults ?? base.defaults ?? {},
    roles: input.roles ?? base.roles ?? {},
  };
}

export function definitionFrom(stored: StoredDefinition): FormDefinition {
  const { layout, uiSchema, defaults, roles } = storedContent(stored);
  const derived = deriveLayout(layout, uiSchema);
  return {
    form: stored.form,
    family: stored.family,
    version: stored.version,
    title: stored.title,
    schema: stored.schema,
    uiSchema: derived.uiSchema,
    layout,
    steps: derived.steps,
    defaults,
    roles,
    labels: stored.labels,
    formats: stored.formats,
    signStep: derived.signStep,
    ...(stored.skipUntilEdited?.length ? { skipUntilEdited: stored.skipUntilEdited } : {}),
  };
}
