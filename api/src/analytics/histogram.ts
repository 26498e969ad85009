/**
 * The stages call over many durations (README 'Analytics'): the range's months come from the stage duration
 * histograms (migration 0039), corrected at either edge by the raw clocks (each stage's end is indexed; see
 * partsOf), put in the same buckets; median and p90 are read from the cumulative counts, as percentile_cont:
 * the two items around the position (n - 1) p, each placed evenly inside its bucket, interpolated.
 * Counts are exact; medians and p90s are within the bucket's width (2% of the value, 0.002 h near zero).
 */
import { sql, type SQL } from 'drizzle-orm';
import { clocksWhere, rangeOf, type AnalyticsFilter } from './filter';
import { STAGE_ROWS } from './stages-sql';

const iso = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const day = (d: Date) => d.toISOString().slice(0, 10);
const monthStart = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
const nextMonth = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));

type Window = [Date, Date];

/**
 * Where each month the range touches is read: a whole month, or one more than half inside the range, from the
 * histograms (`months`), less the raw durations of its days outside the range (`minus`); a month at most half
 * inside, from the raw durations of its days inside (`plus`). The raw reads stay within half a month per edge.
 */
export function partsOf(f: AnalyticsFilter): { months: string[]; plus: Window[]; minus: Window[] } {
  const { start, end } = rangeOf(f);
  const parts = { months: [] as string[], plus: [] as Window[], minus: [] as Window[] };
  for (let m = monthStart(start); m < end; m = nextMonth(m)) {
    const next = nextMonth(m);
    const from = new Date(Math.max(+m, +start));
    const to = new Date(Math.min(+next, +end));
    if (2 * (+to - +from) <= +next - +m) parts.plus.push([from, to]);
    else {
      parts.months.push(day(m));
      if (from > m) parts.minus.push([m, from]);
      if (to < next) parts.minus.push([to, next]);
    }
  }
  return parts;
}

/** How many durations the histograms hold over the months the range touches (an upper bound of the count). */
export function histogramCountStatement(f: AnalyticsFilter): SQL {
  const { start, end } = rangeOf(f);
  return sql`select coalesce(sum(c.n), 0)::bigint as n from submission_stage_histograms c
    where ${clocksWhere(f)} and c.month >= ${day(monthStart(start))}::date and c.month < ${day(end)}::date`;
}

const ENDS = ['opened_at', 'submitted_at', 'refs_answered_at', 'decided_at', 'signed_at'];

const within = (col: SQL, windows: Window[]): SQL =>
  windows.length
    ? sql`(${sql.join(
        windows.map(([a, b]) => sql`(${col} >= ${iso(a)} and ${col} < ${iso(b)})`),
        sql` or `,
      )})`
    : sql`false`;

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

/** The statement: the same rows as stagesStatement (stage, unit, month, grouping flags, median, p90, count). */
export function histogramStatement(f: AnalyticsFilter): SQL {
  const { months, plus, minus } = partsOf(f);
  const edges = [...plus, ...minus];
  const anyEdge = sql.join(
    ENDS.map((e) => within(sql.raw(`c.${e}`), edges)),
    sql` or `,
  );
  const monthList = months.length
    ? sql.join(
        months.map((m) => sql`${m}::date`),
        sql`, `,
      )
    : sql`null::date`;
  return sql`with raw as (
      select c.unit_id, v.stage, v.ended, v.hours::double precision as hours
      from submission_stage_clocks c
      cross join lateral (values ${STAGE_ROWS}) as v(stage, ended, hours)
      where ${clocksWhere(f)} and (${anyEdge}) and ${within(sql`v.ended`, edges)} and v.hours is not null
    ), b as (
      select c.stage, c.unit_id, to_char(c.month, 'YYYY-MM') as month, c.bucket, c.n::bigint as n
      from submission_stage_histograms c
      where ${clocksWhere(f)} and c.month in (${monthList}) and c.n <> 0
      union all
      select stage, unit_id, to_char(ended at time zone 'UTC', 'YYYY-MM'), stage_hist_bucket(hours),
        case when ${within(sql`ended`, plus)} then 1 else -1 end
      from raw
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
