/** The 'email-deliver' kind with its handler (the spec, what enqueueing needs, is email-deliver.ts). */
import { deliverEmail } from '../deliver-email';
import { defineJobKind } from '../kind';
import { emailDeliverJob } from './email-deliver';

export const emailDeliverKind = defineJobKind({
  ...emailDeliverJob,
  // A decision email prints its PDF before it is sent: as many deliveries at once as the process has Chromium
  // pages (PDF_CONCURRENCY), so one message's render does not hold up the others. Each delivery is idempotent by
  // its message (deliver-email.ts), as it is across worker processes.
  workers: (config) => config.pdfConcurrency ?? 2,
  async handler(ctx, { emailId }, job) {
    await deliverEmail(ctx, emailId, job);
  },
});
