/**
 * Walking a form's JSON Schema by field: the fields under a node (properties, list items, conditional
 * branches), the schema of a field path, and the message of a rule. Used by the definition check, the
 * version diff and the console's field editor.
 */
import type { JsonSchema } from './types';

/** Keywords that reject a value and so need a message the customer reads. */
export const RULE_KEYWORDS = [
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'enum',
  'const',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minItems',
  'maxItems',
  'x-forbid',
  'x-noDigits',
  'x-digitsOnly',
  'x-phoneUS',
  'x-phoneIntl',
  'x-postcode',
] as const;

const isObject = (v: unknown): v is JsonSchema => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The message ajv-errors shows when `keyword` fails on `node`, if any. */
export function ruleMessage(node: JsonSchema, keyword: string): string | undefined {
  const m = node.errorMessage;
  if (typeof m === 'string') return m;
  if (isObject(m) && typeof m[keyword] === 'string') return m[keyword];
  return undefined;
}

/** The sub-schemas of a node with their field path: properties by name, list items as '*', branches in place. */
export function childSchemas(node: JsonSchema, field: string): Array<[JsonSchema, string]> {
  const out: Array<[JsonSchema, string]> = [];
  if (isObject(node.properties))
    for (const [name, child] of Object.entries(node.properties))
      if (isObject(child)) out.push([child, `${field}/${name}`]);
  if (isObject(node.items)) out.push([node.items, `${field}/*`]);
  for (const k of ['if', 'then', 'else', 'not']) if (isObject(node[k])) out.push([node[k], field]);
  for (const k of ['allOf', 'anyOf', 'oneOf'])
    if (Array.isArray(node[k])) for (const c of node[k] as unknown[]) if (isObject(c)) out.push([c, field]);
  return out;
}

/**
 * Every schema of a direct child `name` ('*' for list items), the node's own first, then those of its
 * conditional branches: a field may be declared plainly and get its items in a branch (the eight-step trade
 * references are `{ type: 'array' }` with their items under `else`).
 */
function children(node: JsonSchema, name: string): JsonSchema[] {
  const out: JsonSchema[] = [];
  if (name === '*') {
    if (isObject(node.items)) out.push(node.items);
  } else if (isObject(node.properties) && isObject(node.properties[name])) out.push(node.properties[name]);
  for (const [sub, path] of childSchemas(node, '')) if (path === '') out.push(...children(sub, name));
  return out;
}

/**
 * The schema of a field named 'a', 'a.b', 'a/b' or '/a/b' (list items as '*'), or undefined when the form has
 * no such field; every declaration of each part is followed, so a path through a branch is found too.
 */
export function fieldSchemaAt(schema: JsonSchema, path: string): JsonSchema | undefined {
  const parts = path.replace(/^\//, '').split(/[./]/).filter(Boolean);
  let nodes: JsonSchema[] = [schema];
  for (const part of parts) {
    nodes = nodes.flatMap((node) => children(node, part));
    if (!nodes.length) return undefined;
  }
  return parts.length ? nodes[0] : undefined;
}

/** Every field path of the form with its schema (the form itself excluded), in schema order. */
export function allFields(schema: JsonSchema): Array<[string, JsonSchema]> {
  const out: Array<[string, JsonSchema]> = [];
  const visit = (node: JsonSchema, field: string) => {
    for (const [sub, path] of childSchemas(node, field)) {
      if (path !== field && !out.some(([p]) => p === path)) out.push([path, sub]);
      visit(sub, path);
    }
  };
  visit(schema, '');
  return out;
}
