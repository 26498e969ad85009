/**
 * Jobs declared, not cast (ARCHITECTURE.md): an outbox row's `kind` picks a job definition, whose zod
 * schema checks the payload before its handler gets it typed. A row of an unknown kind, or whose payload
 * does not match its schema, fails permanently (a dead letter in the Email log) instead of being retried.
 */
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { PdfPrinter } from '../services/documents/submission-pdf';
import type { OutboxRow } from './claim';
import type { RetryPolicy } from './retry-policy';

export interface WorkerContext {
  db: Db;
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'chromiumPath'> &
    Partial<
      Pick<
        Config,
        | 'outboxMaxBackoffSeconds'
        | 'outboxGiveUpHours'
        | 'publicOrigin'
        | 'docuSign'
        | 'esignReminderDays'
        | 'esignReminderMax'
        // Unset: off, so the Email log's copy of an email keeps no credential link.
        | 'mailboxShowLinks'
        | 'emailLogRetentionDays'
      >
    >;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
}

/** One round of one worker: who it is, its clock, its lease and its retry policy. */
export interface JobRun {
  workerId: string;
  lockSeconds: number;
  now: () => Date;
  policy: RetryPolicy;
  printer?: PdfPrinter;
  /** Crash simulation for tests (see WorkerOptions.hooks). */
  afterSend?(row: OutboxRow): Promise<void>;
  afterAccepted?(row: OutboxRow): Promise<void>;
}

export interface JobDefinition<P> {
  kind: string;
  schema: z.ZodType<P>;
  /** Does the job and records its outcome on the row (sent, or a failure through recordFailure). */
  handle(ctx: WorkerContext, run: JobRun, row: OutboxRow, payload: P): Promise<void>;
}

export const defineJob = <P>(job: JobDefinition<P>): JobDefinition<P> => job;

export class SimulatedCrash extends Error {
  override name = 'SimulatedCrash';
}

/** A failure that no retry can fix (unknown kind, invalid payload): the row fails at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

/** A job definition behind its payload check, so definitions of different payloads share one registry. */
export interface RunnableJob {
  kind: string;
  run(ctx: WorkerContext, run: JobRun, row: OutboxRow): Promise<void>;
}

export function runnable<P>(job: JobDefinition<P>): RunnableJob {
  return {
    kind: job.kind,
    async run(ctx, run, row) {
      const parsed = job.schema.safeParse(row.payload);
      if (!parsed.success)
        throw new PermanentJobError(
          `Invalid ${job.kind} payload: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'} ${i.message}`).join('; ')}`,
        );
      await job.handle(ctx, run, row, parsed.data);
    },
  };
}
