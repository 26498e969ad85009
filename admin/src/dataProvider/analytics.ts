/**
 * The dataProvider's analytics methods (README 'Analytics'; schemas contracts/analytics.ts): the stage
 * clocks, the funnel and outcomes, and the oldest open items, each for the dashboard's query
 * (`from`, `to`, `unit`, `kind`; the server intersects `unit` with the viewer's scope).
 */
import type {
  AnalyticsOldestView,
  AnalyticsOverviewView,
  AnalyticsQuery,
  AnalyticsStagesView,
} from '@cp/schemas/contracts/analytics';
import { httpClient } from './httpClient';

/** `?from=…&unit=…`: the query's set fields only, in a fixed order. */
export function analyticsSearch(q: AnalyticsQuery): string {
  const params = new URLSearchParams();
  for (const key of ['from', 'to', 'unit', 'kind'] as const) if (q[key]) params.set(key, q[key]);
  const s = params.toString();
  return s ? `?${s}` : '';
}

async function get<T>(path: string, q: AnalyticsQuery): Promise<T> {
  const { json } = await httpClient(`/api/v1/analytics/${path}${analyticsSearch(q)}`, { method: 'GET' });
  return json?.data as T;
}

export const analyticsMethods = {
  analyticsStages: (q: AnalyticsQuery) => get<AnalyticsStagesView>('stages', q),
  analyticsOverview: (q: AnalyticsQuery) => get<AnalyticsOverviewView>('overview', q),
  analyticsOldest: (q: AnalyticsQuery) => get<AnalyticsOldestView>('oldest', q),
};

export type AnalyticsMethods = typeof analyticsMethods;
