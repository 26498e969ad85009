/**
 * The delivery attempts of an outbox row, as the Email log shows them. An attempt that reaches SMTP is
 * recorded as 'sending' (ok null) before the message is handed over and settled after, so a worker that
 * dies in between leaves a trace: the next worker to take the row finds it, marks it interrupted (the
 * message may have arrived) and sends again with the same Message-ID, which mail clients fold.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { outbox, outboxAttempts } from '../db/schema';

export const INTERRUPTED_SEND =
  'Interrupted: the worker stopped after handing the message to SMTP; sent again with the same Message-ID';

/** Marks the row's unsettled 'sending' attempts interrupted; returns how many there were. */
export async function settleInterrupted(db: Db, outboxId: string): Promise<number> {
  const rows = await db
    .update(outboxAttempts)
    .set({ ok: false, error: INTERRUPTED_SEND })
    .where(and(eq(outboxAttempts.outboxId, outboxId), isNull(outboxAttempts.ok)))
    .returning({ id: outboxAttempts.id });
  return rows.length;
}

/** Records 'sending' and the row's Message-ID before the message goes to SMTP; returns the attempt id. */
export async function recordSending(
  db: Db,
  opts: { outboxId: string; worker: string; at: Date; messageId: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.update(outbox).set({ messageId: opts.messageId }).where(eq(outbox.id, opts.outboxId));
    const [attempt] = await tx
      .insert(outboxAttempts)
      .values({ outboxId: opts.outboxId, worker: opts.worker, attemptedAt: opts.at, ok: null })
      .returning({ id: outboxAttempts.id });
    return attempt.id;
  });
}

/** Settles the 'sending' attempt, or records a failure that happened before anything was sent. */
export async function recordOutcome(
  tx: DbOrTx,
  opts: {
    attemptId?: number;
    outboxId: string;
    worker: string;
    at: Date;
    ok: boolean;
    error: string | null;
    durationMs: number;
  },
): Promise<void> {
  const outcome = { ok: opts.ok, error: opts.error?.slice(0, 2000) ?? null, durationMs: opts.durationMs };
  if (opts.attemptId !== undefined)
    await tx.update(outboxAttempts).set(outcome).where(eq(outboxAttempts.id, opts.attemptId));
  else
    await tx
      .insert(outboxAttempts)
      .values({ outboxId: opts.outboxId, worker: opts.worker, attemptedAt: opts.at, ...outcome });
}
