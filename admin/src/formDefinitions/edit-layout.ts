/**
 * The editor's changes to a draft's layout tree (schemas forms/types.ts `FormLayout`), as pure functions
 * (content in, new content out): add, rename and remove a step or section and a group inside one, move a
 * field up or down among its siblings or to another step or group, add a field to a step. The steps and every
 * 'ui:order' the renderer reads are derived from the tree (schemas forms/layout.ts), so these change nothing
 * else.
 */
import type { DefinitionContent } from '@cp/schemas/contracts/form-definitions';
import { propertiesOf } from '@cp/schemas/forms/describe';
import { controlsOf, isGroup, parentOf } from '@cp/schemas/forms/layout';
import { fieldSchemaAt } from '@cp/schemas/forms/schema-walk';
import type { LayoutControl, LayoutElement, LayoutStep } from '@cp/schemas/forms/types';

type Obj = Record<string, unknown>;
const copy = (c: DefinitionContent): DefinitionContent => structuredClone(c);

/** Where a control sits: the list holding it and its index there. */
interface Place {
  list: LayoutElement[];
  index: number;
}

function findIn(list: LayoutElement[], scope: string): Place | undefined {
  for (let index = 0; index < list.length; index++) {
    const e = list[index];
    if (!isGroup(e) && e.scope === scope) return { list, index };
    const inner = isGroup(e) ? findIn(e.elements, scope) : e.elements && findIn(e.elements, scope);
    if (inner) return inner;
  }
  return undefined;
}

const placeOf = (c: DefinitionContent, scope: string) => {
  for (const step of c.layout.elements) {
    const found = findIn(step.elements, scope);
    if (found) return found;
  }
  return undefined;
};

/** The control of an object (or list) field with its fields listed, in the schema's order when it had none. */
function withChildren(c: DefinitionContent, control: LayoutControl): LayoutControl[] {
  if (control.elements?.length) return control.elements;
  const node = fieldSchemaAt(c.schema, control.scope);
  const inner = node?.type === 'array' ? `${control.scope}/*` : control.scope;
  const holder = inner === control.scope ? node : fieldSchemaAt(c.schema, inner);
  control.elements = Object.keys(holder ? propertiesOf(holder) : {}).map((name) => ({
    type: 'Control' as const,
    scope: `${inner}/${name}`,
  }));
  return control.elements;
}

/** The control that lays out a nested field's parent ('/address/city' → the '/address' control). */
function parentControl(c: DefinitionContent, scope: string): LayoutControl | undefined {
  const holder = parentOf(scope);
  const owner = holder.endsWith('/*') ? holder.slice(0, -2) : holder;
  const found = placeOf(c, owner);
  const control = found?.list[found.index];
  return control && !isGroup(control) ? control : undefined;
}

/** Moves a field up (-1) or down (+1) among the fields beside it (its step, its group, or its object's). */
export function moveField(c: DefinitionContent, field: string, delta: -1 | 1): DefinitionContent {
  const next = copy(c);
  const nested = field.split('/').length > 2;
  const owner = nested ? parentControl(next, field) : undefined;
  if (owner) withChildren(next, owner);
  const found = placeOf(next, field);
  if (!found) return c;
  const { list, index } = found;
  const other = index + delta;
  if (other < 0 || other >= list.length) return c;
  [list[index], list[other]] = [list[other], list[index]];
  return next;
}

/** A top-level field to the end of a step, or of a group of that step. */
export function moveFieldTo(
  c: DefinitionContent,
  field: string,
  target: { step: number; group?: number },
): DefinitionContent {
  const next = copy(c);
  const found = placeOf(next, field);
  const step = next.layout.elements[target.step];
  const group = target.group === undefined ? undefined : step?.elements[target.group];
  if (!found || !step || (target.group !== undefined && (!group || !isGroup(group)))) return c;
  const [control] = found.list.splice(found.index, 1);
  (group && isGroup(group) ? group.elements : step.elements).push(control as LayoutControl);
  return next;
}

