/**
 * Every kind of outbox job, by the row's `kind` (job.ts). A new kind ('esign-envelope' next) is one
 * handler file beside email.ts with its payload schema, plus one entry here.
 */
import { runnable, type RunnableJob } from '../job';
import { emailJob } from './email';

export const JOBS: ReadonlyMap<string, RunnableJob> = new Map(
  [emailJob].map((job) => [job.kind, runnable(job)]),
);
