/**
 * The signer declines the built-in provider's agreement (README 'E-signature'): the envelope becomes
 * 'declined' and a 'declined' event records the reason with the signer's address and browser. Reminders
 * stop (they go to unsigned agreements only), staff see the reason on the details page and may send a new
 * agreement; the link keeps showing that this one was declined.
 */
import { eq } from 'drizzle-orm';
import type { DeclineAgreementBody, EsignDeclineView } from '@cp/schemas/contracts/esign';
import * as M from '@cp/schemas/messages/esign';
import type { Db } from '../db/client';
import { esignEnvelopes } from '../db/schema';
import { AppError, ErrorCode } from '../errors';
import type { SignerRequest } from './builtin-signing';
import { envelopeByToken } from './find-by-token';
import { recordEsignEvent } from './record-event';

export async function declineAgreement(
  o: { db: Db; token: string; input: DeclineAgreementBody } & SignerRequest,
): Promise<{ declined: EsignDeclineView }> {
  return o.db.transaction(async (tx) => {
    const envelope = await envelopeByToken(tx, o.token, { forUpdate: true, declined: true });
    // A DocuSign envelope is declined at DocuSign, which reports it through Connect.
    if (envelope.provider !== 'builtin') throw new AppError(ErrorCode.NotFound, M.ESIGN_LINK_INVALID);
    if (envelope.status === 'declined') throw new AppError(ErrorCode.Conflict, M.ESIGN_ALREADY_DECLINED);
    if (envelope.status !== 'sent' && envelope.status !== 'delivered')
      throw new AppError(ErrorCode.Conflict, M.ESIGN_ALREADY_SIGNED);
    const at = new Date();
    const { reason } = o.input;
    await tx
      .update(esignEnvelopes)
      .set({ status: 'declined', updatedAt: at })
      .where(eq(esignEnvelopes.id, envelope.id));
    await recordEsignEvent(tx, {
      envelopeRowId: envelope.id,
      at,
      event: 'declined',
      ip: o.ip,
      userAgent: o.userAgent,
      detail: { reason, email: envelope.signerEmail },
    });
    return { declined: { at: at.toISOString(), reason } };
  });
}
