import { useCallback, useEffect, useRef, useState } from 'react';

/** How long typing must pause before the draft is saved. */
export const AUTOSAVE_DELAY_MS = 1500;

export type AutosaveState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * Saves a form's draft as the customer types (after a pause) and when they leave the page (pagehide, or
 * the tab hidden), so a reload or a later visit from the same link restores it (issue 15 item 4). Only a
 * change since the last save is sent; `stop()` ends it (the form was submitted).
 */
export function useAutosave(
  initial: Record<string, unknown>,
  save: (data: Record<string, unknown>, leaving: boolean) => Promise<unknown>,
  delayMs = AUTOSAVE_DELAY_MS,
) {
  const saved = useRef(JSON.stringify(initial));
  const latest = useRef<Record<string, unknown>>(initial);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const stopped = useRef(false);
  const saveRef = useRef(save);
  saveRef.current = save;
  const [state, setState] = useState<AutosaveState>('idle');

  const flush = useCallback((leaving: boolean) => {
    clearTimeout(timer.current);
    const text = JSON.stringify(latest.current);
    if (stopped.current || text === saved.current) return;
    saved.current = text;
    if (!leaving) setState('saving');
    saveRef.current(latest.current, leaving).then(
      () => !leaving && setState('saved'),
      () => {
        // Try again with the next change or on leaving.
        saved.current = '';
        if (!leaving) setState('failed');
      },
    );
  }, []);

  const onChange = useCallback(
    (data: Record<string, unknown>) => {
      latest.current = data;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => flush(false), delayMs);
    },
    [flush, delayMs],
  );

  const stop = useCallback(() => {
    stopped.current = true;
    clearTimeout(timer.current);
  }, []);

  useEffect(() => {
    const leave = () => flush(true);
    const hidden = () => document.visibilityState === 'hidden' && flush(true);
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
      // Leaving the form inside the app (unmount) saves what is pending too.
      flush(true);
    };
  }, [flush]);

  return { onChange, stop, state };
}
