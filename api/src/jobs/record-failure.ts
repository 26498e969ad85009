/**
 * A failed attempt of any job kind: a permanent error fails the row at once; any other is retried on the
 * retry policy's schedule until the row's window ends, then the row is dead (retry-policy.ts). 'failed'
 * and 'dead' rows are dead letters, logged at error level (README 'Email delivery').
 */
import { and, eq } from 'drizzle-orm';
import { outbox } from '../db/schema';
import { AppError, ErrorCode } from '../errors';
import { PermanentMailError } from '../mail/render-message';
import { isPermanentSmtpError } from '../mail/transport';
import { recordOutcome } from './attempt-log';
import type { OutboxRow } from './claim';
import { PermanentJobError, type JobRun, type WorkerContext } from './job';
import { nextAttemptAt } from './retry-policy';

const isPermanent = (err: unknown) =>
  err instanceof PermanentJobError ||
  err instanceof PermanentMailError ||
  (err instanceof AppError && err.code === ErrorCode.NotFound) ||
  isPermanentSmtpError(err);

export async function recordFailure(
  ctx: WorkerContext,
  run: JobRun,
  row: OutboxRow,
  err: unknown,
  opts: {
    startedMs: number;
    /** The 'sending' attempt to settle, when the job got that far. */
    attemptId?: number;
    /** What the job rendered, kept so the Email log shows a failed message too. */
    rendered?: { subject: string; html: string };
  },
): Promise<void> {
  const error = (err instanceof Error ? `${err.name}: ${err.message}` : String(err)).slice(0, 2000);
  const permanent = isPermanent(err);
  const now = run.now();
  const next = permanent ? null : nextAttemptAt(row, now, run.policy);
  const status = permanent ? 'failed' : next ? 'pending' : 'dead';
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(outbox)
      .set({
        status,
        lastError: error,
        nextAttemptAt: next ?? now,
        lockedUntil: null,
        lockedBy: null,
        ...(opts.rendered ?? {}),
      })
      .where(and(eq(outbox.id, row.id), eq(outbox.lockedBy, run.workerId)));
    await recordOutcome(tx, {
      attemptId: opts.attemptId,
      outboxId: row.id,
      worker: run.workerId,
      at: now,
      ok: false,
      error,
      durationMs: Date.now() - opts.startedMs,
    });
  });
  const fields = {
    outboxId: row.id,
    kind: row.kind,
    attempt: row.attempts,
    status,
    nextAttemptAt: next,
    err: error,
  };
  if (status === 'pending') ctx.logger.warn(fields, 'outbox delivery failed; retrying');
  else ctx.logger.error(fields, 'outbox dead letter: delivery abandoned, see the Email log');
}
