/**
 * Limits, exposure and utilisation of a credit file (issue 29 items 3, 5, 9). Exposure is the open
 * receivables of the latest AR import of each unit (view customer_exposure, migration 0025), never guessed:
 * no AR line, no exposure (null). Utilisation = exposure / limit, per unit, entity and group (the root — the
 * topmost ancestor — and all its descendants). Units the user may not read appear as amounts without names.
 */
import { sql } from 'drizzle-orm';
import type {
  AgingBuckets,
  CustomerExposure,
  CustomerGroupTotals,
  CustomerUnitLimit,
  CustomerUtilisation,
} from '@cp/schemas/contracts/customers';
import { subject } from '@cp/schemas/permissions/ability';
import type { DbOrTx } from '../db/client';
import { abilityOf, type Staff } from '../services/submissions/access';
import { preparedRows } from './prepared';

type Num = string | number | null;
const n = (v: Num) => (v === null ? 0 : Number(v));
const round = (v: number) => Math.round(v * 10000) / 10000;
export const ratio = (exposure: number | null, limit: number | null) =>
  exposure === null || limit === null || limit === 0 ? null : round(exposure / limit);

const mayReadUnit = (staff: Staff, companyId: string, divisionId: string | null) => {
  const ability = abilityOf(staff);
  return (
    ability.can('read', subject('Application', { companyId, divisionId })) ||
    ability.can('read', subject('Activation', { companyId, divisionId }))
  );
};

interface BucketRow {
  current: Num;
  days_1_30: Num;
  days_31_60: Num;
  days_61_90: Num;
  days_over_90: Num;
  total: Num;
}
const buckets = (r: BucketRow): AgingBuckets => ({
  current: n(r.current),
  days1to30: n(r.days_1_30),
  days31to60: n(r.days_31_60),
  days61to90: n(r.days_61_90),
  daysOver90: n(r.days_over_90),
  total: n(r.total),
});

/** Per-unit limits and exposure of one entity. */
export async function unitLimits(
  db: DbOrTx,
  staff: Staff,
  entityId: string,
): Promise<{ limits: CustomerUnitLimit[]; exposure: CustomerExposure; utilisation: number | null }> {
  const found = await preparedRows<
    BucketRow & {
      unit_id: string;
      unit_name: string;
      company_id: string;
      division_id: string | null;
      amount: Num;
      terms: string | null;
      submission_id: string | null;
      application_number: string | null;
      set_at: Date | string | null;
      as_of: Date | string | null;
      has_ar: boolean;
    }
  >(
    db,
    sql`with lim as (select * from customer_limits where entity_id = ${entityId}::uuid),
        ex as (select * from customer_exposure where entity_id = ${entityId}::uuid),
        u as (select unit_id from lim union select unit_id from ex)
        select u.unit_id, un.name as unit_name, coalesce(un.parent_id, un.id) as company_id,
          case when un.kind = 'division' then un.id end as division_id,
          lim.amount, lim.terms, lim.submission_id, s.application_number, lim.set_at,
          ex.as_of::text as as_of, ex.current, ex.days_1_30, ex.days_31_60, ex.days_61_90, ex.days_over_90,
          ex.total, ex.unit_id is not null as has_ar
        from u join units un on un.id = u.unit_id
        left join lim on lim.unit_id = u.unit_id left join ex on ex.unit_id = u.unit_id
        left join submissions s on s.id = lim.submission_id
        order by un.name, u.unit_id`,
  );
  const total: CustomerExposure = {
    current: 0,
    days1to30: 0,
    days31to60: 0,
    days61to90: 0,
    daysOver90: 0,
    total: 0,
    known: false,
  };
  let limitSum: number | null = null;
  const limits = found.map((r): CustomerUnitLimit => {
    const visible = mayReadUnit(staff, r.company_id, r.division_id);
    const amount = r.amount === null ? null : Number(r.amount);
    if (amount !== null) limitSum = (limitSum ?? 0) + amount;
    const exposure = r.has_ar ? buckets(r) : null;
    if (exposure) {
      total.known = true;
      for (const k of ['current', 'days1to30', 'days31to60', 'days61to90', 'daysOver90', 'total'] as const)
        total[k] = round(total[k] + exposure[k]);
    }
    return {
      unitId: visible ? r.unit_id : '',
      unitName: visible ? r.unit_name : '',
      visible,
      amount,
      terms: visible ? (r.terms ?? '') : '',
      submissionId: visible ? r.submission_id : null,
      applicationNumber: visible ? (r.application_number ?? '') : '',
      setAt: visible && r.set_at ? new Date(r.set_at).toISOString() : null,
      exposure: visible ? exposure : exposure && { ...exposure },
      asOf: r.as_of ? String(r.as_of).slice(0, 10) : null,
      utilisation: ratio(exposure?.total ?? null, amount),
    };
  });
  return { limits, exposure: total, utilisation: ratio(total.known ? total.total : null, limitSum) };
}

