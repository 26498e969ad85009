import type { ErrorSchema } from '@rjsf/utils';
import type { FormData } from '../types';
import type { FieldErrors } from './collect';
import { getAt, isBlank, isWithin, pointerParts, toPointer } from './paths';

export interface VisibleOptions {
  /** Only errors inside these paths (a step's fields); all when omitted. */
  scope?: string[];
  /** After Next / Submit every error shows; before, only errors on fields holding a value (format errors). */
  showErrors: boolean;
}

export function inScope(pointer: string, scope: string[] | undefined): boolean {
  return !scope || scope.some((s) => isWithin(pointer, toPointer(s)));
}

/** Picks the errors the user should see now (spec §5: errors after Next/Submit, format errors live). */
export function visibleErrors(all: FieldErrors, data: FormData, options: VisibleOptions): FieldErrors {
  const out: FieldErrors = {};
  for (const [pointer, messages] of Object.entries(all)) {
    if (!inScope(pointer, options.scope)) continue;
    const value = getAt(data, pointer);
    // An unticked checkbox (false) is not an answer yet: its 'must accept' error waits for Next/Submit.
    const typed = !isBlank(value) && value !== false && (typeof value !== 'object' || value === null);
    if (options.showErrors || typed) out[pointer] = messages;
  }
  return out;
}

export function hasErrorsIn(all: FieldErrors, scope: string[]): boolean {
  return Object.keys(all).some((pointer) => inScope(pointer, scope));
}

/** RJSF's nested error tree (`{ a: { __errors: [...] } }`) from pointer-keyed errors. */
export function toErrorSchema(errors: FieldErrors): ErrorSchema<FormData> {
  const root: Record<string, unknown> = {};
  for (const [pointer, messages] of Object.entries(errors)) {
    let node = root;
    for (const part of pointerParts(pointer)) node = (node[part] ??= {}) as Record<string, unknown>;
    node.__errors = [...((node.__errors as string[] | undefined) ?? []), ...messages];
  }
  return root as ErrorSchema<FormData>;
}
