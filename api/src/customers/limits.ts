/**
 * Limits (issue 29 items 3, 6): each approval sets its entity's limit at its unit (the division, else the
 * company) to the approved amount and terms; the entity's total is the sum across units. A group limit on an
 * entity caps the sum of the limits of the entity and all its descendants: an approval that takes any
 * ancestor-or-self above its group limit is refused unless confirmed, and a confirmed one writes an audit row
 * 'customer-over-limit'.
 */
import { sql } from 'drizzle-orm';
import { CUSTOMER_OVER_GROUP_LIMIT } from '@cp/schemas/messages/customers';
import type { DbOrTx, Tx } from '../db/client';
import { AppError, ErrorCode } from '../errors';
import type { Staff } from '../services/submissions/access';
import { auditCustomer } from './audit';
import { rows } from './db';
import { currentLimit, emitLimitChanged } from '../webhooks/events';

/** The entity and all its descendants (merged entities excluded). */
export const subtreeSql = (rootId: string) =>
  sql`with recursive tree(id, depth) as (
        select id, 0 from customer_entities where id = ${rootId}::uuid
        union
        select e.id, t.depth + 1 from customer_entities e join tree t on e.parent_id = t.id
          where e.merged_into is null and t.depth < 100)
      select id from tree`;

export interface OverLimit {
  entityId: string;
  groupLimit: number;
  limitTotal: number;
}

/** Every ancestor-or-self of the entity with a group limit that the limits of its subtree exceed. */
export async function groupLimitsExceeded(db: DbOrTx, entityId: string): Promise<OverLimit[]> {
  const found = await rows<{ id: string; group_limit: string; total: string | null }>(
    db,
    sql`with recursive up(id, depth) as (
          select ${entityId}::uuid, 0
          union
          select e.parent_id, up.depth + 1 from customer_entities e join up on e.id = up.id
            where e.parent_id is not null and up.depth < 100)
        select e.id, e.group_limit,
          (select sum(cl.amount) from customer_limits cl where cl.entity_id in (
             with recursive tree(id, depth) as (
               select e.id, 0
               union
               select c.id, t.depth + 1 from customer_entities c join tree t on c.parent_id = t.id
                 where c.merged_into is null and t.depth < 100)
             select id from tree)) as total
        from up join customer_entities e on e.id = up.id
        where e.group_limit is not null`,
  );
  return found
    .filter((r) => Number(r.total ?? 0) > Number(r.group_limit))
    .map((r) => ({ entityId: r.id, groupLimit: Number(r.group_limit), limitTotal: Number(r.total ?? 0) }));
}

/**
 * After an approval (in its transaction, the entity linked): the entity's limit at the submission's unit.
 * Refuses (400, nothing saved) an approval over a group limit unless `confirmOverLimit`.
 */
export async function setLimitOnApproval(
  tx: Tx,
  entityId: string,
  submissionId: string,
  o: { staff?: Staff; confirmOverLimit?: boolean },
): Promise<void> {
  const [s] = await rows<{ approved_amount: string | null }>(
    tx,
    sql`select approved_amount from submissions where id = ${submissionId}::uuid`,
  );
  if (!s || s.approved_amount === null) return;
  const [unit] = await rows<{ unit_id: string }>(
    tx,
    sql`select coalesce(division_id, company_id) as unit_id from submissions where id = ${submissionId}::uuid`,
  );
  const previous = await currentLimit(tx, entityId, unit.unit_id);
  await tx.execute(sql`insert into customer_limits
        (entity_id, unit_id, company_id, division_id, amount, terms, submission_id, set_at)
      select ${entityId}::uuid, coalesce(s.division_id, s.company_id), s.company_id, s.division_id,
        s.approved_amount, btrim(concat_ws(' ', nullif(s.net_terms, ''), nullif(s.payment_terms, ''))), s.id, now()
      from submissions s where s.id = ${submissionId}::uuid
      on conflict (entity_id, unit_id) do update set amount = excluded.amount, terms = excluded.terms,
        submission_id = excluded.submission_id, set_at = excluded.set_at,
        company_id = excluded.company_id, division_id = excluded.division_id`);
  // README 'Webhooks': the new limit to the company's ERP once the approval commits.
  await emitLimitChanged(tx, entityId, unit.unit_id, 'approval', previous);
  const over = await groupLimitsExceeded(tx, entityId);
  if (over.length === 0) return;
  if (!o.confirmOverLimit)
    throw new AppError(ErrorCode.Rule, CUSTOMER_OVER_GROUP_LIMIT, {
      fields: { confirmOverLimit: CUSTOMER_OVER_GROUP_LIMIT },
    });
  if (o.staff)
    await auditCustomer(
      tx,
      o.staff,
      'customer-over-limit',
      entityId,
      {},
      {
        submissionId,
        over,
        reason: 'Approved above the group limit (confirmed)',
      },
    );
}