/** Where a field can be moved: every step, and every group of a step. */
export function moveTargets(c: DefinitionContent): Array<{ step: number; group?: number; label: string }> {
  return c.layout.elements.flatMap((step, i) => [
    { step: i, label: step.label },
    ...step.elements.flatMap((e, g) =>
      isGroup(e) ? [{ step: i, group: g, label: `${step.label} › ${e.label}` }] : [],
    ),
  ]);
}

/** An id for a new step: its label in camel case, made unique. */
function stepId(c: DefinitionContent, label: string): string {
  const words = label.match(/[A-Za-z0-9]+/g) ?? ['section'];
  const base = words
    .map((w, i) => (i ? w[0].toUpperCase() + w.slice(1).toLowerCase() : w.toLowerCase()))
    .join('');
  const id = /^[a-z]/.test(base) ? base : `section${base}`;
  const taken = new Set(c.layout.elements.map((s) => s.id));
  let unique = id;
  for (let n = 2; taken.has(unique); n++) unique = `${id}${n}`;
  return unique;
}

/** A new, empty step or section, before the signing step (the end of the form when there is none). */
export function addStep(c: DefinitionContent, label: string): DefinitionContent {
  const next = copy(c);
  const steps = next.layout.elements;
  const sign = steps.findIndex((s) => s.sign);
  const step: LayoutStep = { type: 'Category', id: stepId(c, label), label, elements: [] };
  steps.splice(sign < 0 ? steps.length : sign, 0, step);
  return next;
}

export function renameStep(c: DefinitionContent, index: number, label: string): DefinitionContent {
  const next = copy(c);
  const step = next.layout.elements[index];
  if (step) step.label = label;
  return next;
}

/** Why a step cannot be removed yet, or null: a step with fields or the signing step stays. */
export function whyStepStays(step: LayoutStep): string | null {
  if (step.sign) return 'The signing step cannot be removed.';
  if (controlsOf(step).length) return 'Move its fields to another step first.';
  return null;
}

export function removeStep(c: DefinitionContent, index: number): DefinitionContent {
  const step = c.layout.elements[index];
  if (!step || whyStepStays(step)) return c;
  const next = copy(c);
  next.layout.elements.splice(index, 1);
  return next;
}

/** Moves a whole step up (-1) or down (+1). */
export function moveStep(c: DefinitionContent, index: number, delta: -1 | 1): DefinitionContent {
  const other = index + delta;
  if (other < 0 || other >= c.layout.elements.length) return c;
  const next = copy(c);
  const steps = next.layout.elements;
  [steps[index], steps[other]] = [steps[other], steps[index]];
  return next;
}

/** A new, empty group at the end of a step; fields are moved into it. */
export function addGroup(c: DefinitionContent, stepIndex: number, label: string): DefinitionContent {
  const next = copy(c);
  next.layout.elements[stepIndex]?.elements.push({ type: 'Group', label, elements: [] });
  return next;
}

export function renameGroup(c: DefinitionContent, stepIndex: number, group: number, label: string) {
  const next = copy(c);
  const found = next.layout.elements[stepIndex]?.elements[group];
  if (found && isGroup(found)) found.label = label;
  return next;
}

/** Removes a group; its fields stay in the step, where the group was. */
export function removeGroup(c: DefinitionContent, stepIndex: number, group: number) {
  const next = copy(c);
  const step = next.layout.elements[stepIndex];
  const found = step?.elements[group];
  if (!step || !found || !isGroup(found)) return c;
  step.elements.splice(group, 1, ...found.elements);
  return next;
}

/** A new text field at the end of a step. */
export function addField(c: DefinitionContent, stepIndex: number, name: string, label: string) {
  const next = copy(c);
  const properties = (next.schema.properties ?? {}) as Obj;
  next.schema.properties = properties;
  properties[name] = {
    type: 'string',
    title: label,
    maxLength: 100,
    errorMessage: { maxLength: 'Maximum length is 100 characters' },
  };
  next.layout.elements[stepIndex]?.elements.push({ type: 'Control', scope: `/${name}` });
  next.uiSchema[name] = { 'ui:title': label };
  return next;
}

/** The tree without a field (and what it laid out under it). */
export function withoutField(c: DefinitionContent, field: string): DefinitionContent {
  const next = copy(c);
  const found = placeOf(next, field);
  if (found) found.list.splice(found.index, 1);
  return next;
}
