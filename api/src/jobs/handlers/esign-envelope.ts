/**
 * The 'esign.envelope' job (README 'E-signature'): creates the application's envelope at the provider and
 * emails the customer the signing link. Retried with the outbox's backoff while the provider is down, and
 * idempotent: the provider's envelope id is stored the moment it is known, and before creating one the
 * job asks the provider for an envelope made under this send's idempotency key (a retry after an answer
 * that was lost), so one send never makes two envelopes.
 */
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { esignEnvelopes, submissions } from '../../db/schema';
import { esignProviderFor } from '../../esign/providers';
import { queueReminder } from '../../esign/queue-envelope';
import { recordEsignEvent } from '../../esign/record-event';
import { signingEmail } from '../../esign/signing-email';
import { defineJob, PermanentJobError } from '../job';
import { recordFailure } from '../record-failure';
import { markJobDone } from './job-done';

export const esignJobPayloadSchema = z.object({
  envelopeRowId: z.string().uuid(),
  token: z.string().min(20),
});

export const esignEnvelopeJob = defineJob({
  kind: 'esign.envelope',
  schema: esignJobPayloadSchema,
  async handle(ctx, run, row, payload) {
    const started = Date.now();
    try {
      const [envelope] = await ctx.db
        .select()
        .from(esignEnvelopes)
        .where(eq(esignEnvelopes.id, payload.envelopeRowId));
      if (!envelope) throw new PermanentJobError(`No envelope ${payload.envelopeRowId}`);
      // Voided before it went out, or sent by an attempt whose worker died before marking the job done.
      if (envelope.status !== 'queued')
        return await ctx.db.transaction((tx) =>
          markJobDone(tx, run, row, started, `Envelope already ${envelope.status}`),
        );

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
          .set({ envelopeId, updatedAt: run.now() })
          .where(eq(esignEnvelopes.id, envelope.id));

      const days = ctx.config.esignReminderDays ?? 3;
      await ctx.db.transaction(async (tx) => {
        const sent = await tx
          .update(esignEnvelopes)
          .set({ status: 'sent', updatedAt: run.now() })
          .where(and(eq(esignEnvelopes.id, envelope.id), eq(esignEnvelopes.status, 'queued')))
          .returning({ id: esignEnvelopes.id });
        if (sent.length) {
          await tx
            .update(submissions)
            .set({ docuSignEnvelopeId: envelopeId, docuSignCompleted: false, updatedAt: run.now() })
            .where(eq(submissions.id, envelope.submissionId));
          await recordEsignEvent(tx, {
            envelopeRowId: envelope.id,
            at: run.now(),
            event: 'sent',
            detail: { provider: provider.name, envelopeId },
          });
          await signingEmail(tx, ctx.config, envelope, payload.token, 'esign-signing');
          if ((ctx.config.esignReminderMax ?? 3) > 0)
            await queueReminder(tx, {
              envelopeRowId: envelope.id,
              token: payload.token,
              submissionId: envelope.submissionId,
              email: envelope.signerEmail,
              dueAt: new Date(run.now().getTime() + days * 86_400_000),
            });
        }
        await markJobDone(tx, run, row, started);
      });
    } catch (err) {
      await recordFailure(ctx, run, row, err, { startedMs: started });
    }
  },
});
