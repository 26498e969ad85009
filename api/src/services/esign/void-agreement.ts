/**
 * Voids the unsigned agreement (README 'E-signature'): at the provider first (DocuSign refuses to void a
 * completed envelope, and then nothing changes here), then the envelope is 'voided', its link dead, and
 * the application has no envelope any more (§2: the DocuSign PDF stays disabled), so a new one can be sent.
 */
import { eq } from 'drizzle-orm';
import * as M from '@cp/schemas/messages/esign';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { esignEnvelopes, submissions } from '../../db/schema';
import { esignProviderFor } from '../../esign/providers';
import { recordEsignEvent } from '../../esign/record-event';
import { hashSigningToken, newSigningToken } from '../../esign/token';
import { AppError, ErrorCode } from '../../errors';
import { APPLICATION } from '../applications/kind';
import { assertMay, type Staff } from '../submissions/access';
import { writeAudit } from '../submissions/audit';
import { loadSubmission } from '../submissions/load-submission';
import { currentEnvelope, OUT_FOR_SIGNATURE } from './current-envelope';

export async function voidAgreement(
  o: Staff & { db: Db; id: string; config: Pick<Config, 'docuSign'> },
): Promise<void> {
  const record = await loadSubmission(o.db, APPLICATION, o, o.id);
  assertMay(o, APPLICATION, 'sendDocuSign', record, M.ESIGN_SEND_DENIED);
  const envelope = await currentEnvelope(o.db, record.id);
  if (!envelope || !OUT_FOR_SIGNATURE.includes(envelope.status))
    throw new AppError(ErrorCode.Rule, M.ESIGN_NONE_OUT);
  if (envelope.envelopeId && envelope.provider === 'docusign')
    await esignProviderFor(o.config, o.db, 'docusign').void(envelope.envelopeId, M.ESIGN_VOID_REASON);
  await o.db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(esignEnvelopes)
      // A fresh random hash: the emailed link no longer opens anything.
      .set({ status: 'voided', tokenHash: hashSigningToken(newSigningToken()), updatedAt: now })
      .where(eq(esignEnvelopes.id, envelope.id));
    await tx
      .update(submissions)
      .set({ docuSignEnvelopeId: null, docuSignCompleted: false, updatedAt: now })
      .where(eq(submissions.id, record.id));
    await recordEsignEvent(tx, { envelopeRowId: envelope.id, at: now, event: 'voided' });
    await writeAudit(tx, {
      actorId: o.actor.id,
      actorKind: 'user',
      action: 'esign-void',
      entity: 'submission',
      entityId: record.id,
    });
  });
}
