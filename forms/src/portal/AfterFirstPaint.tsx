import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders `fallback` until the browser has painted it (with what the page rendered beside it), then `children`.
 * A page shows its heading and introduction, then mounts the forms engine (issue 17): the engine's download and
 * start-up (hundreds of ms of a phone's main thread) come after that first paint instead of before it, so the
 * customer reads the page while the form loads. Costs one frame.
 */
export function AfterFirstPaint({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = () => startTransition(() => setPainted(true));
    // A task queued from the next animation frame runs once that frame is painted.
    // A hidden tab paints nothing (and runs no animation frames): the engine mounts at once there.
    const frame =
      typeof requestAnimationFrame === 'function' && document.visibilityState !== 'hidden'
        ? requestAnimationFrame(() => (timer = setTimeout(show, 0)))
        : undefined;
    if (frame === undefined) timer = setTimeout(show, 0);
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted ? children : fallback;
}
