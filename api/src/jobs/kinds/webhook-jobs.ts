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
  // Polled every half second (event → delivery ≤ 2 s); each of a process's two workers takes up to 20 due
  // deliveries at once, sends them concurrently and, when it took a full 20, fetches again at once (queue.ts).
  // A batch run again after a failure sends none twice: a delivery that succeeded is skipped
  // (webhooks/deliver.ts).
  workers: () => 2,
  batchSize: 20,
  pollingIntervalSeconds: 0.5,
};
