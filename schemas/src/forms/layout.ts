/**
 * The one layout tree of a definition (types.ts `FormLayout`, modelled on JSON Forms' UI schema) and what is
 * derived from it: the renderer's steps and the UI schema's 'ui:order' of every object it lays out. Nothing
 * else declares or stores the order of fields (ARCHITECTURE.md 'Form definitions').
 */
import type {
  FormLayout,
  FormStep,
  LayoutControl,
  LayoutElement,
  LayoutGroup,
  LayoutStep,
  UiSchema,
} from './types';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The last name of a field path ('/address/city' → 'city'). */
export const nameOf = (scope: string) => scope.slice(scope.lastIndexOf('/') + 1);

/** The path holding a field ('/address/city' → '/address'; a field of a list's items → the list's path + '/*'). */
export const parentOf = (scope: string) => scope.slice(0, scope.lastIndexOf('/'));

/** A step's name for a control: the top-level property name, or a dotted path for a deeper one. */
export const stepFieldOf = (scope: string) => scope.replace(/^\//, '').replace(/\//g, '.');

/** The control path of a step field ('bankInfo.duns' → '/bankInfo/duns'). */
export const scopeOfStepField = (field: string) => `/${field.replace(/^\//, '').replace(/\./g, '/')}`;

export const isGroup = (e: LayoutElement): e is LayoutGroup => e.type === 'Group';

/** The controls of a step in order, those inside its groups in place. */
export const controlsOf = (step: LayoutStep): LayoutControl[] =>
  step.elements.flatMap((e) => (isGroup(e) ? e.elements : [e]));

/** Every control of the tree, nested ones after their parent, in order. */
export function allControls(layout: FormLayout): LayoutControl[] {
  const out: LayoutControl[] = [];
  const visit = (c: LayoutControl) => {
    out.push(c);
    c.elements?.forEach(visit);
  };
  layout.elements.forEach((step) => controlsOf(step).forEach(visit));
  return out;
}

/** The UI schema without any 'ui:order' (what is stored beside the tree). */
export function stripOrder(ui: UiSchema): UiSchema {
  const out: UiSchema = {};
  for (const [key, value] of Object.entries(ui))
    if (key !== 'ui:order') out[key] = isObj(value) && !key.startsWith('ui:') ? stripOrder(value) : value;
  return out;
}

/** The UI node of a field path, created when missing ('/a/*' → ui.a.items). */
function uiNode(ui: Obj, path: string): Obj {
  let node = ui;
  for (const part of path.split('/').filter(Boolean)) {
    const key = part === '*' ? 'items' : part;
    if (!isObj(node[key])) node[key] = {};
    node = node[key] as Obj;
  }
  return node;
}

/** Order each object the tree lays out: its controls' names, then '*' (fields the tree does not name). */
function writeOrder(ui: Obj, control: LayoutControl): void {
  const children = control.elements ?? [];
  if (!children.length) return;
  uiNode(ui, parentOf(children[0].scope))['ui:order'] = [...children.map((c) => nameOf(c.scope)), '*'];
  children.forEach((c) => writeOrder(ui, c));
}

function stepOf(step: LayoutStep): FormStep {
  const groups = step.elements
    .filter(isGroup)
    .map((g) => ({ label: g.label, fields: g.elements.map((c) => stepFieldOf(c.scope)) }));
  return {
    id: step.id,
    title: step.label,
    fields: controlsOf(step).map((c) => stepFieldOf(c.scope)),
    ...(step.optional ? { optional: true } : {}),
    ...(step.clearOnBack ? { clearOnBack: [...step.clearOnBack] } : {}),
    ...(groups.length ? { groups } : {}),
  };
}

export interface DerivedLayout {
  steps: FormStep[];
  /** the UI schema with the tree's 'ui:order' on the root and every object the tree lays out */
  uiSchema: UiSchema;
  /** the step marked `sign`, else the one before the last (the review step) */
  signStep: number;
}

/**
 * The renderer's steps and UI orders from the tree (pure). The root's 'ui:order' is every step's top-level
 * fields in order; a '*' at the end of each order keeps a field the tree does not name rendered (RJSF refuses
 * an order that misses a property) rather than failing the form.
 */
export function deriveLayout(layout: FormLayout, uiSchema: UiSchema): DerivedLayout {
  const ui = stripOrder(uiSchema);
  const steps = layout.elements.map(stepOf);
  const top: string[] = [];
  for (const step of layout.elements)
    for (const c of controlsOf(step)) {
      const name = c.scope.split('/')[1];
      if (name && !top.includes(name)) top.push(name);
      writeOrder(ui, c);
    }
  const sign = layout.elements.findIndex((s) => s.sign);
  return {
    steps,
    uiSchema: { 'ui:order': [...top, '*'], ...ui },
    signStep: sign >= 0 ? sign : Math.max(0, steps.length - 2),
  };
}

/**
 * The fields under `holder` (an object's path, or a list's path and '/*') in the order the form shows them:
 * the tree's, then any it does not name in their given order, as the '*' of the derived 'ui:order' puts them.
 */
export function fieldOrder(layout: FormLayout, holder: string, names: string[]): string[] {
  const control = allControls(layout).find(
    (c) => c.elements?.length && parentOf(c.elements[0].scope) === holder,
  );
  const listed = (control?.elements ?? []).map((c) => nameOf(c.scope)).filter((n) => names.includes(n));
  return [...listed, ...names.filter((n) => !listed.includes(n))];
}
