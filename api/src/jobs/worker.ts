/**
 * The outbox worker: claims due rows, renders them (template + the unit's current wording + brand),
 * builds attachments, delivers through SMTP or to the local mailbox, and records every attempt.
 *
 * Delivery is at-least-once, and a repeat is recognisable. A worker claims a small batch with a short
 * lease that it renews while it works (claim.ts). Before handing a message to SMTP it records 'sending'
 * in the attempt log and the row's Message-ID (<outbox id@domain>, the same on every attempt). The row
 * is marked sent in one statement that also checks this worker still holds the claim. If a worker dies
 * after the SMTP server accepted a message but before that statement, its lease runs out and another
 * worker takes the row: it finds the 'sending' attempt (attempt-log.ts), marks it interrupted and sends
 * again with the same Message-ID, so a mail system or a reader folds the duplicate.
 *
 * Nothing is lost: a row leaves 'pending' only as 'sent', 'failed' (a permanent error) or 'dead' (still
 * undelivered at the end of its retry window, retry-policy.ts). 'failed' and 'dead' are dead letters:
 * they are logged at error level and raise the alert on the console's Email log.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import { AppError, ErrorCode } from '../errors';
import type { EmailMessage } from '../mail/enqueue';
import { credentialLinksOf, withoutCredentialLinks } from '../mail/redact-links';
import { PermanentMailError, renderOutboxMessage, type RenderedMessage } from '../mail/render-message';
import { deliver, isPermanentSmtpError, messageIdFor } from '../mail/transport';
import { getPdfRenderer } from '../pdf';
import type { PdfPrinter } from '../services/documents/submission-pdf';
import { recordOutcome, recordSending, settleInterrupted } from './attempt-log';
import { resolveAttachments } from './attachments';
import { buryExhausted, claimDue, renewLease, type OutboxRow } from './claim';
import { nextAttemptAt, retryPolicy, type RetryPolicy } from './retry-policy';

export { backoffMs } from './retry-policy';

export interface WorkerContext {
  db: Db;
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'chromiumPath'> &
    Partial<Pick<Config, 'outboxMaxBackoffSeconds' | 'outboxGiveUpHours'>>;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
}

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
  /** Crash simulation for tests: a hook that throws leaves the row exactly as a killed process would. */
  hooks?: { afterClaim?(row: OutboxRow): Promise<void>; afterSend?(row: OutboxRow): Promise<void> };
}

export class SimulatedCrash extends Error {
  override name = 'SimulatedCrash';
}

export const defaultWorkerId = () => `worker-${process.pid}-${randomBytes(3).toString('hex')}`;

interface Run {
  workerId: string;
  lockSeconds: number;
  now: () => Date;
  policy: RetryPolicy;
}

const isPermanent = (err: unknown) =>
  err instanceof PermanentMailError ||
  (err instanceof AppError && err.code === ErrorCode.NotFound) ||
  isPermanentSmtpError(err);

/** Renews the lease every third of its length until stopped (a dead worker stops renewing). */
function keepLease(ctx: WorkerContext, run: Run, id: string): () => void {
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

async function processRow(ctx: WorkerContext, opts: WorkerOptions, run: Run, row: OutboxRow) {
  const stopLease = keepLease(ctx, run, row.id);
  try {
    await opts.hooks?.afterClaim?.(row);
    if ((await settleInterrupted(ctx.db, row.id)) > 0)
      ctx.logger.warn(
        { outboxId: row.id, messageId: row.messageId },
        'email sent again after an interrupted send (same Message-ID)',
      );
    await deliverRow(ctx, opts, run, row);
  } finally {
    stopLease();
  }
}

async function deliverRow(ctx: WorkerContext, opts: WorkerOptions, run: Run, row: OutboxRow) {
  const started = Date.now();
  const { workerId } = run;
  const message = row.payload as unknown as EmailMessage;
  const printer = () => opts.printer ?? getPdfRenderer(ctx.config.chromiumPath);
  let stored: RenderedMessage | undefined;
  let attemptId: number | undefined;
  try {
    const rendered = await renderOutboxMessage(ctx.db, message);
    // Through SMTP, the Email log's copy leaves out one-time and customer links (mail/redact-links.ts).
    const links = ctx.config.smtpUrl ? credentialLinksOf(message) : [];
    const storedMessage = withoutCredentialLinks(message, links);
    stored = links.length ? await renderOutboxMessage(ctx.db, storedMessage) : rendered;
    const { attachments, resolved } = await resolveAttachments(ctx.db, message.attachments, printer);
    const messageId = row.messageId ?? messageIdFor(row.id, ctx.config.mailFrom);
    attemptId = await recordSending(ctx.db, { outboxId: row.id, worker: workerId, at: run.now(), messageId });
    const via = await deliver(ctx.config.smtpUrl, {
      from: ctx.config.mailFrom,
      ...rendered,
      messageId,
      attachments,
    });
    await opts.hooks?.afterSend?.(row);
    const sent = stored;
    const keep = { resolvedAttachments: resolved, renderedText: sent.text };
    const redacted = links.length ? { context: storedMessage.context, text: storedMessage.text } : {};
    await ctx.db.transaction(async (tx) => {
      const marked = await tx
        .update(outbox)
        .set({
          status: 'sent',
          sentAt: run.now(),
          lockedUntil: null,
          lockedBy: null,
          lastError: null,
          deliveredVia: via,
          messageId,
          subject: sent.subject,
          toAddress: [...sent.to, ...sent.cc].join(', '),
          html: sent.html,
          payload: sql`${outbox.payload} || ${JSON.stringify({ ...keep, ...redacted })}::jsonb`,
        })
        .where(and(eq(outbox.id, row.id), eq(outbox.lockedBy, workerId), eq(outbox.status, 'pending')))
        .returning({ id: outbox.id });
      await recordOutcome(tx, {
        attemptId,
        outboxId: row.id,
        worker: workerId,
        at: run.now(),
        ok: true,
        error: marked.length ? null : 'Sent after the claim expired; another worker owns the row',
        durationMs: Date.now() - started,
      });
    });
  } catch (err) {
    if (err instanceof SimulatedCrash) throw err;
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
          // Keep what was rendered, so the Email log shows a failed message too.
          ...(stored ? { subject: stored.subject, html: stored.html } : {}),
        })
        .where(and(eq(outbox.id, row.id), eq(outbox.lockedBy, workerId)));
      await recordOutcome(tx, {
        attemptId,
        outboxId: row.id,
        worker: workerId,
        at: now,
        ok: false,
        error,
        durationMs: Date.now() - started,
      });
    });
    const fields = { outboxId: row.id, attempt: row.attempts, status, nextAttemptAt: next, err: error };
    if (status === 'pending') ctx.logger.warn(fields, 'email delivery failed; retrying');
    else ctx.logger.error(fields, 'email dead letter: delivery abandoned, see the Email log');
  }
}

/** One round: claim up to batchSize due rows and process them. Returns how many were claimed. */
export async function runOutboxOnce(ctx: WorkerContext, opts: WorkerOptions = {}): Promise<number> {
  const now = opts.now ?? (() => new Date());
  const run: Run = {
    workerId: opts.workerId ?? defaultWorkerId(),
    lockSeconds: opts.lockSeconds ?? 30,
    now,
    policy: retryPolicy(ctx.config, opts),
  };
  for (const outboxId of await buryExhausted(ctx.db, now()))
    ctx.logger.error(
      { outboxId, status: 'dead' },
      'email dead letter: the worker stopped during delivery on every attempt',
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
