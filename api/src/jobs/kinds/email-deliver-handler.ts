/** The 'email-deliver' kind with its handler (the spec, what enqueueing needs, is email-deliver.ts). */
import { defineJobKind } from '../kind';
import { enqueueJob } from '../queue';
import { runOutboxRow } from '../worker';
import { emailDeliverJob } from './email-deliver';

export const emailDeliverKind = defineJobKind({
  ...emailDeliverJob,
  async handler(ctx, { outboxId }, job) {
    const after = await runOutboxRow(ctx, outboxId, { workerId: job.workerId });
    if (after.status === 'pending' && !after.held && after.nextAttemptAt && after.nextAttemptAt > new Date())
      await enqueueJob(ctx.db, emailDeliverJob, { outboxId }, { startAfter: after.nextAttemptAt });
  },
});
