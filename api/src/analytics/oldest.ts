/**
 * `GET /api/v1/analytics/oldest` (README 'Analytics'): the worklist of open items, the ten that have waited
 * longest in each stage: on the customer (invited, not submitted), on references (a request still open), on
 * staff (submitted, not decided) and on the signer (approved, its agreement out for signature). The range
 * does not apply (an open item has no end); the unit and kind do.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnalyticsOldestView, OldestOpenItem } from '@cp/schemas/contracts/analytics';
import type { Db } from '../db/client';
import { clocksWhere, tenth, type AnalyticsFilter } from './filter';

const PER_STAGE = 10;

const OPEN: Record<OldestOpenItem['stage'], { since: string; condition: string }> = {
  customer: {
    since: 'c.invited_at',
    condition: "c.submitted_at is null and s.status = 'SENT'",
  },
  references: {
    since: 'c.refs_requested_at',
    condition: 'c.refs_requested_at is not null and c.refs_answered_at is null and c.decided_at is null',
  },
  staff: { since: 'c.submitted_at', condition: 'c.submitted_at is not null and c.decided_at is null' },
  signer: {
    since: 'c.decided_at',
    condition: `c.approved and c.signed_at is null and exists (select 1 from esign_envelopes v
      where v.submission_id = c.submission_id and v.status in ('sent', 'delivered'))`,
  },
};

function stageStatement(stage: OldestOpenItem['stage'], where: SQL): SQL {
  const { since, condition } = OPEN[stage];
  return sql`(select ${stage}::text as stage, c.submission_id as "submissionId", c.form,
      coalesce(nullif(s.facts->>'legalName', ''), s.email) as name, u.name as "unitName",
      ${sql.raw(since)} as since
    from submission_stage_clocks c join submissions s on s.id = c.submission_id join units u on u.id = c.unit_id
    where ${where} and ${sql.raw(condition)}
    order by ${sql.raw(since)}, c.submission_id limit ${PER_STAGE})`;
}

export async function analyticsOldest(db: Db, f: AnalyticsFilter): Promise<AnalyticsOldestView> {
  const where = clocksWhere(f);
  const now = (f.now ?? new Date()).getTime();
  const stages = Object.keys(OPEN) as OldestOpenItem['stage'][];
  const result = await db.execute(
    sql.join(
      stages.map((stage) => stageStatement(stage, where)),
      sql` union all `,
    ),
  );
  const rows = (
    result as unknown as {
      rows: {
        stage: OldestOpenItem['stage'];
        submissionId: string;
        form: string;
        name: string;
        unitName: string;
        since: Date | string;
      }[];
    }
  ).rows;
  const items = rows.map((r): OldestOpenItem => {
    const since = new Date(r.since);
    return {
      stage: r.stage,
      submissionId: r.submissionId,
      kind: r.form === 'credit-application' ? 'application' : 'activation',
      name: r.name,
      unitName: r.unitName,
      since: since.toISOString(),
      waitingHours: tenth(Math.max(0, now - since.getTime()) / 3_600_000) ?? 0,
    };
  });
  items.sort((a, b) => stages.indexOf(a.stage) - stages.indexOf(b.stage) || a.since.localeCompare(b.since));
  return { items };
}