/** The group of an entity: its root (topmost ancestor) and the root's subtree, with the totals. */
export async function groupTotals(db: DbOrTx, entityId: string): Promise<CustomerGroupTotals> {
  const [g] = await preparedRows<{
    root_id: string;
    root_name: string;
    group_limit: Num;
    own_group_limit: Num;
    limit_total: Num;
    exposure_total: Num;
    has_ar: boolean;
    member_count: number | string;
  }>(
    db,
    sql`with recursive up(id, depth) as (
          select ${entityId}::uuid, 0
          union
          select e.parent_id, up.depth + 1 from customer_entities e join up on e.id = up.id
            where e.parent_id is not null and up.depth < 100),
        root as (select id from up order by depth desc limit 1),
        tree(id, depth) as (
          select id, 0 from root
          union
          select c.id, t.depth + 1 from customer_entities c join tree t on c.parent_id = t.id
            where c.merged_into is null and t.depth < 100)
        select r.id as root_id, r.legal_name as root_name, r.group_limit,
          (select group_limit from customer_entities where id = ${entityId}::uuid) as own_group_limit,
          (select sum(amount) from customer_limits where entity_id in (select id from tree)) as limit_total,
          -- Per member, so the view is read by entity (its index); 'in (select id from tree)' read every AR line.
          (select sum((select sum(x.total) from customer_exposure x where x.entity_id = t.id)) from tree t)
            as exposure_total,
          coalesce((select bool_or(exists (select 1 from customer_exposure x where x.entity_id = t.id))
            from tree t), false) as has_ar,
          (select count(*) from tree) as member_count
        from customer_entities r where r.id = (select id from root)`,
  );
  return {
    rootId: g.root_id,
    rootName: g.root_name,
    groupLimit: g.group_limit === null ? null : Number(g.group_limit),
    ownGroupLimit: g.own_group_limit === null ? null : Number(g.own_group_limit),
    limitTotal: g.limit_total === null ? null : Number(g.limit_total),
    exposureTotal: g.has_ar ? n(g.exposure_total) : null,
    memberCount: Number(g.member_count),
  };
}

/** The file's limits, exposure, utilisation and group totals. */
export async function creditPosition(db: DbOrTx, staff: Staff, entityId: string) {
  const [{ limits, exposure, utilisation }, group] = await Promise.all([
    unitLimits(db, staff, entityId),
    groupTotals(db, entityId),
  ]);
  const limitAmounts = limits.filter((l) => l.amount !== null);
  const limitTotal = limitAmounts.length ? limitAmounts.reduce((a, l) => a + (l.amount ?? 0), 0) : null;
  const util: CustomerUtilisation = {
    entity: utilisation,
    group: ratio(group.exposureTotal, group.groupLimit ?? group.limitTotal),
  };
  return {
    limits,
    exposure,
    utilisation: util,
    groupTotals: group,
    limitTotal,
    exposureTotal: exposure.known ? exposure.total : null,
  };
}

/** SQL for a list row `e`: its limit total and exposure total (null when none). */
export const limitTotalSql = sql`(select sum(cl.amount) from customer_limits cl where cl.entity_id = e.id)`;
export const exposureTotalSql = sql`(select sum(x.total) from customer_exposure x where x.entity_id = e.id)`;
