/**
 * Stage duration histograms (migration 0039, README 'Analytics'): the clocks' trigger keeps them equal to a
 * recount of the live clocks through inserts, updates, soft deletes and undeletes, unit changes and deletes;
 * and the stages call's histogram path agrees with its exact path — counts equal, medians and p90s within
 * the bucket's precision — on a generated set, with scope, unit and kind, forced by a threshold of 1.
 */
import { describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import type { AnalyticsQuery, StageFigure } from '@cp/schemas/contracts/analytics';
import type { SessionUser } from '@cp/schemas/permissions/types';
import { createTestUser } from '../auth/testing';
import { loadSessionUser } from '../auth/session-user';
import type { Db } from '../db/client';
import { submissions } from '../db/schema';
import { seedApplicationWorld, type ApplicationWorld } from '../test/application-world';
import { useDbWorld } from '../test/test-world';
import { analyticsStages } from './stages';

let db: Db;
let w: ApplicationWorld;
useDbWorld(seedApplicationWorld, (e) => ({ db, w } = { db: e.t.db, w: e.w }));

const H = 3_600_000;
/** A fixed pseudo-random sequence (the set is the same every run). */
let seed = 7;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;

/** `count` records invited between the two days, with random stage times and outcomes, over three units. */
async function generate(count: number, fromDay: string, toDay: string): Promise<string[]> {
  const start = Date.parse(fromDay);
  const span = Date.parse(toDay) - start;
  const units = [
    { companyId: w.cpg.id },
    { companyId: w.cpg.id, divisionId: w.bri.id },
    { companyId: w.uwl.id },
  ];
  const rows = Array.from({ length: count }, (_, i) => {
    const invited = start + random() * span;
    const opened = invited + random() ** 2 * 200 * H;
    const submitted = opened + random() ** 3 * 400 * H;
    const decided = submitted + random() * 300 * H;
    const r = random();
    const status = r < 0.2 ? 'SENT' : r < 0.35 ? 'NEW' : r < 0.75 ? 'APPROVED' : 'DENIED';
    const activation = random() < 0.3;
    return {
      form: activation ? 'customer-activation' : 'credit-application',
      formFamily: activation ? 'activation-cpg' : 'application-six-cpg',
      status,
      ...units[i % 3],
      email: `buyer-${i}@acme.test`,
      addDate: new Date(invited),
      applicationOpened: random() < 0.9 ? new Date(opened) : null,
      signatureDate: status === 'SENT' ? null : new Date(submitted),
      approvedOrDeniedDate: status === 'APPROVED' || status === 'DENIED' ? new Date(decided) : null,
      approvedAmount: status === 'APPROVED' ? '1000' : null,
      denialCode: status === 'DENIED' ? 'CR-1' : '',
    };
  });
  const ids: string[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const made = await db
      .insert(submissions)
      .values(rows.slice(i, i + 500) as never)
      .returning({ id: submissions.id });
    ids.push(...made.map((m) => m.id));
  }
  return ids;
}

/** The rows where the histograms and a recount of the live clocks differ (none when the trigger kept them). */
async function drift(): Promise<unknown[]> {
  const res = await db.execute(sql`with kept as (
      select stage, form, company_id, unit_id, month, bucket, n from submission_stage_histograms where n <> 0
    ), recount as (
      select d.stage, c.form, c.company_id, c.unit_id, date_trunc('month', d.ended at time zone 'UTC')::date as month,
        stage_hist_bucket(d.hours) as bucket, count(*)::int as n
      from submission_stage_clocks c cross join lateral stage_durations(c) d group by 1, 2, 3, 4, 5, 6
    )
    (select 'kept' as side, * from kept except select 'kept', * from recount)
    union all (select 'recount', * from recount except select 'recount', * from kept)`);
  return (res as unknown as { rows: unknown[] }).rows;
}

const histogramTotal = async () =>
  Number(
    (
      (await db.execute(
        sql`select coalesce(sum(n), 0) as n from submission_stage_histograms`,
      )) as unknown as {
        rows: { n: string }[];
      }
    ).rows[0].n,
  );

describe('stage duration histograms', () => {
  let ids: string[] = [];

  it('follow inserts, updates, soft deletes, undeletes, unit changes and deletes of the records', async () => {
    ids = await generate(300, '2026-01-01', '2026-05-01');
    expect(await histogramTotal()).toBeGreaterThan(300);
    expect(await drift()).toEqual([]);
    const some = ids.slice(0, 60);
    await db
      .update(submissions)
      .set({ approvedOrDeniedDate: sql`${submissions.approvedOrDeniedDate} + interval '37 hours'` })
      .where(inArray(submissions.id, some));
    expect(await drift()).toEqual([]);
    const total = await histogramTotal();
    await db.update(submissions).set({ deleteDate: new Date() }).where(inArray(submissions.id, some));
    expect(await drift()).toEqual([]);
    expect(await histogramTotal()).toBeLessThan(total);
    await db.update(submissions).set({ deleteDate: null }).where(inArray(submissions.id, some));
    expect(await drift()).toEqual([]);
    expect(await histogramTotal()).toBe(total);
    await db.update(submissions).set({ divisionId: w.bri.id }).where(eq(submissions.companyId, w.cpg.id));
    expect(await drift()).toEqual([]);
    await db.delete(submissions).where(inArray(submissions.id, ids.slice(60, 120)));
    expect(await drift()).toEqual([]);
    await db.delete(submissions).where(inArray(submissions.id, ids));
    expect(await histogramTotal()).toBe(0);
  });

  it('give the exact counts and, within the buckets, the exact medians and p90s', async () => {
    await generate(3000, '2025-12-01', '2026-05-15');
    const admin = await createTestUser(db, { security: 'SUPER ADMIN' });
    const reader = await createTestUser(db, { security: 'READ ONLY', unitIds: [w.cpg.id] });
    const actors = [
      await loadSessionUser(db, admin.id),
      await loadSessionUser(db, reader.id),
    ] as SessionUser[];
    const queries: AnalyticsQuery[] = [
      { from: '2026-01-10', to: '2026-04-20' },
      { from: '2026-02-01', to: '2026-03-31' },
      { from: '2026-01-10', to: '2026-04-20', unit: w.cpg.id },
      { from: '2026-01-10', to: '2026-04-20', unit: w.bri.id, kind: 'application' },
      { from: '2026-03-05', to: '2026-03-25' },
      { from: '2026-02-20', to: '2026-03-03' },
    ];
    const close = (a: StageFigure, b: StageFigure) => {
      expect(a.count).toBe(b.count);
      for (const k of ['medianHours', 'p90Hours'] as const) {
        if (b[k] === null) expect(a[k]).toBeNull();
        // A bucket is 2% of its value (0.002 h at zero) wide; figures are rounded to 0.1 h.
        else expect(Math.abs(a[k]! - b[k]!)).toBeLessThanOrEqual(0.1 + 0.02 * b[k]!);
      }
    };
    for (const actor of actors)
      for (const query of queries) {
        const exact = await analyticsStages(db, { actor, query }, Infinity);
        const histogram = await analyticsStages(db, { actor, query }, 1);
        expect(exact.overall.reduce((n, s) => n + s.count, 0)).toBeGreaterThan(0);
        exact.overall.forEach((e, i) => close(histogram.overall[i], e));
        expect(histogram.byUnit.map((u) => `${u.unitId} ${u.stage}`)).toEqual(
          exact.byUnit.map((u) => `${u.unitId} ${u.stage}`),
        );
        exact.byUnit.forEach((e, i) => close(histogram.byUnit[i], e));
        expect(histogram.byMonth.map((m) => `${m.month} ${m.stage}`)).toEqual(
          exact.byMonth.map((m) => `${m.month} ${m.stage}`),
        );
        exact.byMonth.forEach((e, i) => close(histogram.byMonth[i], e));
      }
  });

  it('refresh more submissions in one statement than the lock table holds locks (50,000)', async () => {
    // A statement that changes 50,000 submissions refreshes their clocks at once: a lock per submission (0040)
    // ran out of shared memory (past max_locks_per_transaction × connections, with the table's slack about
    // 30,000 here; a bulk load of 132,800 rows failed so). 2,000 real rows and 48,000 ids of no row
    // (inserting 50,000 rows through the triggers takes longer than a test may).
    const made = `{${(await generate(2000, '2026-06-01', '2026-07-01')).join(',')}}`;
    await db.execute(sql`select stage_clocks_refresh(array(
      select id from submissions where id = any(${made}::uuid[])
      union all select gen_random_uuid() from generate_series(1, 48000)))`);
    const clocks = await db.execute(
      sql`select count(*) as n from submission_stage_clocks where submission_id = any(${made}::uuid[])`,
    );
    expect(Number((clocks as unknown as { rows: { n: string }[] }).rows[0].n)).toBe(2000);
    expect(await drift()).toEqual([]);
  });
});
