import { useCallback, useState } from 'react';

/**
 * The field errors of a dialog's form: `check` stores what the caller found (undefined = fine) and
 * answers whether every field is fine; `setError` sets one field; `reset` clears them when the dialog opens on another record.
 */
export function useFieldErrors<K extends string>() {
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const check = useCallback((found: Partial<Record<K, string | undefined>>): boolean => {
    setErrors(found as Partial<Record<K, string>>);
    return Object.values(found).every((message) => !message);
  }, []);
  /** One field's message (on blur), the others kept. */
  const setError = useCallback(
    (key: K, message: string | undefined) => setErrors((x) => ({ ...x, [key]: message })),
    [],
  );
  const reset = useCallback(() => setErrors({}), []);
  return { errors, check, setError, reset };
}
