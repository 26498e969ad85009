import { useEffect, useRef, useState } from 'react';

/**
 * After a Next / Submit that found errors, moves keyboard focus to the first invalid input (MUI marks them
 * aria-invalid), so keyboard and screen-reader users land on what needs fixing.
 */
export function useFocusFirstError() {
  const container = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt === 0) return;
    const first = container.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
  }, [attempt]);
  return { container, reportErrors: () => setAttempt((n) => n + 1) };
}
