/**
 * Unknown properties are dropped (DESIGN.md §5): only the top-level fields the form's JSON Schema
 * declares (in its properties or any conditional branch) are stored, so a link holder cannot park
 * arbitrary keys, or workflow-looking ones such as 'status', in the record's data.
 */
import { getFormDefinition, type FormKey, type JsonSchema } from '@cp/schemas/forms/registry';

const declared = new Map<FormKey, Set<string>>();

function declaredNames(schema: JsonSchema, into: Set<string>): Set<string> {
  for (const name of Object.keys((schema.properties as JsonSchema | undefined) ?? {})) into.add(name);
  const branches = [schema.if, schema.then, schema.else, ...((schema.allOf as unknown[] | undefined) ?? [])];
  for (const branch of branches) {
    if (branch && typeof branch === 'object') declaredNames(branch as JsonSchema, into);
  }
  return into;
}

export function pruneUnknown(key: FormKey, data: Record<string, unknown>): Record<string, unknown> {
  let names = declared.get(key);
  if (!names) {
    names = declaredNames(getFormDefinition(key).schema, new Set());
    declared.set(key, names);
  }
  return Object.fromEntries(Object.entries(data).filter(([name]) => names.has(name)));
}
