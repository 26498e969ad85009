/**
 * `GET /api/v1/analytics/stages` (README 'Analytics'): median, p90 and count of every stage over the stage
 * clocks, overall, per unit and per month of the stage's end, in one statement (grouping sets). A stage counts
 * when the event that closes it falls in the range.
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

/** Each stage's end and its hours, from one stage clock row `c`. */
const STAGE_ROWS = sql.raw(`
  ('invite_to_open', c.opened_at, greatest(0, extract(epoch from c.opened_at - c.invited_at) / 3600)),
  ('open_to_submit', c.submitted_at, greatest(0, extract(epoch from c.submitted_at - c.opened_at) / 3600)),
  ('customer', c.submitted_at, greatest(0, extract(epoch from c.submitted_at - c.invited_at) / 3600)),
  ('references', c.refs_answered_at, greatest(0, extract(epoch from c.refs_answered_at - c.refs_requested_at) / 3600)),
  ('staff', c.decided_at, greatest(0, (extract(epoch from c.decided_at - c.submitted_at) - c.refs_overlap_seconds) / 3600)),
  ('signer', c.signed_at, case when c.approved then greatest(0, extract(epoch from c.signed_at - c.decided_at) / 3600) end),
  ('decision', c.decided_at, greatest(0, extract(epoch from c.decided_at - c.submitted_at) / 3600))`);

/** The statement (the bench times it bare). */
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

export async function analyticsStages(db: Db, f: AnalyticsFilter): Promise<AnalyticsStagesView> {
  const { from, to } = rangeOf(f);
  const rows = ((await db.execute(stagesStatement(f))) as unknown as { rows: Row[] }).rows;
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
