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

/** Root keywords whose errors land on a property, or that make none of their own (the root is an object). */
const ROOT_KEYWORDS = new Set([
  '$schema',
  '$id',
  '$comment',
  'title',
  'description',
  'type',
  'properties',
  'required',
  'errorMessage',
  'allOf',
  'x-step',
  'x-required',
]);
/** What a root condition may hold for its fields to be known; `if` reports no field error (only its own). */
const RULE_KEYWORDS = new Set([
  'if',
  'then',
  'else',
  'properties',
  'required',
  'allOf',
  'errorMessage',
  'x-step',
  '$comment',
  'title',
  'description',
]);

/** The root properties a condition's errors can land on, or undefined when that is not plain from its keywords. */
function ruleFields(rule: unknown, into = new Set<string>()): Set<string> | undefined {
  // `false` reports on the root itself (`true` never reports).
  if (rule === true) return into;
  if (!rule || typeof rule !== 'object' || Array.isArray(rule)) return undefined;
  const node = rule as JsonSchema;
  if (Object.keys(node).some((keyword) => !RULE_KEYWORDS.has(keyword))) return undefined;
  const { properties, required, allOf } = node;
  if (properties !== undefined) {
    if (!properties || typeof properties !== 'object') return undefined;
    Object.keys(properties).forEach((name) => into.add(name));
  }
  if (required !== undefined) {
    if (!Array.isArray(required)) return undefined;
    required.forEach((name) => into.add(String(name)));
  }
  if (allOf !== undefined && !Array.isArray(allOf)) return undefined;
  // Messages for the missing or failing properties land on those properties; any other on the root.
  if (node.errorMessage !== undefined) {
    const messages = node.errorMessage;
    if (!messages || typeof messages !== 'object' || Array.isArray(messages)) return undefined;
    for (const [keyword, byName] of Object.entries(messages)) {
      if (!['required', 'properties'].includes(keyword) || !byName || typeof byName !== 'object')
        return undefined;
      Object.keys(byName).forEach((name) => into.add(name));
    }
  }
  for (const part of [node.then, node.else, ...((allOf as unknown[] | undefined) ?? [])])
    if (part !== undefined && !ruleFields(part, into)) return undefined;
  return into;
}

/**
 * Whether a step needs a validator of its own (`stepSchema` compiled), or the whole schema's field errors inside
 * the step's fields are exactly the step schema's: true unless the whole schema's root is plain (properties,
 * required with their messages, conditions), the step's root conditions (tagged with its `x-step`) can only
 * report on its own fields and no other root condition can report on them. A condition whose `then` names a field
 * of another step makes the steps it touches keep their own validators (precompiled.ts, standalone.ts).
 */
export function stepNeedsOwnValidator(definition: FormDefinition, stepId: string): boolean {
  const step = definition.steps.find((s) => s.id === stepId);
  if (!step) throw new Error(`Unknown step ${stepId} of form ${definition.family} v${definition.version}`);
  const { schema } = definition;
  if (Object.keys(schema).some((keyword) => !ROOT_KEYWORDS.has(keyword))) return true;
  if (schema.type !== undefined && schema.type !== 'object') return true;
  const { properties, required = [], errorMessage, allOf = [] } = schema;
  if (!properties || typeof properties !== 'object' || Array.isArray(properties)) return true;
  if (!Array.isArray(required) || !Array.isArray(allOf)) return true;
  // The root's messages: `required` ones only, each a string (stepSchema copies the step's ones).
  if (errorMessage !== undefined) {
    if (!errorMessage || typeof errorMessage !== 'object' || Array.isArray(errorMessage)) return true;
    const { required: messages, ...other } = errorMessage as Record<string, unknown>;
    if (Object.keys(other).length) return true;
    if (messages !== undefined && (!messages || typeof messages !== 'object')) return true;
  }
  const messages = ((errorMessage as { required?: Record<string, unknown> } | undefined)?.required ??
    {}) as Record<string, unknown>;
  const stepRequired = (required as unknown[]).filter((name) => step.fields.includes(String(name)));
  // stepSchema writes a message for each of the step's required fields: one without would differ.
  if (stepRequired.length && stepRequired.some((name) => typeof messages[String(name)] !== 'string'))
    return true;
  const fields = new Set(step.fields);
  for (const rule of allOf as unknown[]) {
    const reported = ruleFields(rule);
    if (!reported) return true;
    const own = !!rule && typeof rule === 'object' && (rule as JsonSchema)['x-step'] === stepId;
    if (
      own ? [...reported].some((name) => !fields.has(name)) : [...reported].some((name) => fields.has(name))
    )
      return true;
  }
  return false;
}
