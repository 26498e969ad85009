/**
 * Every kind of outbox job, by the row's `kind` (job.ts): a new kind is one handler file beside email.ts
 * with its payload schema, plus one entry here.
 */
import { runnable, type RunnableJob } from '../job';
import { emailJob } from './email';
import { esignEnvelopeJob } from './esign-envelope';
import { esignReminderJob } from './esign-reminder';

export const JOBS: ReadonlyMap<string, RunnableJob> = new Map(
  [runnable(emailJob), runnable(esignEnvelopeJob), runnable(esignReminderJob)].map((job) => [job.kind, job]),
);
