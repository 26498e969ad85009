/**
 * Resends the unsigned agreement (README 'E-signature'): the provider is asked to notify the signer again,
 * and the customer gets a new signing link by email (the previous link and its pending reminders stop
 * working) with a new reminder schedule. Same permission as sending.
 */
import { eq } from 'drizzle-orm';
import * as M from '@cp/schemas/messages/esign';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { esignEnvelopes } from '../../db/schema';
import { esignProviderFor } from '../../esign/providers';
import { queueReminder } from '../../esign/queue-envelope';
import { recordEsignEvent } from '../../esign/record-event';
import { signingEmail } from '../../esign/signing-email';
import { hashSigningToken, newSigningToken } from '../../esign/token';
import { AppError, ErrorCode } from '../../errors';
import { APPLICATION } from '../applications/kind';
import { assertMay, type Staff } from '../submissions/access';
import { writeAudit } from '../submissions/audit';
import { loadSubmission } from '../submissions/load-submission';
import { currentEnvelope } from './current-envelope';

export async function resendAgreement(
  o: Staff & {
    db: Db;
    id: string;
    config: Pick<Config, 'publicOrigin' | 'docuSign' | 'esignReminderDays' | 'esignReminderMax'>;
  },
): Promise<void> {
  const record = await loadSubmission(o.db, APPLICATION, o, o.id);
  assertMay(o, APPLICATION, 'sendDocuSign', record, M.ESIGN_SEND_DENIED);
  const out = await currentEnvelope(o.db, record.id);
  if (out?.envelopeId && (out.status === 'sent' || out.status === 'delivered'))
    await esignProviderFor(o.config, o.db, out.provider).resend(out.envelopeId);
  await o.db.transaction(async (tx) => {
    const envelope = await currentEnvelope(tx, record.id, { forUpdate: true });
    if (!envelope || (envelope.status !== 'sent' && envelope.status !== 'delivered'))
      throw new AppError(ErrorCode.Rule, M.ESIGN_NONE_OUT);
    const token = newSigningToken();
    const now = new Date();
    await tx
      .update(esignEnvelopes)
      .set({ tokenHash: hashSigningToken(token), remindersSent: 0, updatedAt: now })
      .where(eq(esignEnvelopes.id, envelope.id));
    await recordEsignEvent(tx, { envelopeRowId: envelope.id, at: now, event: 'resent' });
    await signingEmail(tx, o.config, envelope, token, 'esign-signing');
    if (o.config.esignReminderMax > 0)
      await queueReminder(tx, {
        envelopeRowId: envelope.id,
        token,
        reminder: 1,
        dueAt: new Date(now.getTime() + o.config.esignReminderDays * 86_400_000),
      });
    await writeAudit(tx, {
      actorId: o.actor.id,
      actorKind: 'user',
      action: 'esign-resend',
      entity: 'submission',
      entityId: record.id,
    });
  });
}
