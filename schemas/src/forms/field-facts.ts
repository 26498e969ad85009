/**
 * What a super admin sees of one field, read from a definition: label, required (and its message), rules
 * with their messages, widget, mask, options, step, visibility condition. The version diff compares these;
 * the console's field editor shows and changes them.
 */
import type { DefinitionContent } from '../contracts/form-definitions';
import { controlsOf } from './layout';
import { allFields, fieldSchemaAt, RULE_KEYWORDS, ruleMessage } from './schema-walk';
import type { JsonSchema } from './types';

export interface FieldFacts {
  label: string;
  required: string | null;
  rules: Record<string, { value: unknown; message: string | null }>;
  widget: string | null;
  mask: string | null;
  options: unknown[] | null;
  step: string | null;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The UI schema node of a field path ('/a/*' → ui.a.items). */
export function uiAt(ui: Record<string, unknown>, field: string): Record<string, unknown> {
  let node: unknown = ui;
  for (const part of field.split('/').filter(Boolean)) {
    node = isObject(node) ? node[part === '*' ? 'items' : part] : undefined;
  }
  return isObject(node) ? node : {};
}

/** The parent path and the field's own name. */
export function splitField(field: string): [string, string] {
  const i = field.lastIndexOf('/');
  return [field.slice(0, i), field.slice(i + 1)];
}

/** The required message of a field: its parent object's `required` and ajv-errors' required map. */
export function requiredMessage(schema: JsonSchema, field: string): string | null {
  const [parentPath, name] = splitField(field);
  const parent = parentPath ? fieldSchemaAt(schema, parentPath) : schema;
  if (!parent || !Array.isArray(parent.required) || !parent.required.includes(name)) return null;
  const m = parent.errorMessage;
  if (typeof m === 'string') return m;
  const map = isObject(m) && isObject(m.required) ? m.required : {};
  return typeof map[name] === 'string' ? map[name] : '';
}

export function fieldFacts(content: DefinitionContent, field: string): FieldFacts | undefined {
  const node = fieldSchemaAt(content.schema, field);
  if (!node) return undefined;
  const ui = uiAt(content.uiSchema, field);
  const options = isObject(ui['ui:options']) ? ui['ui:options'] : {};
  const rules: FieldFacts['rules'] = {};
  for (const keyword of RULE_KEYWORDS)
    if (node[keyword] !== undefined)
      rules[keyword] = { value: node[keyword], message: ruleMessage(node, keyword) ?? null };
  const top = field.split('/')[1];
  const enumOf = (s: JsonSchema | undefined) => (s && Array.isArray(s.enum) ? s.enum : null);
  return {
    label: String(ui['ui:title'] ?? node.title ?? ''),
    required: requiredMessage(content.schema, field),
    rules,
    widget: typeof ui['ui:widget'] === 'string' ? ui['ui:widget'] : null,
    mask: typeof options.mask === 'string' ? options.mask : null,
    options: enumOf(node) ?? enumOf(isObject(node.items) ? node.items : undefined),
    step:
      content.layout.elements.find((s) =>
        controlsOf(s).some((c) => c.scope === `/${top}` || c.scope === field),
      )?.id ?? null,
  };
}

/** Every field path of a definition. */
export const fieldPaths = (content: DefinitionContent): string[] => allFields(content.schema).map(([p]) => p);
