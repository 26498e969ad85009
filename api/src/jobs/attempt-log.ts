/**
 * The delivery attempts of an email, as the Email log shows them. An attempt that reaches SMTP is
 * recorded as 'sending' (ok null) before the message is handed over, then the SMTP server's acceptance as soon
 * as it answers, then the outcome. A worker that dies in between leaves a trace that the job's next run (pg-boss runs it
 * again once it expires) reads: an acceptance on record means the message arrived, so it is marked sent without
 * sending again;
 * without one, the attempt is marked interrupted (the message may have arrived) and the message is sent again
 * with the same Message-ID, which mail clients fold.
 */
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { emailAttempts, emailMessages, type SmtpAcceptance } from '../db/schema';

export type EmailMessageRow = typeof emailMessages.$inferSelect;

export const INTERRUPTED_SEND =
  'Interrupted: the worker stopped after handing the message to SMTP; sent again with the same Message-ID';

export const ACCEPTED_BEFORE_STOP =
  'The worker stopped after the SMTP server had accepted the message; marked sent without sending it again';

/** Marks the message's unsettled 'sending' attempts without a recorded acceptance interrupted; returns how many. */
export async function settleInterrupted(db: Db, emailId: string): Promise<number> {
  const rows = await db
    .update(emailAttempts)
    .set({ ok: false, error: INTERRUPTED_SEND })
    .where(
      and(eq(emailAttempts.emailId, emailId), isNull(emailAttempts.ok), isNull(emailAttempts.smtpAccepted)),
    )
    .returning({ id: emailAttempts.id });
  return rows.length;
}

/**
 * Records the SMTP server's acceptance on the 'sending' attempt, in a statement of its own the moment the server
 * has answered: the message is marked sent after, in a transaction that may never come (ARCHITECTURE.md 'Email delivery (the former outbox)').
 */
export async function recordAccepted(db: Db, attemptId: number, acceptance: SmtpAcceptance): Promise<void> {
  await db.update(emailAttempts).set({ smtpAccepted: acceptance }).where(eq(emailAttempts.id, attemptId));
}

/** The unsettled attempt of a worker that stopped after the SMTP server had accepted the message, if any. */
export async function acceptedEarlier(
  db: Db,
  emailId: string,
): Promise<{ id: number; smtpAccepted: SmtpAcceptance | null } | undefined> {
  const [attempt] = await db
    .select({ id: emailAttempts.id, smtpAccepted: emailAttempts.smtpAccepted })
    .from(emailAttempts)
    .where(
      and(
        eq(emailAttempts.emailId, emailId),
        isNull(emailAttempts.ok),
        isNotNull(emailAttempts.smtpAccepted),
      ),
    )
    .orderBy(desc(emailAttempts.id))
    .limit(1);
  return attempt;
}

/** Records 'sending' and the message's Message-ID before the message goes to SMTP; returns the attempt id. */
export async function recordSending(
  db: Db,
  opts: { emailId: string; worker: string; at: Date; messageId: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx
      .update(emailMessages)
      .set({ messageId: opts.messageId })
      .where(eq(emailMessages.id, opts.emailId));
    const [attempt] = await tx
      .insert(emailAttempts)
      .values({ emailId: opts.emailId, worker: opts.worker, attemptedAt: opts.at, ok: null })
      .returning({ id: emailAttempts.id });
    return attempt.id;
  });
}

/** Settles the 'sending' attempt, or records a failure that happened before anything was sent. */
export async function recordOutcome(
  tx: DbOrTx,
  opts: {
    attemptId?: number;
    emailId: string;
    worker: string;
    at: Date;
    ok: boolean;
    error: string | null;
    durationMs: number;
  },
): Promise<void> {
  const outcome = { ok: opts.ok, error: opts.error?.slice(0, 2000) ?? null, durationMs: opts.durationMs };
  if (opts.attemptId !== undefined)
    await tx.update(emailAttempts).set(outcome).where(eq(emailAttempts.id, opts.attemptId));
  else
    await tx
      .insert(emailAttempts)
      .values({ emailId: opts.emailId, worker: opts.worker, attemptedAt: opts.at, ...outcome });
}
