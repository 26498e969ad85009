/** Puts a failed or dead email back in the queue, with a fresh retry window and allowance of attempts. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { EMAIL_NOT_RESENDABLE } from '@cp/schemas/messages/documents';
import type { Db } from '../../db/client';
import { EMAIL_MAX_ATTEMPTS, emailMessages } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { emailDeliverJob, emailPriority } from '../../jobs/kinds/email-deliver';
import { enqueueJob } from '../../jobs/queue';
import { getEmailLog } from './get-email-log';

export async function resendEmail(opts: { db: Db; id: string }): Promise<void> {
  await getEmailLog({ ...opts, showLinks: false }); // 404 for an unknown id
  const updated = await opts.db.transaction(async (tx) => {
    const rows = await tx
      .update(emailMessages)
      .set({
        status: 'pending',
        nextAttemptAt: sql`now()`,
        retrySince: sql`now()`,
        maxAttempts: sql`${emailMessages.attempts} + ${EMAIL_MAX_ATTEMPTS}`,
      })
      .where(and(eq(emailMessages.id, opts.id), inArray(emailMessages.status, ['failed', 'dead'])))
      .returning({ id: emailMessages.id, template: emailMessages.template });
    // Its delivery job, in the same transaction (jobs/kinds/email-deliver.ts).
    if (rows.length)
      await enqueueJob(
        tx,
        emailDeliverJob,
        { emailId: opts.id },
        { priority: emailPriority(rows[0].template) },
      );
    return rows;
  });
  if (updated.length === 0) throw new AppError(ErrorCode.Conflict, EMAIL_NOT_RESENDABLE);
}
