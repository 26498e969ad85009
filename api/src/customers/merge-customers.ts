/**
 * Staff's merge (issue 29 item 1): every submission of the other entity moves into this one, with its DBAs,
 * addresses, customer codes, missing keys and children; the other is kept as merged_into this (its address
 * opens this file). Its limits, AR lines, review date, dismissed suggestions, children and group limit move
 * too (moveCreditFacts). Both entities must be changeable by the user, and neither in the other's line of parents.
 */
import { sql } from 'drizzle-orm';
import type { CustomerMergeInput } from '@cp/schemas/contracts/customers';
import {
  CUSTOMER_MERGE_GROUP,
  CUSTOMER_MERGE_SELF,
  CUSTOMER_NOT_FOUND,
} from '@cp/schemas/messages/customers';
import type { Db, Tx } from '../db/client';
import { AppError, ErrorCode } from '../errors';
import type { Staff } from '../services/submissions/access';
import { assertMayChangeAll, assertMayChangeCustomers, mayOnSubmission } from './access';
import { auditCustomer } from './audit';
import { findEntity, isUuid, linkedSubmissions, rows } from './db';
import { ancestorsOf } from './group';

export async function mergeCustomers(
  o: Staff & { db: Db; entityId: string; input: CustomerMergeInput; ip?: string },
): Promise<void> {
  assertMayChangeCustomers(o);
  if (!isUuid(o.entityId)) throw new AppError(ErrorCode.NotFound, CUSTOMER_NOT_FOUND);
  await o.db.transaction(async (tx) => {
    // Locked in id order, so two merges of the same pair cannot deadlock.
    const [first, second] = [o.entityId, o.input.otherId].sort();
    await tx.execute(sql`select id from customer_entities where id in (${first}::uuid, ${second}::uuid)
        order by id for update`);
    const target = await findEntity(tx, o.entityId);
    const other = await findEntity(tx, o.input.otherId);
    const targetMembers = await linkedSubmissions(tx, target.id);
    const otherMembers = await linkedSubmissions(tx, other.id);
    for (const members of [targetMembers, otherMembers])
      if (!members.some((s) => mayOnSubmission(o, 'read', s)))
        throw new AppError(ErrorCode.NotFound, CUSTOMER_NOT_FOUND);
    if (target.id === other.id) throw new AppError(ErrorCode.Rule, CUSTOMER_MERGE_SELF);
    assertMayChangeAll(o, targetMembers);
    assertMayChangeAll(o, otherMembers);
    const targetUp = await ancestorsOf(tx, target.id);
    const otherUp = await ancestorsOf(tx, other.id);
    if (targetUp.includes(other.id) || otherUp.includes(target.id))
      throw new AppError(ErrorCode.Rule, CUSTOMER_MERGE_GROUP);

    await tx.execute(sql`update customer_links set entity_id = ${target.id}::uuid, matched_on = 'merge'
        where entity_id = ${other.id}::uuid`);
    await tx.execute(sql`update customer_entities t set
          legal_name = case when t.legal_name = '' then o.legal_name else t.legal_name end,
          name_key = coalesce(t.name_key, o.name_key), state = coalesce(t.state, o.state),
          tax_id = coalesce(t.tax_id, o.tax_id), duns = coalesce(t.duns, o.duns),
          dbas = array(select distinct unnest(t.dbas || o.dbas)),
          addresses = t.addresses || coalesce((select jsonb_agg(a) from jsonb_array_elements(o.addresses) a
                        where not t.addresses @> jsonb_build_array(a)), '[]'::jsonb),
          customer_codes = array(select distinct unnest(t.customer_codes || o.customer_codes)),
          parent_id = coalesce(t.parent_id, o.parent_id), updated_at = now()
        from customer_entities o where t.id = ${target.id}::uuid and o.id = ${other.id}::uuid`);
    await tx.execute(sql`update customer_entities set parent_id = ${target.id}::uuid, updated_at = now()
        where parent_id = ${other.id}::uuid and id <> ${target.id}::uuid`);
    const moved = await moveCreditFacts(tx, target.id, other.id);
    await tx.execute(sql`update customer_entities set merged_into = ${target.id}::uuid, parent_id = null,
        group_limit = null, next_review_on = null, review_reason = null, updated_at = now()
        where id = ${other.id}::uuid`);
    await auditCustomer(
      tx,
      o,
      'customer-merge',
      target.id,
      { entityId: other.id, legalName: target.legal_name },
      {
        otherName: other.legal_name,
        movedSubmissions: otherMembers.length,
        ...moved,
        reason: o.input.reason,
      },
    );
  });
}

