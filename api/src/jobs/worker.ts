/**
 * The outbox worker: claims due rows, renders them (template + the unit's current wording + brand),
 * builds attachments, delivers through SMTP or to the local mailbox, and records every attempt.
 *
 * Delivery is at-least-once, repeats are rare and recognisable. A worker claims a small batch with a short
 * lease that it renews while it works (claim.ts). Before handing a message to SMTP it records 'sending'
 * in the attempt log and the row's Message-ID (<outbox id@domain>, the same on every attempt). As soon as
 * the SMTP server accepts the message, the worker records that acceptance (nodemailer's answer: accepted
 * recipients, the server's response, the Message-ID) on the attempt, in a statement of its own; then it
 * marks the row sent in one statement that also checks this worker still holds the claim. If a worker dies
 * before that, its lease runs out and another worker takes the row and reads the attempt log
 * (attempt-log.ts): an acceptance on record means the message arrived, and the row is marked sent without
 * sending it again; a 'sending' attempt without one is marked interrupted and the message is sent again
 * with the same Message-ID, so a mail system or a reader folds the duplicate. That repeat can only come from
 * a worker that died between the server's acceptance and the acceptance's record: the time nodemailer takes
 * to read the server's answer plus one UPDATE's round trip to the database (ARCHITECTURE.md 'Outbox').
 *
 * Nothing is lost: a row leaves 'pending' only as 'sent', 'failed' (a permanent error) or 'dead' (still
 * undelivered at the end of its retry window, retry-policy.ts). 'failed' and 'dead' are dead letters:
 * they are logged at error level and raise the alert on the console's Email log.
 *
 * The row's `kind` picks its job (handlers/index.ts): 'email', and the e-signature jobs 'esign.envelope' and
 * 'esign.reminder' (README 'E-signature').
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { outbox } from '../db/schema';
import type { PdfPrinter } from '../services/documents/submission-pdf';
import { settleInterrupted } from './attempt-log';
import { buryExhausted, claimDue, renewLease, type OutboxRow } from './claim';
import { JOBS } from './handlers';
import { PermanentJobError, SimulatedCrash, type JobRun, type WorkerContext } from './job';
import { recordFailure } from './record-failure';
import { retryPolicy } from './retry-policy';

export { backoffMs } from './retry-policy';
export { SimulatedCrash, type WorkerContext } from './job';

export interface WorkerOptions {
  workerId?: string;
  /** Rows claimed per round (default 5), delivered concurrently. */
  batchSize?: number;
  /** How long a claim lasts unless renewed (default 30 s); renewed every third of it while working. */
  lockSeconds?: number;
  /** Idle wait between rounds (default 1000 ms). */
  pollMs?: number;
  /** Retry delay: min(base × 2^(attempts-1), cap); defaults 30 s and OUTBOX_MAX_BACKOFF_SECONDS. */
  backoffBaseMs?: number;
  backoffCapMs?: number;
  /** The clock for due times, leases and retries (tests drive it; default the system clock). */
  now?: () => Date;
  printer?: PdfPrinter;
  /**
   * Crash simulation for tests: a hook that throws leaves the row exactly as a killed process would. `afterSend`:
   * the SMTP server has accepted the message, nothing is recorded yet; `afterAccepted`: its acceptance is recorded.
   */
  hooks?: {
    afterClaim?(row: OutboxRow): Promise<void>;
    afterSend?(row: OutboxRow): Promise<void>;
    afterAccepted?(row: OutboxRow): Promise<void>;
  };
}

export const defaultWorkerId = () => `worker-${process.pid}-${randomBytes(3).toString('hex')}`;

/** Renews the lease every third of its length until stopped (a dead worker stops renewing). */
function keepLease(ctx: WorkerContext, run: JobRun, id: string): () => void {
  const timer = setInterval(
    () => {
      renewLease(ctx.db, { id, workerId: run.workerId, lockSeconds: run.lockSeconds, now: run.now() }).catch(
        (err: unknown) => ctx.logger.warn({ outboxId: id, err }, 'outbox lease renewal failed'),
      );
    },
    (run.lockSeconds * 1000) / 3,
  );
  timer.unref();
  return () => clearInterval(timer);
}

