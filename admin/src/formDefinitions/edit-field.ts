/**
 * The field editor's changes to a draft's content, as pure functions (content in, new content out): label,
 * required and its message, a rule and its message, widget, mask, options, conditional visibility, remove.
 * Each works on the JSON Schema and UI schema the renderer reads; where a field sits is the layout tree's
 * (edit-layout.ts).
 */
import type { DefinitionContent } from '@cp/schemas/contracts/form-definitions';
import { requiredMessage, splitField, uiAt } from '@cp/schemas/forms/field-facts';
import { fieldSchemaAt } from '@cp/schemas/forms/schema-walk';
import { withoutField } from './edit-layout';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const objOf = (parent: Obj, key: string): Obj => {
  if (!isObj(parent[key])) parent[key] = {};
  return parent[key] as Obj;
};

/** A copy to change: the editor never mutates the content React holds. */
const copy = (c: DefinitionContent): DefinitionContent => structuredClone(c);

/** The node that declares the field (its parent object, or a conditional branch of it) and its name. */
function ownerOf(schema: Obj, field: string): { owner: Obj; name: string } | undefined {
  const [parentPath, name] = splitField(field);
  const parent = parentPath ? fieldSchemaAt(schema, parentPath) : schema;
  if (!parent) return undefined;
  const candidates: Obj[] = [parent];
  for (const part of Array.isArray(parent.allOf) ? parent.allOf : [])
    if (isObj(part) && isObj(part.then)) candidates.push(part.then);
  const owner = candidates.find((n) => isObj(n.properties) && isObj(n.properties[name]));
  return owner ? { owner, name } : undefined;
}

/** The UI schema node of a field, created when missing. */
function uiNode(ui: Obj, field: string): Obj {
  let node = ui;
  for (const part of field.split('/').filter(Boolean)) node = objOf(node, part === '*' ? 'items' : part);
  return node;
}

function messages(node: Obj): Obj {
  if (typeof node.errorMessage === 'string') node.errorMessage = { type: node.errorMessage };
  return objOf(node, 'errorMessage');
}

function edit(
  c: DefinitionContent,
  field: string,
  change: (node: Obj, ui: Obj, next: DefinitionContent) => void,
) {
  const next = copy(c);
  const node = fieldSchemaAt(next.schema, field);
  if (node) change(node, uiNode(next.uiSchema, field), next);
  return next;
}

export const setLabel = (c: DefinitionContent, field: string, label: string) =>
  edit(c, field, (node, ui) => {
    node.title = label;
    ui['ui:title'] = label;
  });

/** Required with this message, or not required (null). A required text is also non-blank (minLength 1). */
export function setRequired(c: DefinitionContent, field: string, message: string | null) {
  const next = copy(c);
  const found = ownerOf(next.schema, field);
  const node = fieldSchemaAt(next.schema, field);
  if (!found || !node) return c;
  const { owner, name } = found;
  const before = requiredMessage(c.schema, field);
  const required = (Array.isArray(owner.required) ? owner.required : []).filter((n) => n !== name);
  const map = objOf(messages(owner), 'required');
  delete map[name];
  const own = messages(node);
  if (node.minLength === 1 && (own.minLength === before || own.minLength === undefined)) {
    delete node.minLength;
    delete own.minLength;
  }
  if (message !== null) {
    required.push(name);
    map[name] = message;
    if (node.type === 'string' && node.minLength === undefined)
      [node.minLength, own.minLength] = [1, message];
  }
  if (required.length) owner.required = required;
  else delete owner.required;
  return next;
}

/** A rule (maxLength, pattern, …) with its message; `value` undefined removes the rule. */
export const setRule = (
  c: DefinitionContent,
  field: string,
  keyword: string,
  value: unknown,
  message: string,
) =>
  edit(c, field, (node) => {
    const own = messages(node);
    if (value === undefined || value === '') {
      delete node[keyword];
      delete own[keyword];
    } else {
      node[keyword] = value;
      own[keyword] = message;
    }
  });

export const setWidget = (c: DefinitionContent, field: string, widget: string | null) =>
  edit(c, field, (_node, ui) => {
    if (widget) ui['ui:widget'] = widget;
    else delete ui['ui:widget'];
  });

export const setMask = (c: DefinitionContent, field: string, mask: string | null) =>
  edit(c, field, (_node, ui) => {
    const options = objOf(ui, 'ui:options');
    if (mask) options.mask = mask;
    else delete options.mask;
  });

/** The choices of a choice field (its enum, or its list items' enum). */
export const setOptions = (c: DefinitionContent, field: string, values: string[]) =>
  edit(c, field, (node) => {
    const target = isObj(node.items) && Array.isArray(node.items.enum) ? node.items : node;
    target.enum = values;
  });

/** Where a top-level field lives: the form's properties, or the `then` of an `allOf` condition. */
export interface VisibleWhen {
  field: string;
  equals: string;
}

/** A condition entry of the form's allOf that shows `name`, if any. */
function conditionOf(schema: Obj, name: string): Obj | undefined {
  const parts = Array.isArray(schema.allOf) ? (schema.allOf as unknown[]) : [];
  return parts.find(
    (p): p is Obj => isObj(p) && isObj(p.then) && isObj(p.then.properties) && name in p.then.properties,
  );
}

export function visibleWhenOf(c: DefinitionContent, field: string): VisibleWhen | null {
  const name = field.slice(1);
  const part = conditionOf(c.schema, name);
  const props = part && isObj(part.if) && isObj(part.if.properties) ? part.if.properties : undefined;
  const [when, rule] = Object.entries(props ?? {})[0] ?? [];
  return when && isObj(rule) ? { field: when, equals: String(rule.const ?? '') } : null;
}

/**
 * Shows a top-level field only while another one holds a value (or always, null): the field's schema moves
 * into `allOf: [{ if: { properties: { x: { const } }, required: [x] }, then: { properties: { field } } }]`,
 * which the renderer resolves against the data as it is typed; its required rule moves with it.
 */
export function setVisibleWhen(c: DefinitionContent, field: string, when: VisibleWhen | null) {
  const name = field.slice(1);
  const message = requiredMessage(c.schema, field);
  const next = copy(setRequired(c, field, null));
  const root = next.schema;
  const node = fieldSchemaAt(root, field);
  if (!node || field.lastIndexOf('/') !== 0) return c;
  const part = conditionOf(root, name);
  if (part) root.allOf = (root.allOf as unknown[]).filter((p) => p !== part);
  else delete objOf(root, 'properties')[name];
  if (Array.isArray(root.allOf) && !root.allOf.length) delete root.allOf;
  if (when) {
    const condition = {
      if: { properties: { [when.field]: { const: when.equals } }, required: [when.field] },
      then: { properties: { [name]: node } },
    };
    root.allOf = [...(Array.isArray(root.allOf) ? root.allOf : []), condition];
  } else objOf(root, 'properties')[name] = node;
  return message === null ? next : setRequired(next, field, message);
}

export function removeField(c: DefinitionContent, field: string) {
  const name = splitField(field)[1];
  const [parentPath] = splitField(field);
  let next = setRequired(c, field, null);
  if (visibleWhenOf(next, field)) next = setVisibleWhen(next, field, null);
  next = copy(next);
  const found = ownerOf(next.schema, field);
  if (found && isObj(found.owner.properties)) delete found.owner.properties[name];
  delete uiAt(next.uiSchema, parentPath)[name];
  return withoutField(next, field);
}
