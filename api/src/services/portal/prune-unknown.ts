/**
 * Unknown properties are dropped (DESIGN.md §5) at every depth: only the fields the form's JSON Schema
 * declares (in its properties or any conditional branch) are stored, in nested objects (the address,
 * the bank, each trade reference) as at the top, so a link holder cannot park arbitrary keys, or
 * workflow-looking ones such as 'status', anywhere in the record's data. A value the schema does not
 * describe as an object with properties is kept as it is, for validation to judge.
 */
import type { FormDefinition, JsonSchema } from '@cp/schemas/forms/types';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A schema and every conditional or combined branch of it, which all describe the same value. */
function withBranches(schema: unknown, into: JsonSchema[] = []): JsonSchema[] {
  if (!isObject(schema)) return into;
  into.push(schema as JsonSchema);
  const s = schema as Record<string, unknown>;
  const lists = [s.allOf, s.anyOf, s.oneOf].flatMap((l) => (Array.isArray(l) ? (l as unknown[]) : []));
  for (const branch of [s.if, s.then, s.else, ...lists]) withBranches(branch, into);
  return into;
}

function pruneValue(value: unknown, schemas: JsonSchema[]): unknown {
  if (Array.isArray(value)) {
    const items = schemas.flatMap((s) => withBranches(s.items));
    return items.length ? value.map((item) => pruneValue(item, items)) : value;
  }
  if (!isObject(value)) return value;
  const declared = new Map<string, JsonSchema[]>();
  for (const s of schemas) {
    for (const [name, sub] of Object.entries((s.properties as Record<string, unknown> | undefined) ?? {}))
      declared.set(name, withBranches(sub, declared.get(name) ?? []));
  }
  if (declared.size === 0) return value;
  const kept: Record<string, unknown> = {};
  for (const [name, sub] of Object.entries(value)) {
    const subSchemas = declared.get(name);
    if (subSchemas) kept[name] = pruneValue(sub, subSchemas);
  }
  return kept;
}

/** Per definition object (each version the resolver caches is one object). */
const rootSchemas = new WeakMap<FormDefinition, JsonSchema[]>();

export function pruneUnknown(
  definition: FormDefinition,
  data: Record<string, unknown>,
): Record<string, unknown> {
  let schemas = rootSchemas.get(definition);
  if (!schemas) {
    schemas = withBranches(definition.schema);
    rootSchemas.set(definition, schemas);
  }
  return pruneValue(data, schemas) as Record<string, unknown>;
}
