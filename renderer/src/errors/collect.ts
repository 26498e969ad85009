import type { RJSFSchema } from '@rjsf/utils';
import type { FormData, FormValidator, ServerErrors } from '../types';
import { toPointer } from './paths';

/** Field errors keyed by JSON pointer, several messages per field possible. */
export type FieldErrors = Record<string, string[]>;

interface AjvErrorLike {
  instancePath: string;
  keyword: string;
  message?: string;
  params: { missingProperty?: string; errors?: AjvErrorLike[] } & Record<string, unknown>;
}

// Ajv's own summary errors for if/then and anyOf carry no message a user should read.
const SILENT_KEYWORDS = new Set(['if', 'anyOf', 'oneOf', 'not', 'then', 'else']);

function add(out: FieldErrors, pointer: string, message: string | undefined) {
  if (!message) return;
  const list = (out[pointer] ??= []);
  if (!list.includes(message)) list.push(message);
}

/** Where an ajv error belongs: a missing property lands on the property itself, not on its parent. */
function pointersOf(error: AjvErrorLike): string[] {
  if (error.keyword === 'required' && error.params.missingProperty)
    return [`${error.instancePath}/${error.params.missingProperty}`];
  if (error.keyword === 'errorMessage' && error.params.errors?.length) {
    const inner = error.params.errors;
    if (inner.every((e) => e.keyword === 'required' && e.params.missingProperty))
      return [...new Set(inner.map((e) => `${e.instancePath}/${e.params.missingProperty}`))];
  }
  return [error.instancePath];
}

/** Validates the whole data with the validator passed in and maps every message onto its field. */
export function collectErrors(validator: FormValidator, schema: RJSFSchema, data: FormData): FieldErrors {
  const { errors, validationError } = validator.rawValidation<AjvErrorLike>(schema, data);
  if (validationError) throw validationError;
  const out: FieldErrors = {};
  for (const error of errors ?? []) {
    if (SILENT_KEYWORDS.has(error.keyword)) continue;
    for (const pointer of pointersOf(error)) add(out, pointer, error.message);
  }
  return out;
}

/** Server answers use pointers or dotted paths; both become pointers here. */
export function serverErrorsToFieldErrors(server: ServerErrors | undefined): FieldErrors {
  const out: FieldErrors = {};
  for (const [path, message] of Object.entries(server ?? {})) {
    for (const m of Array.isArray(message) ? message : [message]) add(out, toPointer(path), m);
  }
  return out;
}

export function mergeFieldErrors(...sources: FieldErrors[]): FieldErrors {
  const out: FieldErrors = {};
  for (const source of sources)
    for (const [pointer, list] of Object.entries(source)) list.forEach((m) => add(out, pointer, m));
  return out;
}
