/**
 * `GET /api/v1/analytics/overview` (README 'Analytics'): the funnel over the invitations sent in the range,
 * the decisions of the range by month and unit (approval rate, approved amounts), and the denial reasons over
 * the range and by month and unit.
 */
import { sql } from 'drizzle-orm';
import type {
  AnalyticsOverviewView,
  DenialReasonMonthRow,
  DenialReasonRow,
  FunnelStep,
  OutcomeRow,
} from '@cp/schemas/contracts/analytics';
import type { Db } from '../db/client';
import { clocksWhere, rangeOf, type AnalyticsFilter } from './filter';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The month (UTC) of a clock's decision. */
const decidedMonth = sql`to_char(c.decided_at at time zone 'UTC', 'YYYY-MM')`;
/** A denial's reason: its code's description in the record's unit or company (a live code first); '' if none. */
const denialDescription = sql`coalesce((select d.description from denial_codes d where d.code = s.denial_code
  and d.unit_id in (c.unit_id, c.company_id) order by d.delete_date nulls first limit 1), '')`;

export async function analyticsOverview(db: Db, f: AnalyticsFilter): Promise<AnalyticsOverviewView> {
  const { from, to, start, end } = rangeOf(f);
  const where = clocksWhere(f);
  const inRange = (column: string) =>
    sql`${sql.raw(column)} >= ${start.toISOString()}::timestamptz and ${sql.raw(column)} < ${end.toISOString()}::timestamptz`;

  const [counts] = rowsOf<Record<string, number>>(
    await db.execute(sql`select count(*)::int as sent,
        count(*) filter (where c.opened_at is not null or c.submitted_at is not null)::int as opened,
        count(c.submitted_at)::int as submitted, count(c.decided_at)::int as decided, count(c.signed_at)::int as signed
      from submission_stage_clocks c where ${where} and ${inRange('c.invited_at')}`),
  );
  const steps = ['sent', 'opened', 'submitted', 'decided', 'signed'] as const;
  const funnel: FunnelStep[] = steps.map((step, i) => {
    const count = Number(counts?.[step] ?? 0);
    const previous = i === 0 ? 0 : Number(counts?.[steps[i - 1]] ?? 0);
    return { step, count, conversion: i === 0 || previous === 0 ? null : count / previous };
  });

  const outcomeRows = rowsOf<{
    month: string;
    unitId: string;
    unitName: string;
    approved: number;
    denied: number;
    amount: string;
  }>(
    await db.execute(sql`select ${decidedMonth} as month, c.unit_id as "unitId", u.name as "unitName",
        count(*) filter (where c.approved)::int as approved,
        count(*) filter (where not c.approved)::int as denied,
        coalesce(sum(s.approved_amount) filter (where c.approved and c.form = 'credit-application'), 0)::text as amount
      from submission_stage_clocks c join submissions s on s.id = c.submission_id join units u on u.id = c.unit_id
      where ${where} and ${inRange('c.decided_at')}
      group by 1, 2, 3 order by 1, 3, 2`),
  );
  const outcomes: OutcomeRow[] = outcomeRows.map((r) => {
    const decided = Number(r.approved) + Number(r.denied);
    return {
      month: r.month,
      unitId: r.unitId,
      unitName: r.unitName,
      approved: Number(r.approved),
      denied: Number(r.denied),
      approvalRate: decided === 0 ? null : Number(r.approved) / decided,
      approvedAmount: Number(r.amount).toFixed(2),
    };
  });

  const denied = sql`${where} and ${inRange('c.decided_at')} and not c.approved`;
  const denialReasons = rowsOf<DenialReasonRow>(
    await db.execute(sql`select s.denial_code as code, ${denialDescription} as description, count(*)::int as count
      from submission_stage_clocks c join submissions s on s.id = c.submission_id
      where ${denied} group by 1, 2 order by 3 desc, 1`),
  ).map((r) => ({ code: r.code, description: r.description, count: Number(r.count) }));
  const denialReasonsByMonth = rowsOf<DenialReasonMonthRow>(
    await db.execute(sql`select ${decidedMonth} as month, c.unit_id as "unitId", u.name as "unitName",
        s.denial_code as code, ${denialDescription} as description, count(*)::int as count
      from submission_stage_clocks c join submissions s on s.id = c.submission_id join units u on u.id = c.unit_id
      where ${denied} group by 1, 2, 3, 4, 5 order by 1, 3, 6 desc, 4, 2`),
  ).map((r) => ({
    month: r.month,
    unitId: r.unitId,
    unitName: r.unitName,
    code: r.code,
    description: r.description,
    count: Number(r.count),
  }));

  return { from, to, funnel, outcomes, denialReasons, denialReasonsByMonth };
}
