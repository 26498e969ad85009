/**
 * The 'esign-envelope' job (README 'E-signature'): creates the application's envelope at the provider and emails
 * the customer the signing link. A run that fails is retried by pg-boss with backoff while the provider is down,
 * and a run is idempotent: the provider's envelope id is stored the moment it is known, before creating one the job
 * asks the provider for an envelope made under this send's idempotency key (a retry after an answer that was
 * lost), and an envelope no longer 'queued' (sent by an earlier run, or voided) is left alone — so one send never
 * makes two envelopes nor two signing emails.
 */
import { and, eq } from 'drizzle-orm';
import { esignEnvelopes, submissions } from '../../db/schema';
import { esignProviderFor } from '../../esign/providers';
import { queueReminder } from '../../esign/queue-envelope';
import { recordEsignEvent } from '../../esign/record-event';
import { signingEmail } from '../../esign/signing-email';
import { defineJobKind } from '../kind';
import { PermanentJobError } from '../job';
import { esignEnvelopeJob } from './esign-jobs';

export const esignEnvelopeKind = defineJobKind({
  ...esignEnvelopeJob,
  async handler(ctx, payload, job) {
    const now = job.now ?? (() => new Date());
    const [envelope] = await ctx.db
      .select()
      .from(esignEnvelopes)
      .where(eq(esignEnvelopes.id, payload.envelopeRowId));
    if (!envelope) throw new PermanentJobError(`No envelope ${payload.envelopeRowId}`);
    // Voided before it went out, or sent by an earlier run whose worker died before its job completed.
    if (envelope.status !== 'queued') return;

    const provider = esignProviderFor(ctx.config, ctx.db, envelope.provider);
    const idempotencyKey = `${envelope.submissionId}:${envelope.attempt}`;
    let envelopeId = envelope.envelopeId ?? (await provider.findEnvelope(idempotencyKey));
    if (!envelopeId) {
      envelopeId = await provider.createEnvelope({
        envelopeRowId: envelope.id,
        idempotencyKey,
        templateId: envelope.templateId,
        signer: { name: envelope.signerName || envelope.signerEmail, email: envelope.signerEmail },
        terms: envelope.terms,
      });
    }
    if (!envelope.envelopeId)
      await ctx.db
        .update(esignEnvelopes)
        .set({ envelopeId, updatedAt: now() })
        .where(eq(esignEnvelopes.id, envelope.id));

    const days = ctx.config.esignReminderDays ?? 3;
    await ctx.db.transaction(async (tx) => {
      const sent = await tx
        .update(esignEnvelopes)
        .set({ status: 'sent', updatedAt: now() })
        .where(and(eq(esignEnvelopes.id, envelope.id), eq(esignEnvelopes.status, 'queued')))
        .returning({ id: esignEnvelopes.id });
      if (!sent.length) return;
      await tx
        .update(submissions)
        .set({ docuSignEnvelopeId: envelopeId, docuSignCompleted: false, updatedAt: now() })
        .where(eq(submissions.id, envelope.submissionId));
      await recordEsignEvent(tx, {
        envelopeRowId: envelope.id,
        at: now(),
        event: 'sent',
        detail: { provider: provider.name, envelopeId },
      });
      await signingEmail(tx, ctx.config, envelope, payload.token, 'esign-signing');
      if ((ctx.config.esignReminderMax ?? 3) > 0)
        await queueReminder(tx, {
          envelopeRowId: envelope.id,
          token: payload.token,
          reminder: 1,
          dueAt: new Date(now().getTime() + days * 86_400_000),
        });
    });
  },
});
