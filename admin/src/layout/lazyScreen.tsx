import { Backdrop, Box, CircularProgress, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import type { ComponentType } from 'react';

/** What a screen shows while its code arrives (its first use only; the browser keeps the chunk). */
export function ScreenLoading() {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 3 }}>
      <CircularProgress size={20} aria-hidden />
      <Typography color="text.secondary">Loading…</Typography>
    </Box>
  );
}

/**
 * A console screen other than the lists, loaded on first use (README 'Benchmarks', `bench:console-load`):
 * `load` is a dynamic import, so the screen and the libraries only it needs (the form renderer, ajv, the
 * editors) stay out of the scripts `index.html` loads up front.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function LazyScreen(props: P) {
    return (
      <Suspense fallback={<ScreenLoading />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyScreen;
}

/** What a dialog shows over the page while its code arrives (no dialog role: the dialog itself comes next). */
function DialogLoading() {
  return (
    <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal }}>
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'common.white' }}>
        <CircularProgress size={20} color="inherit" aria-hidden />
        <Typography>Loading…</Typography>
      </Box>
    </Backdrop>
  );
}

/**
 * A dialog loaded the first time it opens (its fields, pickers and panels stay out of the list's first load),
 * then kept mounted like an eager one, so it opens and closes with its transitions from then on.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function LazyDialog(props: P) {
    const [used, setUsed] = useState(false);
    const open = isOpen(props);
    if (open && !used) setUsed(true);
    if (!used && !open) return null;
    return (
      <Suspense fallback={open ? <DialogLoading /> : null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
