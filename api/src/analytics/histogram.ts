/**
 * The stages call over many durations (README 'Analytics'): the range's whole months come from the stage
 * duration histograms (migration 0039), its partial months at either edge from the raw clocks (each stage's end
 * is indexed), put in the same buckets; median and p90 are read from the cumulative counts, interpolating
 * within the bucket (percentile_cont's position (n - 1) p, the bucket's items spread evenly across it).
 * Counts are exact; medians and p90s are within the bucket's width (2% of the value, 0.002 h near zero).
 */
import { sql, type SQL } from 'drizzle-orm';
import { clocksWhere, rangeOf, type AnalyticsFilter } from './filter';
import { STAGE_ROWS } from './stages-sql';

const iso = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const monthStart = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));

/** The range's whole months [first, last) and its edges [start, first) and [last, end). */
export function monthsOf(f: AnalyticsFilter): { start: Date; end: Date; first: Date; last: Date } {
  const { start, end } = rangeOf(f);
  let first = monthStart(start);
  if (first < start) first = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 1));
  let last = monthStart(end);
  if (first >= last) first = last = end; // no whole month: all of it from the raw clocks
  return { start, end, first, last };
}

/** How many durations the histograms hold over the months the range touches (an upper bound of the count). */
export function histogramCountStatement(f: AnalyticsFilter): SQL {
  const { start, end } = rangeOf(f);
  return sql`select coalesce(sum(c.n), 0)::bigint as n from submission_stage_histograms c
    where ${clocksWhere(f)} and c.month >= ${monthStart(start).toISOString().slice(0, 10)}::date
      and c.month < ${end.toISOString().slice(0, 10)}::date`;
}

const ENDS = ['opened_at', 'submitted_at', 'refs_answered_at', 'decided_at', 'signed_at'];

/** The statement: the same rows as stagesStatement (stage, unit, month, grouping flags, median, p90, count). */
export function histogramStatement(f: AnalyticsFilter): SQL {
  const { start, end, first, last } = monthsOf(f);
  const inEdges = (col: SQL) =>
    sql`((${col} >= ${iso(start)} and ${col} < ${iso(first)}) or (${col} >= ${iso(last)} and ${col} < ${iso(end)}))`;
  const anyEdge = sql.join(
    ENDS.map((e) => inEdges(sql.raw(`c.${e}`))),
    sql` or `,
  );
  // percentile_cont: the items at floor and ceil of (total - 1) p, weighted; the k-th item of a bucket holding
  // n is at (k - before + 0.5) / n of its width.
  const item = (k: string) =>
    `max(case when before <= ${k} and ${k} < before + n then lo + (hi - lo) * ((${k} - before + 0.5) / n) end)`;
  const pick = (p: number) => {
    const r = `${p} * (total - 1)`;
    return sql.raw(
      `(${item(`floor(${r})`)} + (${r} - floor(${r})) * (${item(`ceil(${r})`)} - ${item(`floor(${r})`)}))`,
    );
  };
  return sql`with raw as (
      select c.unit_id, v.stage, v.ended, v.hours::double precision as hours
      from submission_stage_clocks c
      cross join lateral (values ${STAGE_ROWS}) as v(stage, ended, hours)
      where ${clocksWhere(f)} and (${anyEdge}) and ${inEdges(sql`v.ended`)} and v.hours is not null
    ), b as (
      select c.stage, c.unit_id, to_char(c.month, 'YYYY-MM') as month, c.bucket, c.n::bigint as n
      from submission_stage_histograms c
      where ${clocksWhere(f)} and c.month >= ${first.toISOString().slice(0, 10)}::date
        and c.month < ${last.toISOString().slice(0, 10)}::date and c.n <> 0
      union all
      select stage, unit_id, to_char(ended at time zone 'UTC', 'YYYY-MM'), stage_hist_bucket(hours), 1 from raw
    ), g as (
      select stage, unit_id, month, grouping(unit_id) as by_unit, grouping(month) as by_month, bucket, sum(n) as n
      from b group by grouping sets ((stage, bucket), (stage, unit_id, bucket), (stage, month, bucket))
    ), cum as (
      select g.*, (sum(n) over w - n)::double precision as before,
        sum(n) over (partition by stage, unit_id, month, by_unit, by_month) as total,
        stage_hist_lower(bucket) as lo, stage_hist_lower(bucket + 1) as hi
      from g where n > 0
      window w as (partition by stage, unit_id, month, by_unit, by_month order by bucket)
    )
    select cum.stage, cum.unit_id as "unitId", u.name as "unitName", cum.month,
      cum.by_unit as "byUnit", cum.by_month as "byMonth",
      ${pick(0.5)} as median, ${pick(0.9)} as p90, max(total)::int as count
    from cum left join units u on u.id = cum.unit_id
    group by cum.stage, cum.unit_id, u.name, cum.month, cum.by_unit, cum.by_month, cum.total`;
}
