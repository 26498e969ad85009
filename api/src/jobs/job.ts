/**
 * What every job's handler gets (kind.ts): the database, the configuration it reads and a logger; and the errors
 * that steer a job's outcome.
 */
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Db } from '../db/client';

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
        // The pdf-render kind's workers in one process (jobs/kinds/pdf-render-handler.ts).
        | 'pdfConcurrency'
        // Unset: the carrier checks' recorded answers (carriers/select.ts).
        | 'fmcsaWebKey'
        | 'fmcsaBaseUrl'
        // Unset: webhook deliveries refuse private address ranges (webhooks/ssrf.ts).
        | 'webhooksAllowPrivate'
      >
    >;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
}

/** Crash simulation for tests: thrown by a hook, it leaves the message and its job as a killed process would. */
export class SimulatedCrash extends Error {
  override name = 'SimulatedCrash';
}

/**
 * A failure that no retry can fix (an unknown envelope, an invalid payload): the job is not retried but goes to
 * the dead letters at once (queue.ts), and an email is marked 'failed'.
 */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

export const errorText = (err: unknown): string =>
  (err instanceof Error ? `${err.name}: ${err.message}` : String(err)).slice(0, 2000);
