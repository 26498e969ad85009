/**
 * A job kind, declared once (issue 28 item 1): its queue name, the zod schema of its data (checked when it is
 * enqueued and again when it runs), its handler, its retry policy and, for a scheduled kind, its cron.
 * A handler that throws is retried by pg-boss with backoff; after the last retry the job is a dead letter.
 * A handler that throws a PermanentJobError goes to the dead letters at once.
 */
import type PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { PdfPrinter } from '../services/documents/submission-pdf';
import type { EmailMessageRow } from './attempt-log';
import type { WorkerContext } from './job';

/** Where pg-boss moves a job that used its retries (migration 0019; listDeadJobs shows them). */
export const DEAD_LETTER_QUEUE = 'jobs-dead';

/** Options of one run that tests set: the clock, the retry delays, a printer, and crash hooks. */
export interface RunOptions {
  /** The clock for due times and retries (tests drive it; default the system clock). */
  now?: () => Date;
  /** Retry delay of an email: min(base × 2^(attempts-1), cap); defaults 30 s and OUTBOX_MAX_BACKOFF_SECONDS. */
  backoffBaseMs?: number;
  backoffCapMs?: number;
  printer?: PdfPrinter;
  /**
   * Crash simulation for tests: a hook that throws SimulatedCrash leaves the message as a killed process would.
   * `afterSend`: the SMTP server has accepted the message, nothing is recorded yet; `afterAccepted`: its acceptance
   * is recorded.
   */
  hooks?: {
    afterClaim?(row: EmailMessageRow): Promise<void>;
    afterSend?(row: EmailMessageRow): Promise<void>;
    afterAccepted?(row: EmailMessageRow): Promise<void>;
  };
}

export interface JobInfo extends RunOptions {
  id: string;
  /** This process's worker id (recorded in the Email log's attempts). */
  workerId: string;
}

export interface JobKind<P> {
  name: string;
  schema: z.ZodType<P>;
  /** What it returns (an object) is kept as the pg-boss job's output, for a caller that waits on it. */
  handler(ctx: WorkerContext, data: P, job: JobInfo): Promise<void | object>;
  /** Retries (retryLimit, retryDelay seconds, retryBackoff) and expireInSeconds: a job whose worker died is retried after it. */
  queue?: Pick<PgBoss.Queue, 'retryLimit' | 'retryDelay' | 'retryBackoff' | 'expireInSeconds'>;
  /**
   * Jobs of this kind one process runs at once (default 1): that many pg-boss workers, each taking one job. Not
   * `batchSize`: pg-boss 10 completes or fails a fetched batch as a whole, after its slowest job.
   */
  workers?(config: WorkerContext['config']): number;
  /**
   * Jobs one worker fetches at once and runs concurrently (default 1). Only for a kind whose handler may run
   * again after it succeeded (pg-boss 10 fails, then retries, a fetched batch as a whole when one job throws).
   */
  batchSize?: number;
  /** Seconds between its workers' polls when shorter than the process's (pg-boss's minimum is 0.5). */
  pollingIntervalSeconds?: number;
  /** A schedule (UTC cron): pg-boss sends one job per slot whatever the number of worker processes. */
  cron?: string;
}

export const defineJobKind = <P>(kind: JobKind<P>): JobKind<P> => kind;

/**
 * What a caller needs to enqueue a kind: its name, schema and queue policy, without the handler. A kind whose
 * handler reaches code that enqueues it (email delivery → e-signature → email) declares its spec apart from its
 * handler, so enqueueing never imports the worker (no import cycle).
 */
export type JobSpec<P> = Omit<JobKind<P>, 'handler'>;
