/** Puts a failed or dead email back in the queue, with a fresh retry window and allowance of attempts. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { EMAIL_NOT_RESENDABLE } from '@cp/schemas/messages/documents';
import type { Db } from '../../db/client';
import { OUTBOX_MAX_ATTEMPTS, outbox } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { emailDeliverJob } from '../../jobs/kinds/email-deliver';
import { enqueueJob } from '../../jobs/queue';
import { getEmailLog } from './get-email-log';

export async function resendEmail(opts: { db: Db; id: string }): Promise<void> {
  await getEmailLog({ ...opts, showLinks: false }); // 404 for an unknown id
  const updated = await opts.db.transaction(async (tx) => {
    const rows = await tx
      .update(outbox)
      .set({
        status: 'pending',
        nextAttemptAt: sql`now()`,
        retrySince: sql`now()`,
        maxAttempts: sql`${outbox.attempts} + ${OUTBOX_MAX_ATTEMPTS}`,
        lockedUntil: null,
        lockedBy: null,
      })
      .where(and(eq(outbox.id, opts.id), inArray(outbox.status, ['failed', 'dead'])))
      .returning({ id: outbox.id });
    // Its delivery job, in the same transaction (jobs/kinds/email-deliver.ts).
    if (rows.length) await enqueueJob(tx, emailDeliverJob, { outboxId: opts.id });
    return rows;
  });
  if (updated.length === 0) throw new AppError(ErrorCode.Conflict, EMAIL_NOT_RESENDABLE);
}
