/**
 * The e-signature job kinds' specs (README 'E-signature'): 'esign-envelope' creates the application's envelope at
 * the provider and emails the signing link; 'esign-reminder' emails the link again while the agreement is unsigned.
 * Both are enqueued in the caller's transaction (esign/queue-envelope.ts); their handlers are esign-envelope.ts and
 * esign-reminder.ts. pg-boss retries a failed run with backoff (30 s doubling, 12 retries, about 34 hours), then
 * the job is a dead letter, shown in the Email log's e-signature alert.
 */
import { z } from 'zod';
import type { JobSpec } from '../kind';

export const esignJobDataSchema = z.object({
  envelopeRowId: z.string().uuid(),
  token: z.string().min(20),
  /** A reminder's number (1 for the first): a run again after it was counted does nothing. */
  reminder: z.number().int().positive().optional(),
});
export type EsignJobData = z.infer<typeof esignJobDataSchema>;

const queue = { retryLimit: 12, retryDelay: 30, retryBackoff: true, expireInSeconds: 300 };

export const esignEnvelopeJob: JobSpec<EsignJobData> = {
  name: 'esign-envelope',
  schema: esignJobDataSchema,
  queue,
};
export const esignReminderJob: JobSpec<EsignJobData> = {
  name: 'esign-reminder',
  schema: esignJobDataSchema,
  queue,
};
