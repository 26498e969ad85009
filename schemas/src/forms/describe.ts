import { formatValue, guessFormat, type DisplayFormat } from '../formats';
import type { FormDefinition, JsonSchema } from './types';

/**
 * The labels and display formats of a definition's fields, by dotted data path ('address.city',
 * 'tradeRefInfo.phone': list items have no index). Written into a definition once (registry.ts for the
 * built-in forms, the editor for published versions); the PDF and the console read them from there.
 */

const isObject = (v: unknown): v is JsonSchema => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * Every property a schema node may hold: its own and those of its conditional branches, a property named
 * in both merged keyword by keyword (the eight-step trade references: the title at the root, the items in
 * the root rule's `else`).
 */
export function propertiesOf(schema: JsonSchema): Record<string, JsonSchema> {
  const own = isObject(schema.properties) ? (schema.properties as Record<string, JsonSchema>) : {};
  const branches = [
    schema.then,
    schema.else,
    ...((schema.allOf as JsonSchema[] | undefined) ?? []).flatMap((s) => [s, s.then, s.else]),
  ].filter(isObject);
  const fromBranches: Record<string, JsonSchema> = {};
  for (const properties of branches.map(propertiesOf))
    for (const [name, node] of Object.entries(properties))
      fromBranches[name] = { ...fromBranches[name], ...node };
  // The node's own properties first, in their order, then those only a branch declares.
  const merged: Record<string, JsonSchema> = {};
  for (const [name, node] of Object.entries(own)) merged[name] = { ...fromBranches[name], ...node };
  for (const [name, node] of Object.entries(fromBranches)) if (!(name in merged)) merged[name] = node;
  return merged;
}

/** [dotted path, schema node] of every field under `schema`. */
export function* fieldsOf(schema: JsonSchema, parent = ''): Generator<[string, JsonSchema]> {
  for (const [name, node] of Object.entries(propertiesOf(schema))) {
    const path = parent ? `${parent}.${name}` : name;
    yield [path, node];
    yield* fieldsOf(node, path);
    if (isObject(node.items)) yield* fieldsOf(node.items, path);
  }
}

const lastName = (path: string) => path.slice(path.lastIndexOf('.') + 1);

export function labelsOf(schema: JsonSchema): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const [path, node] of fieldsOf(schema))
    if (typeof node.title === 'string' && !(path in labels)) labels[path] = node.title;
  return labels;
}

/** Formats other than text, guessed once from the schema and the field names (formats.ts `guessFormat`). */
export function formatsOf(schema: JsonSchema): Record<string, DisplayFormat> {
  const formats: Record<string, DisplayFormat> = {};
  for (const [path, node] of fieldsOf(schema)) {
    if (node.type === 'object' || node.type === 'array') continue;
    const format = guessFormat(lastName(path), node);
    if (format !== 'text') formats[path] = format;
  }
  return formats;
}

/** 'perDiemAgreement' -> 'Per Diem Agreement': the label of a field its definition left unnamed. */
export const humanize = (name: string): string =>
  name
    .replace(/_id$/i, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/^./, (c) => c.toUpperCase());

/** The label of a field of a definition. */
export const labelOf = (definition: Pick<FormDefinition, 'labels'>, path: string): string =>
  definition.labels[path] ?? humanize(lastName(path));

/** A field's value as text, in its definition's display format. */
export const displayValue = (
  definition: Pick<FormDefinition, 'formats'>,
  path: string,
  value: unknown,
): string => formatValue(definition.formats[path] ?? 'text', value);
