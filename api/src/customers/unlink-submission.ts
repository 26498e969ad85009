/** Staff's unlink (issue 29 item 1, 'split'): a submission leaves this credit file for a new one of its own. */
import { sql } from 'drizzle-orm';
import type { CustomerUnlinked, CustomerUnlinkInput } from '@cp/schemas/contracts/customers';
import { CUSTOMER_ALONE, CUSTOMER_NOT_LINKED_HERE } from '@cp/schemas/messages/customers';
import type { Db } from '../db/client';
import { AppError, ErrorCode } from '../errors';
import type { Staff } from '../services/submissions/access';
import { auditCustomer } from './audit';
import { dropLeftCode, findEntity, isUuid, rows } from './db';
import { submissionForChange } from './submission-for-change';

export async function unlinkSubmission(
  o: Staff & { db: Db; entityId: string; input: CustomerUnlinkInput; ip?: string },
): Promise<CustomerUnlinked> {
  return o.db.transaction(async (tx) => {
    const submission = await submissionForChange(tx, o, o.input.submissionId);
    const entity = isUuid(o.entityId) ? await findEntity(tx, o.entityId, true) : null;
    if (!entity || submission.entity_id !== entity.id)
      throw new AppError(ErrorCode.Rule, CUSTOMER_NOT_LINKED_HERE);
    const [{ n }] = await rows<{ n: number | string }>(
      tx,
      sql`select count(*) as n from customer_links where entity_id = ${entity.id}::uuid`,
    );
    if (Number(n) <= 1) throw new AppError(ErrorCode.Rule, CUSTOMER_ALONE);
    const [created] = await rows<{ id: string }>(
      tx,
      sql`select customer_link_submission(${submission.id}::uuid, true) as id`,
    );
    if (submission.status === 'APPROVED')
      await tx.execute(sql`select customer_record_approval(${submission.id}::uuid)`);
    // The limit this submission's approval set leaves with it.
    await tx.execute(sql`update customer_limits set entity_id = ${created.id}::uuid
        where entity_id = ${entity.id}::uuid and submission_id = ${submission.id}::uuid`);
    await dropLeftCode(tx, entity.id, submission.customer_code);
    await auditCustomer(
      tx,
      o,
      'customer-unlink',
      entity.id,
      { entityId: entity.id },
      {
        entityId: created.id,
        submissionId: submission.id,
        submissionNumber: submission.application_number ?? '',
        reason: o.input.reason,
      },
    );
    return { entityId: created.id };
  });
}
