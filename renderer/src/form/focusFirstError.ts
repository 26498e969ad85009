import { useEffect, useRef, useState } from 'react';

/**
 * After a Next / Submit that found errors, moves keyboard focus to the first invalid input (MUI marks them
 * aria-invalid, a field with no input of its own marks data-error-focus), so keyboard and screen-reader users
 * land on what needs fixing.
 */
export function useFocusFirstError() {
  const container = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt === 0) return;
    const find = () =>
      container.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-error-focus]');
    const first = find();
    if (first) return first.focus();
    // A field that reads the shown errors from the engine context marks itself one render later.
    const later = setTimeout(() => find()?.focus());
    return () => clearTimeout(later);
  }, [attempt]);
  return { container, reportErrors: () => setAttempt((n) => n + 1) };
}
