import { lazy, Suspense } from 'react';
import { LinearProgress } from '@mui/material';

/** The dashboard's module, fetched when /analytics first opens: the chart library comes with it. */
const AnalyticsPage = lazy(() => import('./AnalyticsPage'));

export function LazyAnalyticsPage() {
  return (
    <Suspense fallback={<LinearProgress aria-label="Loading the analytics" sx={{ m: 2 }} />}>
      <AnalyticsPage />
    </Suspense>
  );
}
