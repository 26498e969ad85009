/**
 * Staff's link (issue 29 item 1): a submission moves into this credit file. The entity it leaves, when left
 * without any submission, is folded into this one (merged_into), so no empty file stays listed.
 */
import { sql } from 'drizzle-orm';
import type { CustomerLinkInput } from '@cp/schemas/contracts/customers';
import { CUSTOMER_ALREADY_LINKED, CUSTOMER_NOT_FOUND } from '@cp/schemas/messages/customers';
import type { Db, Tx } from '../db/client';
import { AppError, ErrorCode } from '../errors';
import type { Staff } from '../services/submissions/access';
import { mayOnSubmission } from './access';
import { auditCustomer } from './audit';
import { dropLeftCode, findEntity, isUuid, linkedSubmissions } from './db';
import { submissionForChange } from './submission-for-change';

export async function linkSubmission(
  o: Staff & { db: Db; entityId: string; input: CustomerLinkInput; ip?: string },
): Promise<void> {
  await o.db.transaction(async (tx) => {
    const submission = await submissionForChange(tx, o, o.input.submissionId);
    if (!isUuid(o.entityId)) throw new AppError(ErrorCode.NotFound, CUSTOMER_NOT_FOUND);
    const entity = await findEntity(tx, o.entityId, true);
    const members = await linkedSubmissions(tx, entity.id);
    if (!members.some((s) => mayOnSubmission(o, 'read', s)))
      throw new AppError(ErrorCode.NotFound, CUSTOMER_NOT_FOUND);
    if (submission.entity_id === entity.id) throw new AppError(ErrorCode.Rule, CUSTOMER_ALREADY_LINKED);
    await tx.execute(sql`insert into customer_links (submission_id, entity_id, matched_on)
        values (${submission.id}::uuid, ${entity.id}::uuid, 'staff')
        on conflict (submission_id) do update set entity_id = excluded.entity_id, matched_on = 'staff',
          add_date = now()`);
    await tx.execute(
      sql`select customer_absorb_facts(${entity.id}::uuid, ${JSON.stringify(submission.facts ?? {})}::jsonb)`,
    );
    if (submission.status === 'APPROVED')
      await tx.execute(sql`select customer_record_approval(${submission.id}::uuid)`);
    if (submission.entity_id) await moveLimitOf(tx, submission.id, submission.entity_id, entity.id);
    if (submission.entity_id) await dropLeftCode(tx, submission.entity_id, submission.customer_code);
    if (submission.entity_id)
      await tx.execute(sql`update customer_entities set merged_into = ${entity.id}::uuid, updated_at = now()
          where id = ${submission.entity_id}::uuid
            and not exists (select 1 from customer_links where entity_id = ${submission.entity_id}::uuid)`);
    await auditCustomer(
      tx,
      o,
      'customer-link',
      entity.id,
      { entityId: submission.entity_id },
      {
        submissionId: submission.id,
        submissionNumber: submission.application_number ?? '',
        reason: o.input.reason,
      },
    );
  });
}

/**
 * The limit the submission's approval set moves with it; where the entity it joins has a limit at that unit,
 * the later approval's is kept (the other is dropped, as it no longer belongs to the entity left).
 */
async function moveLimitOf(tx: Tx, submissionId: string, fromId: string, toId: string): Promise<void> {
  await tx.execute(sql`delete from customer_limits t using customer_limits m
      where m.entity_id = ${fromId}::uuid and m.submission_id = ${submissionId}::uuid
        and t.entity_id = ${toId}::uuid and t.unit_id = m.unit_id and t.set_at < m.set_at`);
  await tx.execute(sql`update customer_limits m set entity_id = ${toId}::uuid
      where m.entity_id = ${fromId}::uuid and m.submission_id = ${submissionId}::uuid
        and not exists (select 1 from customer_limits t where t.entity_id = ${toId}::uuid and t.unit_id = m.unit_id)`);
  await tx.execute(sql`delete from customer_limits
      where entity_id = ${fromId}::uuid and submission_id = ${submissionId}::uuid`);
}
