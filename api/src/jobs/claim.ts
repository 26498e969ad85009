/**
 * Claims due outbox rows for one worker: FOR UPDATE SKIP LOCKED lets many workers (in many processes)
 * take disjoint rows. A claim is a short lease (locked_until) that its worker renews while it works on the
 * row (renewLease); a worker that dies stops renewing, the lease runs out, and another worker takes the
 * row again. Times come from the worker's clock, so tests can drive hours of retries in a second.
 */
import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export type OutboxRow = typeof outbox.$inferSelect;

const plus = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);

export async function claimDue(
  db: Db,
  opts: { workerId: string; lockSeconds: number; limit: number; now: Date; id?: string },
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.status, 'pending'),
        lt(outbox.attempts, outbox.maxAttempts),
        lte(outbox.nextAttemptAt, opts.now),
        or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, opts.now)),
        opts.id ? eq(outbox.id, opts.id) : undefined,
      ),
    )
    .orderBy(outbox.createdAt)
    .limit(opts.limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({
      lockedUntil: plus(opts.now, opts.lockSeconds),
      lockedBy: opts.workerId,
      attempts: sql`${outbox.attempts} + 1`,
    })
    .where(inArray(outbox.id, due))
    .returning();
}

/** Extends this worker's lease on a row; false when the row is no longer its own. */
export async function renewLease(
  db: Db,
  opts: { id: string; workerId: string; lockSeconds: number; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(outbox)
    .set({ lockedUntil: plus(opts.now, opts.lockSeconds) })
    .where(and(eq(outbox.id, opts.id), eq(outbox.lockedBy, opts.workerId), eq(outbox.status, 'pending')))
    .returning({ id: outbox.id });
  return rows.length > 0;
}

/**
 * Rows whose workers kept dying mid-send used up their attempts without a recorded failure: they are
 * dead letters too (visible and resendable in the Email log) rather than pending forever.
 */
export async function buryExhausted(db: Db, now: Date): Promise<string[]> {
  const rows = await db
    .update(outbox)
    .set({
      status: 'dead',
      lockedUntil: null,
      lockedBy: null,
      lastError: sql`coalesce(${outbox.lastError}, 'The worker stopped during delivery on every attempt')`,
    })
    .where(
      and(
        eq(outbox.status, 'pending'),
        sql`${outbox.attempts} >= ${outbox.maxAttempts}`,
        or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, now)),
      ),
    )
    .returning({ id: outbox.id });
  return rows.map((r) => r.id);
}
