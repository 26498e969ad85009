/**
 * One run of an email's 'email-deliver' job (kinds/email-deliver.ts): renders the template with the unit's current
 * wording and brand, builds the attachments, records 'sending' with the message's Message-ID, hands the message to
 * SMTP (or the local mailbox), records the SMTP server's acceptance and marks the message sent, keeping the copy
 * the Email log shows (credential links redacted).
 *
 * Delivery is at least once, and a repeat is rare and recognisable. Who runs a job, and when a job whose worker
 * died runs again, is pg-boss's business (its `expireInSeconds`): this code keeps no lease. A run is idempotent by
 * the message's id and its attempt log (attempt-log.ts): a message no longer 'pending' is left alone; an
 * acceptance on record means an earlier run's message arrived, and it is marked sent without sending again; a
 * 'sending' attempt without one is marked interrupted and the message is sent again with the same Message-ID
 * (<message id@domain>), which a mail system or a reader folds. That repeat can only come from a worker that died
 * between the server's acceptance and the acceptance's record (ARCHITECTURE.md 'Email delivery (the former outbox)').
 *
 * Nothing is lost: a message leaves 'pending' only as 'sent', 'failed' (a permanent error) or 'dead' (still
 * undelivered at the end of its retry window, retry-policy.ts). A failed attempt that can be retried enqueues the
 * next run as a new job starting at the retry's time, in the transaction that records the failure. 'failed' and
 * 'dead' are dead letters: logged at error level, they raise the alert on the console's Email log.
 */
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../db/client';
import { emailMessages } from '../db/schema';
import { AppError, ErrorCode } from '../errors';
import type { AttachmentSpec, EmailMessage } from '../mail/enqueue';
import { credentialLinksOf, mailboxShowsLinks, withoutCredentialLinks } from '../mail/redact-links';
import { PermanentMailError, renderOutboxMessage, type RenderedMessage } from '../mail/render-message';
import { referenceEmailOutcome } from '../references/delivery-outcome';
import { deliver, isPermanentSmtpError, messageIdFor } from '../mail/transport';
import { getPdfRenderer } from '../pdf';
import {
  ACCEPTED_BEFORE_STOP,
  acceptedEarlier,
  recordAccepted,
  recordOutcome,
  recordSending,
  settleInterrupted,
  type EmailMessageRow,
} from './attempt-log';
import { resolveAttachments } from './attachments';
import { errorText, PermanentJobError, SimulatedCrash, type WorkerContext } from './job';
import type { RunOptions } from './kind';
import { emailDeliverJob, emailPriority } from './kinds/email-deliver';
import { enqueueJob } from './queue';
import { nextAttemptAt, retryPolicy } from './retry-policy';

const attachmentSpec: z.ZodType<AttachmentSpec> = z.union([
  z.object({
    kind: z.literal('submission-pdf'),
    submissionId: z.string(),
    copy: z.enum(['customer', 'staff']).optional(),
  }),
  z.object({ kind: z.literal('file'), fileId: z.string(), filename: z.string().optional() }),
]);

/** The payload enqueueEmail writes (mail/enqueue.ts); extra keys the delivery adds after sending pass. */
export const emailPayloadSchema: z.ZodType<EmailMessage> = z.looseObject({
  template: z.string().min(1),
  to: z.array(z.string()),
  cc: z.array(z.string()).optional(),
  context: z.record(z.string(), z.unknown()),
  unitId: z.string().optional(),
  submissionId: z.string().optional(),
  attachments: z.array(attachmentSpec).optional(),
  subject: z.string().optional(),
  text: z.string().optional(),
});

const isPermanent = (err: unknown) =>
  err instanceof PermanentJobError ||
  err instanceof PermanentMailError ||
  (err instanceof AppError && err.code === ErrorCode.NotFound) ||
  isPermanentSmtpError(err);

export const STOPPED_EVERY_ATTEMPT = 'The worker stopped during delivery on every attempt';

export interface DeliveryResult {
  status: EmailMessageRow['status'] | 'missing';
  /** When the message is still pending: its next attempt (a job waits for it). */
  nextAttemptAt?: Date;
}

