/**
 * The analytics dashboard at /analytics (README 'Analytics', issue 32 item 2): where the days go between
 * invitation and signed agreement, the funnel, approval rates, approved amounts, denial reasons (over the
 * range, and by unit and month) and the oldest open items, for the filters in the URL. Admins, Super Admins
 * and Read Only users; the server scopes every figure to the viewer's units, the page shows what comes back.
 * Loaded on demand (index.ts): the chart library stays out of the console's first load.
 */
import { Alert, Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider } from 'react-admin';
import type { AnalyticsQuery } from '@cp/schemas/contracts/analytics';
import type { ConsoleDataProvider } from '../dataProvider';
import { failureMessage } from '../submissions/api';
import { Filters, useAnalyticsFilters } from './Filters';
import { formatDate } from './format';
import { OldestOpen } from './OldestSection';
import {
  ApprovalRate,
  ApprovedAmounts,
  DenialReasons,
  DenialReasonsByMonth,
  Funnel,
} from './OverviewSections';
import { DecisionByMonth, StagesByStage, StagesByUnit } from './StageSections';

const FAILED = 'The figures could not be loaded. Try again in a moment.';

function useFigures(query: AnalyticsQuery | null) {
  const dp = useDataProvider<ConsoleDataProvider>();
  const enabled = query !== null;
  const q = query ?? {};
  return {
    stages: useQuery({ queryKey: ['analytics', 'stages', q], queryFn: () => dp.analyticsStages(q), enabled }),
    overview: useQuery({
      queryKey: ['analytics', 'overview', q],
      queryFn: () => dp.analyticsOverview(q),
      enabled,
    }),
    oldest: useQuery({ queryKey: ['analytics', 'oldest', q], queryFn: () => dp.analyticsOldest(q), enabled }),
  };
}

export default function AnalyticsPage() {
  const { raw, query, problem, set } = useAnalyticsFilters();
  const { stages, overview, oldest } = useFigures(query);
  const range = stages.data ?? overview.data;
  const fileName = range ? `analytics-${range.from}-${range.to}` : 'analytics';
  const error = [stages, overview, oldest].find((q) => q.error)?.error;
  const loading = query !== null && [stages, overview, oldest].some((q) => q.isPending);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Title title="Analytics" />
      <Typography variant="h5" component="h1">
        Analytics
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Where the days go between invitation and signed agreement, and how many are approved, for the units
        you may see.
        {range ? ` Decisions from ${formatDate(range.from)} to ${formatDate(range.to)}.` : ''}
      </Typography>
      <Filters raw={raw} set={set} />
      {problem ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      ) : null}
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failureMessage(error, FAILED)}
        </Alert>
      ) : null}
      {loading ? <LinearProgress aria-label="Loading the figures" sx={{ mb: 2 }} /> : null}
      <Stack spacing={2}>
        {stages.data ? <StagesByStage view={stages.data} fileName={fileName} /> : null}
        {stages.data ? <DecisionByMonth view={stages.data} fileName={fileName} /> : null}
        {overview.data ? <Funnel view={overview.data} fileName={fileName} /> : null}
        {overview.data ? <ApprovalRate view={overview.data} fileName={fileName} /> : null}
        {overview.data ? <ApprovedAmounts view={overview.data} fileName={fileName} /> : null}
        {overview.data ? <DenialReasons view={overview.data} fileName={fileName} /> : null}
        {overview.data ? <DenialReasonsByMonth view={overview.data} fileName={fileName} /> : null}
        {oldest.data ? <OldestOpen view={oldest.data} fileName={fileName} /> : null}
        {stages.data ? <StagesByUnit view={stages.data} fileName={fileName} /> : null}
      </Stack>
    </Box>
  );
}
