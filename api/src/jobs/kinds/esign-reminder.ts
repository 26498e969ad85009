/**
 * The 'esign-reminder' job (README 'E-signature'): due ESIGN_REMINDER_DAYS after the agreement went out (or after
 * the previous reminder), it emails the customer the signing link again while the agreement is unsigned, at most
 * ESIGN_REMINDER_MAX times, each reminder scheduling the next. A reminder whose link was replaced by a resend, or
 * whose envelope was signed, declined or voided, does nothing. With DocuSign the envelope's status is checked at
 * DocuSign first (checkAtDocuSign). A run is idempotent: the job carries its reminder's number, and the count
 * of reminders sent, the reminder's email and the next reminder's job are written in one transaction that holds
 * the envelope's row.
 */
import { eq, sql } from 'drizzle-orm';
import { esignEnvelopes } from '../../db/schema';
import { advanceEnvelope } from '../../esign/connect';
import { esignProviderFor } from '../../esign/providers';
import { queueReminder } from '../../esign/queue-envelope';
import { recordEsignEvent } from '../../esign/record-event';
import { signingEmail } from '../../esign/signing-email';
import { hashSigningToken } from '../../esign/token';
import type { WorkerContext } from '../job';
import { defineJobKind } from '../kind';
import { esignReminderJob } from './esign-jobs';

/**
 * A DocuSign envelope is asked for its status before a reminder: if Connect missed a completion (or a
 * decline or void), it is caught up here, the signed documents stored, and no reminder goes out.
 */
async function checkAtDocuSign(ctx: WorkerContext, envelopeRowId: string, at: Date): Promise<void> {
  const [envelope] = await ctx.db.select().from(esignEnvelopes).where(eq(esignEnvelopes.id, envelopeRowId));
  if (envelope?.provider !== 'docusign' || !envelope.envelopeId) return;
  if (envelope.status !== 'sent' && envelope.status !== 'delivered') return;
  const status = await esignProviderFor(ctx.config, ctx.db, 'docusign').status(envelope.envelopeId);
  if (status !== envelope.status)
    await advanceEnvelope({
      db: ctx.db,
      config: ctx.config,
      envelope,
      status,
      at,
      detail: { source: 'docusign-status' },
    });
}

export const esignReminderKind = defineJobKind({
  ...esignReminderJob,
  async handler(ctx, payload, job) {
    const now = job.now ?? (() => new Date());
    const max = ctx.config.esignReminderMax ?? 3;
    const days = ctx.config.esignReminderDays ?? 3;
    await checkAtDocuSign(ctx, payload.envelopeRowId, now());
    await ctx.db.transaction(async (tx) => {
      const [envelope] = await tx
        .select()
        .from(esignEnvelopes)
        .where(eq(esignEnvelopes.id, payload.envelopeRowId))
        .for('update');
      const waiting =
        envelope &&
        (envelope.status === 'sent' || envelope.status === 'delivered') &&
        envelope.tokenHash === hashSigningToken(payload.token) &&
        envelope.remindersSent < max &&
        // The job's reminder number: a run again after its worker died, once the reminder was counted, does nothing.
        (payload.reminder === undefined || envelope.remindersSent === payload.reminder - 1);
      if (!waiting) return;
      await tx
        .update(esignEnvelopes)
        .set({ remindersSent: sql`${esignEnvelopes.remindersSent} + 1`, updatedAt: now() })
        .where(eq(esignEnvelopes.id, envelope.id));
      await recordEsignEvent(tx, {
        envelopeRowId: envelope.id,
        at: now(),
        event: 'reminder',
        detail: { reminder: envelope.remindersSent + 1 },
      });
      await signingEmail(tx, ctx.config, envelope, payload.token, 'esign-reminder');
      if (envelope.remindersSent + 1 < max)
        await queueReminder(tx, {
          envelopeRowId: envelope.id,
          token: payload.token,
          reminder: envelope.remindersSent + 2,
          dueAt: new Date(now().getTime() + days * 86_400_000),
        });
    });
  },
});
