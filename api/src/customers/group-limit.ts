/**
 * Staff's group limit (issue 29 item 3): set or clear the limit of an entity's group (the entity and all its
 * descendants), with a reason and an audit row 'customer-group-limit'. The user must be able to change every
 * submission of the entity (as for its parent).
 */
import { sql } from 'drizzle-orm';
import type { CustomerGroupLimitInput } from '@cp/schemas/contracts/customers';
import { CUSTOMER_NOT_FOUND } from '@cp/schemas/messages/customers';
import type { Db } from '../db/client';
import { AppError, ErrorCode } from '../errors';
import type { Staff } from '../services/submissions/access';
import { assertMayChangeAll, assertMayChangeCustomers, mayOnSubmission } from './access';
import { auditCustomer } from './audit';
import { findEntity, isUuid, linkedSubmissions, rows } from './db';

export async function setGroupLimit(
  o: Staff & { db: Db; entityId: string; input: CustomerGroupLimitInput; ip?: string },
): Promise<void> {
  assertMayChangeCustomers(o);
  if (!isUuid(o.entityId)) throw new AppError(ErrorCode.NotFound, CUSTOMER_NOT_FOUND);
  await o.db.transaction(async (tx) => {
    const entity = await findEntity(tx, o.entityId, true);
    const members = await linkedSubmissions(tx, entity.id);
    if (!members.some((s) => mayOnSubmission(o, 'read', s)))
      throw new AppError(ErrorCode.NotFound, CUSTOMER_NOT_FOUND);
    assertMayChangeAll(o, members);
    const [before] = await rows<{ group_limit: string | null }>(
      tx,
      sql`select group_limit from customer_entities where id = ${entity.id}::uuid`,
    );
    await tx.execute(sql`update customer_entities set group_limit = ${o.input.groupLimit}, updated_at = now()
        where id = ${entity.id}::uuid`);
    await auditCustomer(
      tx,
      o,
      'customer-group-limit',
      entity.id,
      { groupLimit: before?.group_limit === null ? null : Number(before?.group_limit) },
      { groupLimit: o.input.groupLimit, reason: o.input.reason },
    );
  });
}