async function processRow(ctx: WorkerContext, opts: WorkerOptions, run: JobRun, row: OutboxRow) {
  const started = Date.now();
  const stopLease = keepLease(ctx, run, row.id);
  try {
    await opts.hooks?.afterClaim?.(row);
    if ((await settleInterrupted(ctx.db, row.id)) > 0)
      ctx.logger.warn(
        { outboxId: row.id, messageId: row.messageId },
        'outbox row sent again after an interrupted send (same Message-ID)',
      );
    const job = JOBS.get(row.kind);
    if (!job) throw new PermanentJobError(`Unknown outbox kind '${row.kind}'`);
    await job.run(ctx, run, row);
  } catch (err) {
    if (err instanceof SimulatedCrash) throw err;
    await recordFailure(ctx, run, row, err, { startedMs: started });
  } finally {
    stopLease();
  }
}

/** One delivery run's settings: the worker's id and lease, its clock, retry policy and test hooks. */
function jobRun(ctx: WorkerContext, opts: WorkerOptions): JobRun {
  return {
    workerId: opts.workerId ?? defaultWorkerId(),
    lockSeconds: opts.lockSeconds ?? 30,
    now: opts.now ?? (() => new Date()),
    policy: retryPolicy(ctx.config, opts),
    printer: opts.printer,
    afterSend: opts.hooks?.afterSend,
    afterAccepted: opts.hooks?.afterAccepted,
  };
}

/** One round: claim up to batchSize due rows and process them. Returns how many were claimed. */
export async function runOutboxOnce(ctx: WorkerContext, opts: WorkerOptions = {}): Promise<number> {
  const run = jobRun(ctx, opts);
  const { now } = run;
  for (const outboxId of await buryExhausted(ctx.db, now()))
    ctx.logger.error(
      { outboxId, status: 'dead' },
      'outbox dead letter: the worker stopped during delivery on every attempt',
    );
  const rows = await claimDue(ctx.db, {
    workerId: run.workerId,
    lockSeconds: run.lockSeconds,
    limit: opts.batchSize ?? 5,
    now: now(),
  });
  const results = await Promise.allSettled(rows.map((row) => processRow(ctx, opts, run, row)));
  const crash = results.find((r) => r.status === 'rejected');
  if (crash) throw (crash as PromiseRejectedResult).reason;
  return rows.length;
}

/**
 * Delivers one outbox row now, if it is due and no other worker holds it (the 'email-deliver' job,
 * kinds/email-deliver.ts). Answers the row's state afterwards: still 'pending' with its next attempt's
 * time when a retry is due later, or when another worker's lease holds it (`held`).
 */
export async function runOutboxRow(
  ctx: WorkerContext,
  outboxId: string,
  opts: WorkerOptions = {},
): Promise<{ status: OutboxRow['status'] | 'missing'; nextAttemptAt?: Date; held?: boolean }> {
  const run = jobRun(ctx, opts);
  const { now } = run;
  const [row] = await claimDue(ctx.db, {
    workerId: run.workerId,
    lockSeconds: run.lockSeconds,
    limit: 1,
    now: now(),
    id: outboxId,
  });
  if (row) await processRow(ctx, opts, run, row);
  const [after] = await ctx.db
    .select({ status: outbox.status, nextAttemptAt: outbox.nextAttemptAt, lockedUntil: outbox.lockedUntil })
    .from(outbox)
    .where(eq(outbox.id, outboxId));
  if (!after) return { status: 'missing' };
  return {
    status: after.status,
    nextAttemptAt: after.nextAttemptAt,
    held: after.status === 'pending' && !!after.lockedUntil && after.lockedUntil > now(),
  };
}

/** Runs rounds until stopped; the platform calls it from main.ts, worker-main.ts runs it alone. */
export function startOutboxWorker(ctx: WorkerContext, opts: WorkerOptions = {}): { stop(): Promise<void> } {
  const workerId = opts.workerId ?? defaultWorkerId();
  let stopped = false;
  let wake: (() => void) | undefined;
  const loop = (async () => {
    while (!stopped) {
      let claimed = 0;
      try {
        claimed = await runOutboxOnce(ctx, { ...opts, workerId });
      } catch (err) {
        ctx.logger.error({ err }, 'outbox worker round failed');
      }
      if (claimed === 0 && !stopped)
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, opts.pollMs ?? 1000);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
    }
  })();
  ctx.logger.info({ workerId }, 'outbox worker started');
  return {
    async stop() {
      stopped = true;
      wake?.();
      await loop;
    },
  };
}
