import { useEffect, useRef } from 'react';

/** What counts as activity (back-office.md §4 'Session': mouse, keyboard, scroll or touch). */
export const ACTIVITY_EVENTS = [
  'mousemove',
  'mousedown',
  // A click without mousedown: what assistive technology sends for 'Stay signed in'.
  'click',
  'wheel',
  'keydown',
  'scroll',
  'touchstart',
  'touchmove',
] as const;

/**
 * Calls `onIdle` once after `timeoutMs` without activity; any activity starts the wait again (and calls
 * `onActivity`, if given).
 */
export function useIdleTimer(
  timeoutMs: number | undefined,
  onIdle: () => void,
  onActivity?: () => void,
): void {
  const onIdleRef = useRef(onIdle);
  const onActivityRef = useRef(onActivity);
  useEffect(() => {
    onIdleRef.current = onIdle;
    onActivityRef.current = onActivity;
  }, [onIdle, onActivity]);

  useEffect(() => {
    if (!timeoutMs || timeoutMs <= 0) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => onIdleRef.current(), timeoutMs);
    };
    const active = () => {
      arm();
      onActivityRef.current?.();
    };
    const options = { capture: true, passive: true } as const;
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, active, options);
    arm();
    return () => {
      clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, active, options);
    };
  }, [timeoutMs]);
}
