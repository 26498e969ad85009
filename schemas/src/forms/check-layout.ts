/**
 * The layout tree's part of the definition check (check-definition.ts): steps with unique ids and fields,
 * controls naming fields of the form under the object that holds them, each field placed once, every field
 * placed (a field in no step is never asked), one signing step, groups with a label and fields, and
 * defaults naming fields of the form.
 */
import type { DefinitionProblem } from '../contracts/form-definitions';
import { propertiesOf } from './describe';
import { controlsOf, isGroup, parentOf, stepFieldOf } from './layout';
import { fieldSchemaAt } from './schema-walk';
import type { FormLayout, JsonSchema, LayoutControl } from './types';

/** The path an object's (or a list's items') fields sit under, and their names. */
function holderOf(schema: JsonSchema, scope: string): { path: string; names: string[] } | undefined {
  const node = fieldSchemaAt(schema, scope);
  const path = node?.type === 'array' ? `${scope}/*` : scope;
  const holder = path === scope ? node : fieldSchemaAt(schema, path);
  return holder && (holder.type === 'object' || holder.properties || holder.allOf)
    ? { path, names: Object.keys(propertiesOf(holder)) }
    : undefined;
}

export function checkLayout(schema: JsonSchema, layout: FormLayout, out: DefinitionProblem[]): void {
  const placed = new Set<string>();
  const place = (c: LayoutControl, where: string) => {
    const name = stepFieldOf(c.scope);
    if (!fieldSchemaAt(schema, c.scope)) {
      out.push({ field: c.scope, message: `${where} names ${name}, which is not a field of the form.` });
      return;
    }
    if (placed.has(c.scope))
      out.push({ field: c.scope, message: `The field ${name} is placed twice in the layout.` });
    placed.add(c.scope);
    if (!c.elements?.length) return;
    const holder = holderOf(schema, c.scope);
    for (const child of c.elements) {
      if (!holder || parentOf(child.scope) !== holder.path)
        out.push({
          field: child.scope,
          message: `${stepFieldOf(child.scope)} is laid out under ${name}, which does not hold it.`,
        });
      else place(child, `The layout of ${name}`);
    }
    for (const missing of holder?.names.filter((n) => !placed.has(`${holder.path}/${n}`)) ?? [])
      out.push({
        field: `${holder!.path}/${missing}`,
        message: `The layout of ${name} does not place ${missing}.`,
      });
  };

  const seen = new Set<string>();
  layout.elements.forEach((step, i) => {
    const title = step.label || step.id;
    if (seen.has(step.id)) out.push({ field: `steps/${i}`, message: `Two steps are named ${step.id}.` });
    seen.add(step.id);
    if (!controlsOf(step).length)
      out.push({ field: `steps/${i}`, message: `The step ${title} has no field.` });
    for (const element of step.elements) {
      if (isGroup(element) && !element.label.trim())
        out.push({ field: `steps/${i}`, message: `A group of the step ${title} has no label.` });
      if (isGroup(element) && !element.elements.length)
        out.push({ field: `steps/${i}`, message: `The group ${element.label} of ${title} has no field.` });
    }
    for (const c of controlsOf(step)) place(c, `The step ${title}`);
  });
  if (!layout.elements.length) out.push({ field: '', message: 'The form has no step.' });
  if (layout.elements.filter((s) => s.sign).length > 1)
    out.push({ field: '', message: 'Only one step can be the signing step.' });
  const top = new Set([...placed].map((scope) => scope.split('/')[1]));
  for (const name of Object.keys(propertiesOf(schema)))
    if (!top.has(name)) out.push({ field: `/${name}`, message: `The field ${name} is in no step.` });
}

/** Defaults must name fields of the form. */
export function checkDefaults(
  schema: JsonSchema,
  defaults: Record<string, unknown>,
  out: DefinitionProblem[],
) {
  for (const name of Object.keys(defaults))
    if (!fieldSchemaAt(schema, name))
      out.push({ field: `/${name}`, message: `The default of ${name} is not a field of the form.` });
}
