/**
 * The 'email' job: renders the template with the unit's current wording and brand, builds the
 * attachments, records 'sending' with the row's Message-ID, hands the message to SMTP (or the local
 * mailbox), records the SMTP server's acceptance and marks the row sent, keeping the copy the Email log
 * shows (credential links redacted). A row whose earlier worker stopped after the acceptance is marked
 * sent without sending it again (attempt-log.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { outbox } from '../../db/schema';
import type { AttachmentSpec, EmailMessage } from '../../mail/enqueue';
import { credentialLinksOf, mailboxShowsLinks, withoutCredentialLinks } from '../../mail/redact-links';
import { renderOutboxMessage, type RenderedMessage } from '../../mail/render-message';
import { deliver, messageIdFor } from '../../mail/transport';
import { getPdfRenderer } from '../../pdf';
import {
  ACCEPTED_BEFORE_STOP,
  acceptedEarlier,
  recordAccepted,
  recordOutcome,
  recordSending,
} from '../attempt-log';
import { resolveAttachments } from '../attachments';
import { defineJob, SimulatedCrash } from '../job';
import { recordFailure } from '../record-failure';

const attachmentSpec: z.ZodType<AttachmentSpec> = z.union([
  z.object({
    kind: z.literal('submission-pdf'),
    submissionId: z.string(),
    copy: z.enum(['customer', 'staff']).optional(),
  }),
  z.object({ kind: z.literal('file'), fileId: z.string(), filename: z.string().optional() }),
]);

/** The payload enqueueEmail writes (mail/enqueue.ts); extra keys the worker adds after sending pass. */
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

export const emailJob = defineJob({
  kind: 'email',
  schema: emailPayloadSchema,
  async handle(ctx, run, row, message) {
    const started = Date.now();
    const { workerId } = run;
    const printer = () => run.printer ?? getPdfRenderer(ctx.config.chromiumPath);
    let stored: RenderedMessage | undefined;
    let attemptId: number | undefined;
    try {
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
          { outboxId: row.id, response: earlier.smtpAccepted?.response },
          'outbox row not sent again: the SMTP server had accepted it before its worker stopped',
        );
      } else {
        attemptId = await recordSending(ctx.db, {
          outboxId: row.id,
          worker: workerId,
          at: run.now(),
          messageId,
        });
        const delivery = await deliver(ctx.config.smtpUrl, {
          from: ctx.config.mailFrom,
          ...rendered,
          messageId,
          attachments,
        });
        via = delivery.via;
        await run.afterSend?.(row);
        if (delivery.acceptance) await recordAccepted(ctx.db, attemptId, delivery.acceptance);
        await run.afterAccepted?.(row);
      }
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
          error: !marked.length
            ? 'Sent after the claim expired; another worker owns the row'
            : earlier
              ? ACCEPTED_BEFORE_STOP
              : null,
          durationMs: Date.now() - started,
        });
      });
    } catch (err) {
      if (err instanceof SimulatedCrash) throw err;
      await recordFailure(ctx, run, row, err, {
        startedMs: started,
        attemptId,
        rendered: stored ? { subject: stored.subject, html: stored.html } : undefined,
      });
    }
  },
});
