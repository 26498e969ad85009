import { useEffect, useRef } from 'react';

/**
 * A list's search typing wait: `later(fn)` runs fn once typing has paused for `ms`; `cancel()` drops a wait still
 * running (call it when a filter is applied at once), and leaving the page drops it too. react-admin's own
 * debounced setFilters could not be cancelled: it fired after a filter applied at once with the filters as they
 * were when the text was typed (undoing the choice), or after a row's details had opened (back to the list).
 */
export function useTypingWait(ms: number) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const cancel = () => clearTimeout(timer.current);
  const later = (fn: () => void) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(fn, ms);
  };
  return { later, cancel };
}
