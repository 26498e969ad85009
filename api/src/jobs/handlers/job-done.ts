/**
 * Marks a non-email job's outbox row done, in the transaction of what the job changed, checking that
 * this worker still holds the claim (as the email job does, worker.ts), and records the attempt.
 */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { outbox } from '../../db/schema';
import { recordOutcome } from '../attempt-log';
import type { OutboxRow } from '../claim';
import type { JobRun } from '../job';

export async function markJobDone(
  tx: Tx,
  run: JobRun,
  row: OutboxRow,
  startedMs: number,
  note: string | null = null,
): Promise<void> {
  const marked = await tx
    .update(outbox)
    .set({ status: 'sent', sentAt: run.now(), lockedUntil: null, lockedBy: null, lastError: null })
    .where(and(eq(outbox.id, row.id), eq(outbox.lockedBy, run.workerId), eq(outbox.status, 'pending')))
    .returning({ id: outbox.id });
  await recordOutcome(tx, {
    outboxId: row.id,
    worker: run.workerId,
    at: run.now(),
    ok: true,
    error: marked.length ? note : 'Done after the claim expired; another worker owns the row',
    durationMs: Date.now() - startedMs,
  });
}