/** Delivers one message if it is still pending (its job is due: pg-boss started it); answers its state afterwards. */
export async function deliverEmail(
  ctx: WorkerContext,
  emailId: string,
  opts: RunOptions & { workerId: string },
): Promise<DeliveryResult> {
  const now = opts.now ?? (() => new Date());
  // A message already sent (a run after a crash, or a duplicate job) is left alone.
  const [before] = await ctx.db.select().from(emailMessages).where(eq(emailMessages.id, emailId));
  if (!before) return { status: 'missing' };
  if (before.status !== 'pending') return { status: before.status };
  if (before.attempts >= before.maxAttempts) {
    // Its runs kept dying mid-send: a dead letter too (visible and resendable), not pending forever.
    const died = await ctx.db
      .update(emailMessages)
      .set({ status: 'dead', lastError: sql`coalesce(${emailMessages.lastError}, ${STOPPED_EVERY_ATTEMPT})` })
      .where(and(eq(emailMessages.id, emailId), eq(emailMessages.status, 'pending')))
      .returning({ id: emailMessages.id });
    if (died.length) await referenceEmailOutcome(ctx.db, emailId, 'bounced', now());
    ctx.logger.error({ emailId, status: 'dead' }, `email dead letter: ${STOPPED_EVERY_ATTEMPT}`);
    return { status: 'dead' };
  }
  // A run counts as an attempt.
  const [row] = await ctx.db
    .update(emailMessages)
    .set({ attempts: sql`${emailMessages.attempts} + 1` })
    .where(and(eq(emailMessages.id, emailId), eq(emailMessages.status, 'pending')))
    .returning();
  if (!row) return { status: 'sent' };
  const started = Date.now();
  const printer = () => opts.printer ?? getPdfRenderer(ctx.config.chromiumPath);
  let stored: RenderedMessage | undefined;
  let attemptId: number | undefined;
  try {
    await opts.hooks?.afterClaim?.(row);
    if ((await settleInterrupted(ctx.db, row.id)) > 0)
      ctx.logger.warn(
        { emailId, messageId: row.messageId },
        'email sent again after an interrupted send (same Message-ID)',
      );
    const parsed = emailPayloadSchema.safeParse(row.payload);
    if (!parsed.success)
      throw new PermanentJobError(
        `Invalid email payload: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'} ${i.message}`).join('; ')}`,
      );
    const message = parsed.data;
    const rendered = await renderOutboxMessage(ctx.db, message);
    // The Email log's copy leaves out one-time and customer links (mail/redact-links.ts).
    const links = mailboxShowsLinks(ctx.config) ? [] : credentialLinksOf(message);
    const storedMessage = withoutCredentialLinks(message, links);
    stored = links.length ? await renderOutboxMessage(ctx.db, storedMessage) : rendered;
    const { attachments, resolved } = await resolveAttachments(ctx.db, message.attachments, printer);
    const messageId = row.messageId ?? messageIdFor(row.id, ctx.config.mailFrom);
    const earlier = await acceptedEarlier(ctx.db, row.id);
    let via: 'smtp' | 'mailbox' = 'smtp';
    if (earlier) {
      attemptId = earlier.id;
      ctx.logger.warn(
        { emailId, response: earlier.smtpAccepted?.response },
        'email not sent again: the SMTP server had accepted it before its worker stopped',
      );
    } else {
      attemptId = await recordSending(ctx.db, { emailId, worker: opts.workerId, at: now(), messageId });
      const delivery = await deliver(ctx.config.smtpUrl, {
        from: ctx.config.mailFrom,
        ...rendered,
        messageId,
        attachments,
      });
      via = delivery.via;
      await opts.hooks?.afterSend?.(row);
      if (delivery.acceptance) await recordAccepted(ctx.db, attemptId, delivery.acceptance);
      await opts.hooks?.afterAccepted?.(row);
    }
    const sent = stored;
    const keep = { resolvedAttachments: resolved, renderedText: sent.text };
    const redacted = links.length ? { context: storedMessage.context, text: storedMessage.text } : {};
    await ctx.db.transaction(async (tx) => {
      const marked = await tx
        .update(emailMessages)
        .set({
          status: 'sent',
          sentAt: now(),
          lastError: null,
          deliveredVia: via,
          messageId,
          subject: sent.subject,
          toAddress: [...sent.to, ...sent.cc].join(', '),
          html: sent.html,
          payload: sql`${emailMessages.payload} || ${JSON.stringify({ ...keep, ...redacted })}::jsonb`,
        })
        .where(and(eq(emailMessages.id, row.id), eq(emailMessages.status, 'pending')))
        .returning({ id: emailMessages.id });
      await recordOutcome(tx, {
        attemptId,
        emailId,
        worker: opts.workerId,
        at: now(),
        ok: true,
        error: !marked.length
          ? 'Sent again by a second run; the message was already marked sent'
          : earlier
            ? ACCEPTED_BEFORE_STOP
            : null,
        durationMs: Date.now() - started,
      });
      // A reference request's email accepted: the request is 'sent' (references/delivery-outcome.ts).
      if (marked.length) await referenceEmailOutcome(tx, row.id, 'sent', now());
    });
    return { status: 'sent' };
  } catch (err) {
    if (err instanceof SimulatedCrash) throw err;
    return recordFailure(ctx, opts, row, err, {
      startedMs: started,
      attemptId,
      rendered: stored ? { subject: stored.subject, html: stored.html } : undefined,
    });
  }
}

/** Whether a delivery job of the message waits already (a second run's retry): one chain of retries per message. */
async function jobWaits(tx: DbOrTx, emailId: string): Promise<boolean> {
  const result = (await tx.execute(
    sql`select 1 from pgboss.job where name = ${emailDeliverJob.name} and data->>'emailId' = ${emailId}
          and state in ('created', 'retry') limit 1`,
  )) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

/**
 * A failed attempt: a permanent error fails the message at once; any other is retried on the retry policy's
 * schedule (a new 'email-deliver' job at the next attempt's time, in this transaction) until the message's window
 * ends, then the message is dead (retry-policy.ts).
 */
async function recordFailure(
  ctx: WorkerContext,
  opts: RunOptions & { workerId: string },
  row: EmailMessageRow,
  err: unknown,
  o: { startedMs: number; attemptId?: number; rendered?: { subject: string; html: string } },
): Promise<DeliveryResult> {
  const error = errorText(err);
  const permanent = isPermanent(err);
  const now = (opts.now ?? (() => new Date()))();
  const next = permanent ? null : nextAttemptAt(row, now, retryPolicy(ctx.config, opts));
  const status = permanent ? 'failed' : next ? 'pending' : 'dead';
  await ctx.db.transaction(async (tx) => {
    const updated = await tx
      .update(emailMessages)
      .set({ status, lastError: error, nextAttemptAt: next ?? now, ...(o.rendered ?? {}) })
      .where(and(eq(emailMessages.id, row.id), eq(emailMessages.status, 'pending')))
      .returning({ id: emailMessages.id });
    await recordOutcome(tx, {
      attemptId: o.attemptId,
      emailId: row.id,
      worker: opts.workerId,
      at: now,
      ok: false,
      error,
      durationMs: Date.now() - o.startedMs,
    });
    if (updated.length && !next) await referenceEmailOutcome(tx, row.id, 'bounced', now);
    if (updated.length && next && !(await jobWaits(tx, row.id)))
      await enqueueJob(
        tx,
        emailDeliverJob,
        { emailId: row.id },
        { startAfter: next, priority: emailPriority(row.template) },
      );
  });
  const fields = { emailId: row.id, attempt: row.attempts, status, nextAttemptAt: next, err: error };
  if (status === 'pending') ctx.logger.warn(fields, 'email delivery failed; retrying');
  else ctx.logger.error(fields, 'email dead letter: delivery abandoned, see the Email log');
  return next ? { status, nextAttemptAt: next } : { status };
}
