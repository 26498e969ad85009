import { Box, CircularProgress, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
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
