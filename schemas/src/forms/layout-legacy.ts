/**
 * Versions stored before the layout tree kept their layout in two places: `steps` (which fields each step
 * holds) and the UI schema's 'ui:order' (the order the form shows them in). Published versions are immutable,
 * so they are read through this conversion rather than rewritten: the tree takes each step's fields in the
 * order the form showed them and each object's fields in its shown order (ARCHITECTURE.md 'Form definitions').
 */
import { propertiesOf } from './describe';
import { scopeOfStepField } from './layout';
import { fieldSchemaAt } from './schema-walk';
import type { FormLayout, FormStep, JsonSchema, LayoutControl, UiSchema } from './types';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The order RJSF shows `names` in under a 'ui:order' (@rjsf/utils orderProperties): the listed names that
 * exist, the others where the '*' stands (at the end when there is none, where RJSF would refuse the form).
 */
export function shownOrder(names: string[], order: unknown): string[] {
  if (!Array.isArray(order)) return names;
  const listed = [...new Set(order.filter((n): n is string => n === '*' || names.includes(n as string)))];
  const rest = names.filter((n) => !listed.includes(n));
  const star = listed.indexOf('*');
  if (star < 0) return [...listed, ...rest];
  return [...listed.slice(0, star), ...rest, ...listed.slice(star + 1)];
}

/** The UI node of a field path ('/a/*' → ui.a.items), or an empty one. */
function uiAt(ui: UiSchema, path: string): Obj {
  let node: unknown = ui;
  for (const part of path.split('/').filter(Boolean))
    node = isObj(node) ? node[part === '*' ? 'items' : part] : undefined;
  return isObj(node) ? node : {};
}

/** A control, with its own fields when the stored UI schema ordered them (else the schema's order stands). */
function control(schema: JsonSchema, ui: UiSchema, scope: string): LayoutControl {
  const node = fieldSchemaAt(schema, scope);
  const inner = node?.type === 'array' ? `${scope}/*` : scope;
  const container = inner === scope ? node : fieldSchemaAt(schema, inner);
  const order = uiAt(ui, inner)['ui:order'];
  if (!container || !Array.isArray(order)) return { type: 'Control', scope };
  const names = shownOrder(Object.keys(propertiesOf(container)), order);
  return { type: 'Control', scope, elements: names.map((n) => control(schema, ui, `${inner}/${n}`)) };
}

export interface LegacyLayout {
  schema: JsonSchema;
  uiSchema: UiSchema;
  steps: FormStep[];
  /** the stored signing step; absent: the one before the last */
  signStep?: number | null;
  /** whether the form showed the welcome page */
  welcome?: boolean;
}

/** The families that greeted a new applicant with the welcome page before the layout tree said so. */
const WELCOME_FAMILIES = ['application-eight', 'application-light'];
export const legacyWelcome = (family: string) => WELCOME_FAMILIES.includes(family);

export function layoutFromLegacy(legacy: LegacyLayout): FormLayout {
  const { schema, uiSchema, steps } = legacy;
  const root = shownOrder(Object.keys(propertiesOf(schema)), uiSchema['ui:order']);
  const rank = (field: string) => {
    const i = root.indexOf(field.replace(/^\//, '').split(/[./]/)[0]);
    return i < 0 ? root.length : i;
  };
  const sign = legacy.signStep ?? Math.max(0, steps.length - 2);
  return {
    type: 'Categorization',
    ...(legacy.welcome ? { welcome: true } : {}),
    elements: steps.map((step, i) => ({
      type: 'Category',
      id: step.id,
      label: step.title,
      ...(step.optional ? { optional: true } : {}),
      ...(step.clearOnBack ? { clearOnBack: [...step.clearOnBack] } : {}),
      ...(i === sign ? { sign: true } : {}),
      // Array.prototype.sort is stable: fields under one top-level name keep their stored order.
      elements: [...step.fields]
        .sort((a, b) => rank(a) - rank(b))
        .map((f) => control(schema, uiSchema, scopeOfStepField(f))),
    })),
  };
}
