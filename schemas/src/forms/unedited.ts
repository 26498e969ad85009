/**
 * customer-portal.md §4: "If an account number already exists its validation is skipped until it is edited."
 *
 * A form definition lists such paths as data (`skipUntilEdited`, JSON pointers). This is the one rule for
 * them, used by the step derivation (steps.ts), the server's draft and submit checks (api
 * services/portal/check-form-data.ts) and mirrored by the renderer's engine (renderer/src/form/useFormEngine.ts
 * `withoutUnedited`): a path's errors are skipped while the stored value there is not blank and the current
 * value is the same value (strict equality, before any normalisation).
 */

/** The value at a JSON pointer ('/bankInfo/accountNumber'; '~1' and '~0' unescaped), or undefined. */
export function valueAt(data: unknown, pointer: string): unknown {
  let current = data;
  const parts = pointer.split('/').slice(1);
  for (const raw of parts) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[raw.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return current;
}

/** Nothing there: undefined, null, a blank string or an empty list (the renderer's `isBlank`). */
export function isBlankValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * The paths among `paths` whose errors are skipped: a value was stored there and `current` still holds that
 * same value. `stored` is the document as loaded (the record in the database), `current` the one being
 * validated; for the step derivation of loaded data both are the same document.
 */
export function uneditedPaths(
  paths: readonly string[] | undefined,
  stored: unknown,
  current: unknown,
): string[] {
  return (paths ?? []).filter((path) => {
    const before = valueAt(stored, path);
    return !isBlankValue(before) && valueAt(current, path) === before;
  });
}
