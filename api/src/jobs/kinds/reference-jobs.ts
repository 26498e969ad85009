/**
 * The reference jobs' specs, which the web process imports (README 'Reference requests'; their handlers are
 * reference-reminder.ts and reference-answer-pdf.ts). The 'reference-reminder' job: enqueued in the transaction
 * that sends a reference request (references/send-request.ts) or its previous reminder.
 * It carries the request's current link token and access code, as the e-signature reminder carries its token:
 * the database keeps only their hashes, and the reminder shows both again. A token that is no longer the
 * request's (a resend) makes the reminder do nothing.
 */
import { z } from 'zod';
import type { JobSpec } from '../kind';

export const referenceReminderDataSchema = z.object({
  requestId: z.string().uuid(),
  token: z.string().min(20),
  code: z.string().min(1).max(20),
  /** The reminder's number (1 for the first): a run again after it was counted does nothing. */
  reminder: z.number().int().positive(),
});
export type ReferenceReminderData = z.infer<typeof referenceReminderDataSchema>;

export const referenceReminderJob: JobSpec<ReferenceReminderData> = {
  name: 'reference-reminder',
  schema: referenceReminderDataSchema,
  queue: { retryLimit: 12, retryDelay: 30, retryBackoff: true, expireInSeconds: 300 },
};

/** The 'reference-answer-pdf' job: enqueued with a reference's answer (references/record-answer.ts). */
export const referenceAnswerPdfJob: JobSpec<{ requestId: string }> = {
  name: 'reference-answer-pdf',
  schema: z.object({ requestId: z.string().uuid() }).strict(),
  queue: { retryLimit: 8, retryDelay: 30, retryBackoff: true, expireInSeconds: 300 },
};
