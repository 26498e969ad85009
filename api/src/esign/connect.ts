/**
 * DocuSign Connect notifications (README 'E-signature'). The body is trusted only when its HMAC matches:
 * X-DocuSign-Signature-1 is the base64 HMAC-SHA256 of the raw body with DOCUSIGN_CONNECT_HMAC_KEY,
 * compared in constant time; a missing or wrong signature (or no key configured) is refused. Each
 * notification is recorded once (envelope, event and time as its key), so a repeat changes nothing.
 * Statuses only move forward (sent → delivered → signed → completed; declined and voided end it). On
 * completion the combined signed document and the certificate are fetched from DocuSign and stored; a
 * failure there answers 503, and Connect delivers the notification again later.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ESIGN_CONNECT_SIGNATURE_INVALID } from '@cp/schemas/messages/esign';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { esignEnvelopes, submissions, type EsignStatus } from '../db/schema';
import { AppError, ErrorCode } from '../errors';
import type { EnvelopeRow } from '../services/esign/current-envelope';
import { completeEnvelope } from './complete-envelope';
import { statusOf } from './docusign-provider';
import { esignProviderFor } from './providers';
import { recordEsignEvent } from './record-event';

export function connectSignatureValid(rawBody: Buffer, header: string | undefined, key: string | undefined) {
  if (!key || !header) return false;
  const expected = createHmac('sha256', key).update(rawBody).digest();
  const given = Buffer.from(header.trim(), 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const EVENT_STATUS: Record<string, EsignStatus> = {
  'envelope-sent': 'sent',
  'envelope-delivered': 'delivered',
  'recipient-delivered': 'delivered',
  'recipient-completed': 'signed',
  'envelope-completed': 'completed',
  'envelope-declined': 'declined',
  'recipient-declined': 'declined',
  'envelope-voided': 'voided',
};
/** Statuses only move forward; the last three end an envelope. */
const RANK: Record<EsignStatus, number> = {
  queued: 0,
  sent: 1,
  delivered: 2,
  signed: 3,
  completed: 4,
  declined: 4,
  voided: 4,
};

interface ConnectMessage {
  event?: string;
  generatedDateTime?: string;
  data?: {
    envelopeId?: string;
    envelopeSummary?: {
      status?: string;
      recipients?: { signers?: Array<{ declinedReason?: unknown }> };
    };
  };
}

/** The reason a signer gave DocuSign for declining (sent when Connect includes the recipients). */
function declinedReasonOf(message: ConnectMessage): Record<string, string> {
  const signers = message.data?.envelopeSummary?.recipients?.signers;
  const reason = Array.isArray(signers)
    ? signers.map((s) => s?.declinedReason).find((r): r is string => typeof r === 'string' && r.trim() !== '')
    : undefined;
  return reason ? { reason: reason.trim().slice(0, 1000) } : {};
}

export type ConnectOutcome = 'applied' | 'repeat' | 'unknown-envelope' | 'ignored';

const moves = (from: EsignStatus, to: EsignStatus) => RANK[to] > RANK[from] && RANK[from] < 4;

/**
 * Moves a DocuSign envelope to the status DocuSign reports (Connect, or the reminder job's status check),
 * recording the event once (by its source key, when it has one). Completion stores the signed documents,
 * fetched before the transaction so a slow DocuSign does not hold the row lock.
 */
export async function advanceEnvelope(o: {
  db: Db;
  config: Pick<Config, 'docuSign'>;
  envelope: EnvelopeRow;
  status: EsignStatus;
  at: Date;
  detail: Record<string, unknown>;
  sourceKey?: string;
}): Promise<'applied' | 'repeat'> {
  const { envelope, status } = o;
  const docs =
    moves(envelope.status, status) && status === 'completed' && envelope.envelopeId
      ? await esignProviderFor(o.config, o.db, 'docusign').documents(envelope.envelopeId)
      : undefined;
  return o.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(esignEnvelopes)
      .where(eq(esignEnvelopes.id, envelope.id))
      .for('update');
    const now = new Date();
    const fresh = await recordEsignEvent(tx, {
      envelopeRowId: locked.id,
      at: o.at,
      event: status,
      detail: o.detail,
      sourceKey: o.sourceKey,
    });
    if (!fresh) return 'repeat';
    // Until the sending job has recorded the envelope as sent (and emailed the link), the status is the
    // job's to move: a quick 'envelope-sent' must not make the job think another attempt sent it.
    if (locked.status === 'queued' || !moves(locked.status, status)) return 'applied';
    if (status === 'completed') {
      if (docs) await completeEnvelope(tx, locked, docs, now);
      return 'applied';
    }
    await tx.update(esignEnvelopes).set({ status, updatedAt: now }).where(eq(esignEnvelopes.id, locked.id));
    if (status === 'voided' || status === 'declined')
      await tx
        .update(submissions)
        .set({ docuSignCompleted: false, updatedAt: now })
        .where(eq(submissions.id, locked.submissionId));
    return 'applied';
  });
}

export async function receiveConnect(o: {
  db: Db;
  config: Pick<Config, 'docuSign' | 'docuSignConnectHmacKey'>;
  rawBody: Buffer;
  signature: string | undefined;
}): Promise<ConnectOutcome> {
  if (!connectSignatureValid(o.rawBody, o.signature, o.config.docuSignConnectHmacKey))
    throw new AppError(ErrorCode.Unauthenticated, ESIGN_CONNECT_SIGNATURE_INVALID);
  let message: ConnectMessage;
  try {
    message = JSON.parse(o.rawBody.toString('utf8')) as ConnectMessage;
  } catch {
    throw new AppError(ErrorCode.Validation, 'The request is not valid.');
  }
  const envelopeId = message.data?.envelopeId;
  const event = message.event ?? '';
  const status = EVENT_STATUS[event] ?? statusOf(message.data?.envelopeSummary?.status);
  if (!envelopeId) return 'ignored';
  const [envelope] = await o.db
    .select()
    .from(esignEnvelopes)
    .where(and(eq(esignEnvelopes.provider, 'docusign'), eq(esignEnvelopes.envelopeId, envelopeId)));
  if (!envelope) return 'unknown-envelope';
  return advanceEnvelope({
    db: o.db,
    config: o.config,
    envelope,
    status,
    at: message.generatedDateTime ? new Date(message.generatedDateTime) : new Date(),
    detail: {
      source: 'docusign-connect',
      event,
      ...(status === 'declined' ? declinedReasonOf(message) : {}),
    },
    sourceKey: `connect:${envelopeId}:${event || status}:${message.generatedDateTime ?? ''}`,
  });
}
