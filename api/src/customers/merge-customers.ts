/**
 * Staff's merge (issue 29 item 1): every submission of the other entity moves into this one, with its DBAs,
 * addresses, customer codes, missing keys and children; the other is kept as merged_into this (its address
 * opens this file). Both entities must be changeable by the user, and neither in the other's line of parents.
 */
import { sql } from 'drizzle-orm';
import type { CustomerMergeInput } from '@cp/schemas/contracts/customers';
import {
  CUSTOMER_MERGE_GROUP,
  CUSTOMER_MERGE_SELF,
  CUSTOMER_NOT_FOUND,
} from '@cp/schemas/messages/customers';
import type { Db } from '../db/client';
import { AppError, ErrorCode } from '../errors';
import type { Staff } from '../services/submissions/access';
import { assertMayChangeAll, assertMayChangeCustomers, mayOnSubmission } from './access';
import { auditCustomer } from './audit';
import { findEntity, isUuid, linkedSubmissions } from './db';
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
    await tx.execute(sql`update customer_entities set merged_into = ${target.id}::uuid, parent_id = null,
        updated_at = now() where id = ${other.id}::uuid`);
    await auditCustomer(
      tx,
      o,
      'customer-merge',
      target.id,
      { entityId: other.id, legalName: target.legal_name },
      { otherName: other.legal_name, movedSubmissions: otherMembers.length, reason: o.input.reason },
    );
  });
}
