/**
 * `GET /api/v1/analytics/stages` (README 'Analytics'): median, p90 and count of every stage over the stage
 * clocks, overall, per unit and per month of the stage's end, in one statement (grouping sets). A stage counts
 * when the event that closes it falls in the range. Under HISTOGRAM_FROM durations the statement sorts them
 * (exact); from it, histogram.ts reads the duration histograms (migration 0039).
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  ANALYTICS_STAGES,
  type AnalyticsStage,
  type AnalyticsStagesView,
  type StageFigure,
} from '@cp/schemas/contracts/analytics';
import type { Db } from '../db/client';
import { clocksWhere, rangeOf, tenth, type AnalyticsFilter } from './filter';
import { histogramCountStatement, histogramStatement } from './histogram';
import { STAGE_ROWS } from './stages-sql';

/** The exact statement: every duration sorted (below HISTOGRAM_FROM durations). */
export function stagesStatement(f: AnalyticsFilter): SQL {
  const { start, end } = rangeOf(f);
  return sql`with s as (
      select c.unit_id, v.stage, v.ended, v.hours
      from submission_stage_clocks c
      cross join lateral (values ${STAGE_ROWS}) as v(stage, ended, hours)
      where ${clocksWhere(f)} and v.ended >= ${start.toISOString()}::timestamptz
        and v.ended < ${end.toISOString()}::timestamptz and v.hours is not null
    )
    select s.stage, s.unit_id as "unitId", u.name as "unitName",
      to_char(s.ended at time zone 'UTC', 'YYYY-MM') as month,
      grouping(s.unit_id, u.name) as "byUnit", grouping(to_char(s.ended at time zone 'UTC', 'YYYY-MM')) as "byMonth",
      percentile_cont(0.5) within group (order by s.hours) as median,
      percentile_cont(0.9) within group (order by s.hours) as p90,
      count(*)::int as count
    from s left join units u on u.id = s.unit_id
    group by grouping sets ((s.stage), (s.stage, s.unit_id, u.name), (s.stage, to_char(s.ended at time zone 'UTC', 'YYYY-MM')))`;
}

interface Row {
  stage: AnalyticsStage;
  unitId: string | null;
  unitName: string | null;
  month: string | null;
  byUnit: number;
  byMonth: number;
  median: number | null;
  p90: number | null;
  count: number;
}

const figure = (r: Row): StageFigure => ({
  stage: r.stage,
  medianHours: tenth(r.median),
  p90Hours: tenth(r.p90),
  count: Number(r.count),
});
const order = (s: AnalyticsStage) => ANALYTICS_STAGES.indexOf(s);

/** Below this many durations the figures are exact (a sort of the raw clocks); from it, the histograms'. */
export const HISTOGRAM_FROM = 50_000;

/** The statement the call runs: exact below `histogramFrom` durations in the months touched, else histograms. */
export async function stagesStatementFor(
  db: Db,
  f: AnalyticsFilter,
  histogramFrom = HISTOGRAM_FROM,
): Promise<SQL> {
  const [{ n }] = ((await db.execute(histogramCountStatement(f))) as unknown as { rows: { n: string }[] })
    .rows;
  return Number(n) < histogramFrom ? stagesStatement(f) : histogramStatement(f);
}

export async function analyticsStages(
  db: Db,
  f: AnalyticsFilter,
  histogramFrom = HISTOGRAM_FROM,
): Promise<AnalyticsStagesView> {
  const { from, to } = rangeOf(f);
  const statement = await stagesStatementFor(db, f, histogramFrom);
  const rows = ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;
  const overallRows = rows.filter((r) => Number(r.byUnit) !== 0 && Number(r.byMonth) !== 0);
  // Every stage appears overall, with a zero count when nothing closed it in the range.
  const overall = ANALYTICS_STAGES.map((stage) => {
    const r = overallRows.find((o) => o.stage === stage);
    return r ? figure(r) : { stage, medianHours: null, p90Hours: null, count: 0 };
  });
  const byUnit = rows
    .filter((r) => Number(r.byUnit) === 0)
    .map((r) => ({ ...figure(r), unitId: r.unitId!, unitName: r.unitName ?? '' }))
    .sort(
      (a, b) =>
        a.unitName.localeCompare(b.unitName) ||
        a.unitId.localeCompare(b.unitId) ||
        order(a.stage) - order(b.stage),
    );
  const byMonth = rows
    .filter((r) => Number(r.byMonth) === 0)
    .map((r) => ({ ...figure(r), month: r.month! }))
    .sort((a, b) => a.month.localeCompare(b.month) || order(a.stage) - order(b.stage));
  return { from, to, overall, byUnit, byMonth };
}
