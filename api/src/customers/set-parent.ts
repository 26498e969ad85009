/**
 * Staff's parent (issue 29 item 2): set or clear an entity's parent. The user must be able to change the
 * entity and see the parent; the parent may not be the entity or one of its descendants (no cycles).
 */
import { sql } from 'drizzle-orm';
import type { CustomerParentInput } from '@cp/schemas/contracts/customers';
import { CUSTOMER_NOT_FOUND, CUSTOMER_PARENT_CYCLE } from '@cp/schemas/messages/customers';
import type { Db } from '../db/client';
import { AppError, ErrorCode } from '../errors';
import type { Staff } from '../services/submissions/access';
import { assertMayChangeAll, assertMayChangeCustomers, mayOnSubmission } from './access';
import { auditCustomer } from './audit';
import { findEntity, isUuid, linkedSubmissions } from './db';
import { ancestorsOf } from './group';

export async function setParent(
  o: Staff & { db: Db; entityId: string; input: CustomerParentInput; ip?: string },
): Promise<void> {
  assertMayChangeCustomers(o);
  if (!isUuid(o.entityId)) throw new AppError(ErrorCode.NotFound, CUSTOMER_NOT_FOUND);
  await o.db.transaction(async (tx) => {
    // One parent change at a time (a global advisory lock): two changes racing could each pass the cycle
    // check and together make a cycle. Parent changes are rare staff actions.
    await tx.execute(sql`select pg_advisory_xact_lock(7261029001)`);
    const entity = await findEntity(tx, o.entityId, true);
    const members = await linkedSubmissions(tx, entity.id);
    if (!members.some((s) => mayOnSubmission(o, 'read', s)))
      throw new AppError(ErrorCode.NotFound, CUSTOMER_NOT_FOUND);
    let parent: { id: string; legal_name: string } | null = null;
    if (o.input.parentId) {
      parent = await findEntity(tx, o.input.parentId);
      const parentMembers = await linkedSubmissions(tx, parent.id);
      if (!parentMembers.some((s) => mayOnSubmission(o, 'read', s)))
        throw new AppError(ErrorCode.NotFound, CUSTOMER_NOT_FOUND);
    }
    assertMayChangeAll(o, members);
    if (parent && (parent.id === entity.id || (await ancestorsOf(tx, parent.id)).includes(entity.id)))
      throw new AppError(ErrorCode.Rule, CUSTOMER_PARENT_CYCLE);
    await tx.execute(sql`update customer_entities set parent_id = ${parent?.id ?? null}::uuid, updated_at = now()
        where id = ${entity.id}::uuid`);
    await auditCustomer(
      tx,
      o,
      'customer-parent',
      entity.id,
      { parentId: entity.parent_id },
      { parentId: parent?.id ?? null, parentName: parent?.legal_name ?? '', reason: o.input.reason },
    );
  });
}
