/**
 * The 'email-deliver' job: delivers one message of the Email log now (jobs/deliver-email.ts). Enqueued by
 * enqueueEmail in the transaction that writes the message, so a web process never waits on SMTP and a message is
 * tried within a poll of its commit. The message keeps the delivery's own state (Message-ID, attempt log, retry
 * window), which makes the job idempotent by the message's id: a run after a crash finds the SMTP server's
 * acceptance on record and does not send again. A retry the message's policy puts later is a new job starting at
 * that time. A job whose worker died expires after 120 s and pg-boss runs it again (with its backoff).
 *
 * This file is the kind's spec, which the enqueueing code imports; its handler is email-deliver-handler.ts
 * (the handler reaches the e-signature code, which enqueues this kind).
 */
import { z } from 'zod';
import type { JobSpec } from '../kind';

/**
 * Emails someone is waiting for on a screen right now (a password reset) are delivered before the others: a
 * decision email renders its PDF first, and a queue of them must not hold up a reset link for a minute.
 */
const WAITED_FOR = new Set(['password-reset']);

/** The delivery job's priority for a message of this template (pg-boss runs higher first). */
export const emailPriority = (template: string): number => (WAITED_FOR.has(template) ? 10 : 0);

export const emailDeliverJob: JobSpec<{ emailId: string }> = {
  name: 'email-deliver',
  schema: z.object({ emailId: z.string().uuid() }),
  queue: { retryLimit: 10, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
};
