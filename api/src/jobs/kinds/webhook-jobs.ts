/**
 * The 'webhook-deliver' job's spec, which the web process imports (README 'Webhooks'; the handler is
 * webhook-deliver.ts): one job per attempt of a delivery, enqueued with the event (webhooks/events.ts), by the
 * previous failed attempt at its retry time, or by a manual replay. pg-boss never retries it: the delivery keeps
 * its own schedule (webhooks/deliver.ts), so an attempt that failed is recorded and the next one is a new job.
 */
import { z } from 'zod';
import type { JobSpec } from '../kind';

export const webhookDeliverJob: JobSpec<{ deliveryId: string; manual: boolean }> = {
  name: 'webhook-deliver',
  schema: z.object({ deliveryId: z.string().min(5).max(64), manual: z.boolean() }).strict(),
  // Expired (its worker died mid-attempt): tried again once; the attempt's own timeout is 10 s.
  queue: { retryLimit: 1, retryDelay: 5, retryBackoff: false, expireInSeconds: 120 },
  // Deliveries run four at once in each worker process, polled every half second (event → delivery ≤ 2 s).
  workers: () => 4,
  pollingIntervalSeconds: 0.5,
};
