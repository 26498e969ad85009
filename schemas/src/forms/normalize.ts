import { parseDate } from '../dates';
import { countryAt, storedPhone } from '../phone-postal';
import type { FormData, FormDefinition, JsonSchema } from './types';

/**
 * Applies the `x-normalize` annotations of a form's schema: every string is trimmed; 'upper' upper-cases,
 * 'digits' keeps digits only (and makes a number of an integer field), 'unmask' removes mask characters
 * (- ( ) . _ and spaces) but keeps anything else so that it can be reported; 'phone' keeps digits and a leading
 * '+', and a phone whose rules follow a country (`x-phoneIntl`) is stored as that country keeps it (E.164 outside
 * the US, phone-postal.ts). A field of format 'date' takes
 * the one stored form, YYYY-MM-DD, from any shape the date parser reads (../dates.ts), and keeps anything
 * else for the format to report. Blank values are dropped so that a blank required field reads as missing.
 * The input is not modified.
 */

type Schemas = JsonSchema | undefined;

function branches(schema: JsonSchema): JsonSchema[] {
  const out: JsonSchema[] = [schema];
  for (const part of [schema.then, schema.else, ...((schema.allOf as JsonSchema[] | undefined) ?? [])]) {
    if (part && typeof part === 'object') out.push(...branches(part as JsonSchema));
  }
  return out;
}

const lookups = new WeakMap<JsonSchema, Map<string, Schemas>>();

/** The schema of a property, looked up once per schema object (the bench validates in a hot loop). */
export function propertySchema(schema: Schemas, name: string): Schemas {
  if (!schema) return undefined;
  let cache = lookups.get(schema);
  if (!cache) lookups.set(schema, (cache = new Map()));
  if (!cache.has(name)) cache.set(name, findPropertySchema(schema, name));
  return cache.get(name);
}

function findPropertySchema(schema: JsonSchema, name: string): Schemas {
  let found: Schemas;
  for (const branch of branches(schema)) {
    const candidate = (branch.properties as Record<string, JsonSchema> | undefined)?.[name];
    if (!candidate) continue;
    if (candidate['x-normalize'] || candidate.items || candidate.properties) return candidate;
    found ??= candidate;
  }
  return found;
}

function normalizeString(schema: Schemas, raw: string): unknown {
  const value = raw.trim();
  switch (schema?.['x-normalize']) {
    case 'upper':
      return value.toUpperCase();
    case 'digits': {
      const digits = value.replace(/\D/g, '');
      if (schema.type === 'integer' || schema.type === 'number')
        return digits === '' ? undefined : Number(digits);
      return digits;
    }
    case 'unmask':
      return value.replace(/[-()._\s]/g, '');
    case 'phone':
      // Digits, and the '+' of an international number.
      return value.replace(/(?!^\+)\D/g, '');
    default:
      return schema?.format === 'date' ? (parseDate(value) ?? value) : value;
  }
}

const blank = (value: unknown) => value === undefined || value === null || value === '';

export function normalizeValue(schema: Schemas, value: unknown): unknown {
  if (typeof value === 'string') return normalizeString(schema, value);
  if (Array.isArray(value)) {
    const items = schema?.items as Schemas;
    return value.map((item) => normalizeValue(items, item)).filter((item) => !blank(item));
  }
  if (value && typeof value === 'object') {
    const out: FormData = {};
    for (const [name, child] of Object.entries(value)) {
      const normalized = normalizeValue(propertySchema(schema, name), child);
      if (!blank(normalized)) out[name] = normalized;
    }
    // A phone whose rules follow a country (x-phoneIntl: the country's path): stored as that country keeps it.
    for (const [name, child] of Object.entries(out)) {
      const path = propertySchema(schema, name)?.['x-phoneIntl'];
      if (typeof path === 'string' && typeof child === 'string')
        out[name] = storedPhone(child, countryAt(out, path));
    }
    return out;
  }
  return value;
}

export function normalize(definition: FormDefinition, data: FormData): FormData {
  return normalizeValue(definition.schema, data ?? {}) as FormData;
}