/** A limit both entities hold at one unit: the one of the latest approval is kept. */
export interface LimitClash {
  unitId: string;
  kept: { submissionId: string; amount: number; setAt: string };
  dropped: { submissionId: string; amount: number; setAt: string };
}

const iso = (v: Date | string) => (v instanceof Date ? v.toISOString() : new Date(v).toISOString());

/**
 * Everything of `other` that belongs to the credit file moves to `target` (in the merge's transaction):
 * limits (same unit on both: the latest approval's is kept), AR lines (their exposure), the review date
 * (the earlier wins), dismissed 'possibly the same' pairs, and the group limit (target's is kept when both
 * have one). Answers what the audit row records.
 */
async function moveCreditFacts(
  tx: Tx,
  targetId: string,
  otherId: string,
): Promise<{
  movedLimits: number;
  limitClashes: LimitClash[];
  movedArLines: number;
  groupLimit: { kept: number | null; dropped: number | null };
}> {
  type LimitRow = { unit_id: string; amount: string; submission_id: string; set_at: Date | string };
  const clashes = await rows<{ unit_id: string; o: LimitRow; t: LimitRow }>(
    tx,
    sql`select o.unit_id, to_jsonb(o) as o, to_jsonb(t) as t
        from customer_limits o join customer_limits t on t.unit_id = o.unit_id and t.entity_id = ${targetId}::uuid
        where o.entity_id = ${otherId}::uuid order by o.unit_id`,
  );
  const limitClashes: LimitClash[] = [];
  for (const c of clashes) {
    const otherWins = new Date(c.o.set_at).getTime() > new Date(c.t.set_at).getTime();
    const [kept, dropped] = otherWins ? [c.o, c.t] : [c.t, c.o];
    await tx.execute(sql`delete from customer_limits where unit_id = ${c.unit_id}::uuid
        and entity_id = ${otherWins ? targetId : otherId}::uuid`);
    const view = (l: LimitRow) => ({
      submissionId: l.submission_id,
      amount: Number(l.amount),
      setAt: iso(l.set_at),
    });
    limitClashes.push({ unitId: c.unit_id, kept: view(kept), dropped: view(dropped) });
  }
  const movedLimits = await rows<{ unit_id: string }>(
    tx,
    sql`update customer_limits set entity_id = ${targetId}::uuid where entity_id = ${otherId}::uuid
        returning unit_id`,
  );
  const movedAr = await rows<{ id: string }>(
    tx,
    sql`update ar_lines set entity_id = ${targetId}::uuid where entity_id = ${otherId}::uuid returning id`,
  );
  // The earlier next review wins (with its reason); least() ignores a missing date.
  await tx.execute(sql`update customer_entities t set
        review_reason = case when o.next_review_on is not null
            and (t.next_review_on is null or o.next_review_on < t.next_review_on)
          then o.review_reason else t.review_reason end,
        next_review_on = least(t.next_review_on, o.next_review_on)
      from customer_entities o where t.id = ${targetId}::uuid and o.id = ${otherId}::uuid`);
  // Dismissed pairs: (other, x) becomes (target, x), stored as (least, greatest); a pair with target itself goes.
  await tx.execute(sql`insert into customer_dismissed_pairs (a, b, add_date)
      select least(${targetId}::uuid, x), greatest(${targetId}::uuid, x), d.add_date
      from (select case when a = ${otherId}::uuid then b else a end as x, add_date
            from customer_dismissed_pairs where a = ${otherId}::uuid or b = ${otherId}::uuid) d
      where x <> ${targetId}::uuid
      on conflict do nothing`);
  await tx.execute(
    sql`delete from customer_dismissed_pairs where a = ${otherId}::uuid or b = ${otherId}::uuid`,
  );
  const [limits] = await rows<{ t: string | null; o: string | null }>(
    tx,
    sql`select t.group_limit as t, o.group_limit as o from customer_entities t, customer_entities o
        where t.id = ${targetId}::uuid and o.id = ${otherId}::uuid`,
  );
  if (limits.t === null && limits.o !== null)
    await tx.execute(sql`update customer_entities set group_limit = ${limits.o}::numeric
        where id = ${targetId}::uuid`);
  const num = (v: string | null) => (v === null ? null : Number(v));
  return {
    movedLimits: movedLimits.length,
    limitClashes,
    movedArLines: movedAr.length,
    groupLimit: {
      kept: num(limits.t ?? limits.o),
      dropped: limits.t !== null && limits.o !== null ? num(limits.o) : null,
    },
  };
}
