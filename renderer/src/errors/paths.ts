/** Path helpers shared by the engine: JSON pointers ('/a/0/b') are the one internal spelling. */

import { isWithin, toPointer } from '@cp/schemas/forms/pointers';

// One scope rule for the engine and the validator modules (schemas forms/precompiled.ts `stepFieldErrors`).
export { isWithin, toPointer };

export function pointerParts(pointer: string): string[] {
  const parts = toPointer(pointer).split('/').slice(1);
  // Read on every keystroke (`setAt`): escapes are rare, so only a pointer holding one is unescaped.
  if (!pointer.includes('~')) return parts;
  return parts.map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
}

export function getAt(data: unknown, pointer: string): unknown {
  let cur: unknown = data;
  for (const part of pointerParts(pointer)) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}

/** Returns a copy of `data` with `value` at `path`; containers on the way are copied, not mutated. */
export function setAt<T>(data: T, path: string, value: unknown): T {
  return setParts(data, pointerParts(path), 0, value) as T;
}

function setParts(data: unknown, parts: string[], at: number, value: unknown): unknown {
  if (at === parts.length) return value;
  const head = parts[at];
  const base: Record<string, unknown> | unknown[] = Array.isArray(data)
    ? [...data]
    : { ...((data ?? {}) as Record<string, unknown>) };
  const next = setParts((base as Record<string, unknown>)[head], parts, at + 1, value);
  if (next === undefined && !Array.isArray(base)) delete (base as Record<string, unknown>)[head];
  else (base as Record<string, unknown>)[head] = next;
  return base;
}

/** Empty for the purpose of showing errors: nothing typed yet. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}
