/**
 * Claims due outbox rows for one worker: FOR UPDATE SKIP LOCKED lets many workers (in many processes)
 * take disjoint rows; locked_until makes a claim expire, so rows of a worker that died are retried.
 */
import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export type OutboxRow = typeof outbox.$inferSelect;

export async function claimDue(
  db: Db,
  opts: { workerId: string; lockSeconds: number; limit: number },
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.status, 'pending'),
        lt(outbox.attempts, outbox.maxAttempts),
        lte(outbox.nextAttemptAt, sql`now()`),
        or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(outbox.createdAt)
    .limit(opts.limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({
      lockedUntil: sql`now() + make_interval(secs => ${opts.lockSeconds})`,
      lockedBy: opts.workerId,
      attempts: sql`${outbox.attempts} + 1`,
    })
    .where(inArray(outbox.id, due))
    .returning();
}

/**
 * Rows whose workers kept dying mid-send used up their attempts without a recorded failure: they are
 * dead letters too (visible and resendable in the Email log) rather than pending forever.
 */
export async function buryExhausted(db: Db): Promise<number> {
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
        or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, sql`now()`)),
      ),
    )
    .returning({ id: outbox.id });
  return rows.length;
}
