/** The 'email-deliver' kind with its handler (the spec, what enqueueing needs, is email-deliver.ts). */
import { deliverEmail } from '../deliver-email';
import { defineJobKind } from '../kind';
import { emailDeliverJob } from './email-deliver';

export const emailDeliverKind = defineJobKind({
  ...emailDeliverJob,
  async handler(ctx, { emailId }, job) {
    await deliverEmail(ctx, emailId, job);
  },
});
