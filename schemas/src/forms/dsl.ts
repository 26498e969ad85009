import { FORBIDDEN } from '../ajv-runtime';
import type { JsonSchema } from './types';

/** Small builders that keep the form definitions readable; every output is plain JSON Schema. */

export type Normalize = 'upper' | 'digits' | 'trim' | 'unmask' | 'phone';

export interface TextRules {
  /** message when missing or blank; makes the field required in its object */
  required?: string;
  max?: readonly [number, string];
  min?: readonly [number, string];
  forbid?: readonly [keyof typeof FORBIDDEN, string];
  noDigits?: string;
  digitsOnly?: string;
  pattern?: readonly [string, string];
  format?: readonly [string, string];
  oneOf?: readonly [readonly string[], string];
  normalize?: Normalize;
  title?: string;
}

export function text(rules: TextRules): JsonSchema {
  const s: JsonSchema = { type: 'string' };
  const msg: Record<string, string> = {};
  if (rules.title) s.title = rules.title;
  if (rules.normalize) s['x-normalize'] = rules.normalize;
  if (rules.required) {
    s['x-required'] = rules.required;
    msg.type = rules.required;
    if (!rules.min) [s.minLength, msg.minLength] = [1, rules.required];
  }
  if (rules.min) [s.minLength, msg.minLength] = rules.min;
  if (rules.max) [s.maxLength, msg.maxLength] = rules.max;
  if (rules.forbid) [s['x-forbid'], msg['x-forbid']] = [FORBIDDEN[rules.forbid[0]], rules.forbid[1]];
  if (rules.noDigits) [s['x-noDigits'], msg['x-noDigits']] = [true, rules.noDigits];
  if (rules.digitsOnly) [s['x-digitsOnly'], msg['x-digitsOnly']] = [true, rules.digitsOnly];
  if (rules.pattern) [s.pattern, msg.pattern] = rules.pattern;
  if (rules.format) [s.format, msg.format] = rules.format;
  if (rules.oneOf) [s.enum, msg.enum] = [[...rules.oneOf[0]], rules.oneOf[1]];
  if (!msg.type) msg.type = Object.values(msg)[0] ?? 'Please enter a valid value';
  s.errorMessage = msg;
  return s;
}

export interface NumberRules {
  /** message when missing or not above 0 */
  required?: string;
  /** message when zero or less, for optional amounts */
  positive?: string;
  max?: readonly [number, string];
  title?: string;
}

/** A whole number typed with digits only (thousands separators are display only). */
export function count(rules: NumberRules): JsonSchema {
  const s: JsonSchema = { type: 'integer', 'x-normalize': 'digits' };
  const msg: Record<string, string> = {};
  if (rules.title) s.title = rules.title;
  const positive = rules.required ?? rules.positive;
  if (rules.required) s['x-required'] = rules.required;
  if (positive) [s.exclusiveMinimum, msg.exclusiveMinimum, msg.type] = [0, positive, positive];
  if (rules.max) [s.maximum, msg.maximum] = rules.max;
  msg.type ??= Object.values(msg)[0] ?? 'Please enter a number';
  s.errorMessage = msg;
  return s;
}

/** A checkbox that must be ticked. */
export function mustTick(message: string, title?: string): JsonSchema {
  return { type: 'boolean', title, const: true, 'x-required': message, errorMessage: message };
}

/** A choice among fixed values. */
export function choice(values: readonly string[], required?: string, title?: string): JsonSchema {
  const s: JsonSchema = { type: 'string', enum: [...values] };
  if (title) s.title = title;
  if (required) [s['x-required'], s.errorMessage] = [required, required];
  return s;
}

/**
 * An object whose properties carry `x-required` messages: they become the object's `required` list and
 * ajv-errors' `errorMessage.required` map, so a missing field is reported on its own path.
 */
export function obj(properties: Record<string, JsonSchema>, extra: JsonSchema = {}): JsonSchema {
  const required: string[] = [];
  const messages: Record<string, string> = {};
  const props: Record<string, JsonSchema> = {};
  for (const [name, schema] of Object.entries(properties)) {
    const { 'x-required': message, ...rest } = schema;
    props[name] = rest;
    if (typeof message === 'string') {
      required.push(name);
      messages[name] = message;
    }
  }
  const s: JsonSchema = { type: 'object', properties: props, ...extra };
  if (required.length) {
    s.required = required;
    s.errorMessage = { required: messages };
  }
  return s;
}

/** `then`/`else` part of a conditional: only required fields and extra property rules. */
export function need(properties: Record<string, JsonSchema>): JsonSchema {
  const { type: _type, ...rest } = obj(properties);
  return rest;
}

/** Marks a property required inside `obj()` with the given message. */
export function req(message: string, schema: JsonSchema): JsonSchema {
  return { ...schema, 'x-required': message };
}
