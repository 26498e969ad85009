import { useEffect, useRef } from 'react';

/** What counts as activity (back-office.md §4 'Session': mouse, keyboard, scroll or touch). */
export const ACTIVITY_EVENTS = [
  'mousemove',
  'mousedown',
  'wheel',
  'keydown',
  'scroll',
  'touchstart',
  'touchmove',
] as const;

/** Calls `onIdle` once after `timeoutMs` without activity; any activity starts the wait again. */
export function useIdleTimer(timeoutMs: number | undefined, onIdle: () => void): void {
  const onIdleRef = useRef(onIdle);
  useEffect(() => {
    onIdleRef.current = onIdle;
  }, [onIdle]);

  useEffect(() => {
    if (!timeoutMs || timeoutMs <= 0) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => onIdleRef.current(), timeoutMs);
    };
    const options = { capture: true, passive: true } as const;
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, arm, options);
    arm();
    return () => {
      clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, arm, options);
    };
  }, [timeoutMs]);
}
