/**
 * Staff's 'Not the same customer' (issue 29 item 1): a near-name suggestion dismissed with a reason is never
 * offered again between the two files, from either side (customer_dismissed_pairs, migration 0026). The user
 * must be able to change this file (as for its parent) and see the other one.
 */
import { sql } from 'drizzle-orm';
import type { CustomerDismissInput } from '@cp/schemas/contracts/customers';
import { CUSTOMER_DISMISS_SELF, CUSTOMER_NOT_FOUND } from '@cp/schemas/messages/customers';
import type { Db } from '../db/client';
import { AppError, ErrorCode } from '../errors';
import type { Staff } from '../services/submissions/access';
import { assertMayChangeAll, assertMayChangeCustomers, mayOnSubmission } from './access';
import { auditCustomer } from './audit';
import { findEntity, isUuid, linkedSubmissions } from './db';

export async function dismissSuggestion(
  o: Staff & { db: Db; entityId: string; input: CustomerDismissInput; ip?: string },
): Promise<void> {
  assertMayChangeCustomers(o);
  if (!isUuid(o.entityId)) throw new AppError(ErrorCode.NotFound, CUSTOMER_NOT_FOUND);
  await o.db.transaction(async (tx) => {
    const entity = await findEntity(tx, o.entityId);
    const members = await linkedSubmissions(tx, entity.id);
    if (!members.some((s) => mayOnSubmission(o, 'read', s)))
      throw new AppError(ErrorCode.NotFound, CUSTOMER_NOT_FOUND);
    const other = await findEntity(tx, o.input.otherId);
    if (!(await linkedSubmissions(tx, other.id)).some((s) => mayOnSubmission(o, 'read', s)))
      throw new AppError(ErrorCode.NotFound, CUSTOMER_NOT_FOUND);
    if (other.id === entity.id) throw new AppError(ErrorCode.Rule, CUSTOMER_DISMISS_SELF);
    assertMayChangeAll(o, members);
    const [a, b] = [entity.id, other.id].sort();
    await tx.execute(sql`insert into customer_dismissed_pairs (a, b) values (${a}::uuid, ${b}::uuid)
        on conflict do nothing`);
    await auditCustomer(
      tx,
      o,
      'customer-dismiss',
      entity.id,
      {},
      { otherId: other.id, otherName: other.legal_name, reason: o.input.reason },
    );
  });
}
