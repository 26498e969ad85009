import type { FormDefinition, JsonSchema } from './types';

/**
 * Schema variants derived from a definition: the lenient draft schema (format only: every `required`,
 * `minItems`, `minLength`, `exclusiveMinimum` and `const` is dropped, except inside `if` conditions) and the
 * schema of one step (its top-level properties, their required entries and the root conditions tagged
 * with its `x-step`).
 */

const REQUIREMENT_KEYWORDS = new Set(['required', 'minItems', 'minLength', 'exclusiveMinimum', 'const']);

function relax(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(relax);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [keyword, value] of Object.entries(node)) {
    if (REQUIREMENT_KEYWORDS.has(keyword) && typeof value !== 'object') continue;
    if (keyword === 'required' && Array.isArray(value)) continue;
    // Conditions keep their meaning; properties named like keywords are not keywords.
    if (keyword === 'if') out[keyword] = value;
    else if (keyword === 'errorMessage') out[keyword] = relaxMessages(value);
    else out[keyword] = relax(value);
  }
  return out;
}

function relaxMessages(messages: unknown): unknown {
  if (!messages || typeof messages !== 'object') return messages;
  const { required: _required, ...rest } = messages as Record<string, unknown>;
  return rest;
}

export function draftSchema(schema: JsonSchema): JsonSchema {
  return relax(schema) as JsonSchema;
}

export function stepSchema(definition: FormDefinition, stepId: string): JsonSchema {
  const step = definition.steps.find((s) => s.id === stepId);
  if (!step) throw new Error(`Unknown step ${stepId} of form ${definition.family} v${definition.version}`);
  const { schema } = definition;
  const properties = schema.properties as Record<string, JsonSchema>;
  const required = ((schema.required as string[] | undefined) ?? []).filter((name) =>
    step.fields.includes(name),
  );
  const requiredMessages = ((schema.errorMessage as { required?: Record<string, string> } | undefined)
    ?.required ?? {}) as Record<string, string>;
  const allOf = ((schema.allOf as JsonSchema[] | undefined) ?? []).filter(
    (rule) => rule['x-step'] === stepId,
  );
  return {
    type: 'object',
    properties: Object.fromEntries(step.fields.map((name) => [name, properties[name] ?? {}])),
    ...(required.length
      ? {
          required,
          errorMessage: {
            required: Object.fromEntries(required.map((name) => [name, requiredMessages[name]])),
          },
        }
      : {}),
    ...(allOf.length ? { allOf } : {}),
  };
}
