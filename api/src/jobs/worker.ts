/**
 * The outbox worker: claims due rows, renders them (template + the unit's current wording + brand),
 * builds attachments, delivers through SMTP or to the local mailbox, and records every attempt.
 *
 * Delivery is at-least-once. The row is marked sent in one statement that also checks this worker
 * still holds the claim. If a worker dies after the SMTP server accepted a message but before that
 * statement, the claim expires and another worker sends it again: the copy carries the same
 * Message-ID (<outbox id@domain>), so a mail system or a reader can recognise the duplicate. Nothing
 * is ever lost: a row leaves 'pending' only as 'sent', 'failed' (a permanent error) or 'dead'.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { outbox, outboxAttempts } from '../db/schema';
import { AppError, ErrorCode } from '../errors';
import type { EmailMessage } from '../mail/enqueue';
import { PermanentMailError, renderOutboxMessage, type RenderedMessage } from '../mail/render-message';
import { deliver, isPermanentSmtpError, messageIdFor } from '../mail/transport';
import { getPdfRenderer } from '../pdf';
import type { PdfPrinter } from '../services/documents/submission-pdf';
import { resolveAttachments } from './attachments';
import { buryExhausted, claimDue, type OutboxRow } from './claim';

export interface WorkerContext {
  db: Db;
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'chromiumPath'>;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
}

export interface WorkerOptions {
  workerId?: string;
  /** Rows claimed per round (default 5), delivered concurrently. */
  batchSize?: number;
  /** How long a claim lasts (default 120 s): longer than any render + send. */
  lockSeconds?: number;
  /** Idle wait between rounds (default 1000 ms). */
  pollMs?: number;
  /** Retry delay: min(base × 2^(attempts-1), cap); defaults 1 s and 1 h. */
  backoffBaseMs?: number;
  backoffCapMs?: number;
  printer?: PdfPrinter;
  /** Crash simulation for tests: a hook that throws leaves the row exactly as a killed process would. */
  hooks?: { afterClaim?(row: OutboxRow): Promise<void>; afterSend?(row: OutboxRow): Promise<void> };
}

export class SimulatedCrash extends Error {
  override name = 'SimulatedCrash';
}

export const defaultWorkerId = () => `worker-${process.pid}-${randomBytes(3).toString('hex')}`;

export function backoffMs(attempts: number, base = 1000, cap = 3_600_000): number {
  return Math.min(cap, base * 2 ** Math.max(0, attempts - 1));
}

const isPermanent = (err: unknown) =>
  err instanceof PermanentMailError ||
  (err instanceof AppError && err.code === ErrorCode.NotFound) ||
  isPermanentSmtpError(err);

async function processRow(ctx: WorkerContext, opts: WorkerOptions, workerId: string, row: OutboxRow) {
  const started = Date.now();
  const message = row.payload as unknown as EmailMessage;
  const printer = () => opts.printer ?? getPdfRenderer(ctx.config.chromiumPath);
  await opts.hooks?.afterClaim?.(row);
  let rendered: RenderedMessage | undefined;
  try {
    rendered = await renderOutboxMessage(ctx.db, message);
    const { attachments, resolved } = await resolveAttachments(ctx.db, message.attachments, printer);
    const messageId = messageIdFor(row.id, ctx.config.mailFrom);
    const via = await deliver(ctx.config.smtpUrl, {
      from: ctx.config.mailFrom,
      ...rendered,
      messageId,
      attachments,
    });
    await opts.hooks?.afterSend?.(row);
    const sent = rendered;
    await ctx.db.transaction(async (tx) => {
      const marked = await tx
        .update(outbox)
        .set({
          status: 'sent',
          sentAt: sql`now()`,
          lockedUntil: null,
          lockedBy: null,
          lastError: null,
          deliveredVia: via,
          messageId,
          subject: sent.subject,
          toAddress: [...sent.to, ...sent.cc].join(', '),
          html: sent.html,
          payload: sql`${outbox.payload} || ${JSON.stringify({ resolvedAttachments: resolved, renderedText: sent.text })}::jsonb`,
        })
        .where(and(eq(outbox.id, row.id), eq(outbox.lockedBy, workerId), eq(outbox.status, 'pending')))
        .returning({ id: outbox.id });
      await tx.insert(outboxAttempts).values({
        outboxId: row.id,
        worker: workerId,
        ok: true,
        error: marked.length ? null : 'Sent after the claim expired; another worker owns the row',
        durationMs: Date.now() - started,
      });
    });
  } catch (err) {
    if (err instanceof SimulatedCrash) throw err;
    const error = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
    const permanent = isPermanent(err);
    const delay = backoffMs(row.attempts, opts.backoffBaseMs, opts.backoffCapMs);
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(outbox)
        .set({
          status: permanent
            ? 'failed'
            : sql`case when ${outbox.attempts} >= ${outbox.maxAttempts} then 'dead' else 'pending' end`,
          lastError: error.slice(0, 2000),
          nextAttemptAt: sql`now() + make_interval(secs => ${delay / 1000})`,
          lockedUntil: null,
          lockedBy: null,
          // Keep what was rendered, so the Email log shows a failed message too.
          ...(rendered ? { subject: rendered.subject, html: rendered.html } : {}),
        })
        .where(and(eq(outbox.id, row.id), eq(outbox.lockedBy, workerId)));
      await tx.insert(outboxAttempts).values({
        outboxId: row.id,
        worker: workerId,
        ok: false,
        error: error.slice(0, 2000),
        durationMs: Date.now() - started,
      });
    });
    ctx.logger.warn(
      { outboxId: row.id, attempt: row.attempts, permanent, err: error },
      'email delivery failed',
    );
  }
}

/** One round: claim up to batchSize due rows and process them. Returns how many were claimed. */
export async function runOutboxOnce(ctx: WorkerContext, opts: WorkerOptions = {}): Promise<number> {
  const workerId = opts.workerId ?? defaultWorkerId();
  await buryExhausted(ctx.db);
  const rows = await claimDue(ctx.db, {
    workerId,
    lockSeconds: opts.lockSeconds ?? 120,
    limit: opts.batchSize ?? 5,
  });
  const results = await Promise.allSettled(rows.map((row) => processRow(ctx, opts, workerId, row)));
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
