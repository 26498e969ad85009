/**
 * The 'webhook-deliver' job (README 'Webhooks'): one attempt of a webhook delivery (webhooks/deliver.ts), which
 * itself schedules the next attempt when this one fails. Its spec, which the web process imports, is in
 * webhook-jobs.ts.
 */
import { deliverWebhook } from '../../webhooks/deliver';
import { defineJobKind } from '../kind';
import { webhookDeliverJob } from './webhook-jobs';

export const webhookDeliverKind = defineJobKind({
  ...webhookDeliverJob,
  async handler(ctx, data, job) {
    return deliverWebhook(ctx, data, { now: job.now });
  },
});
