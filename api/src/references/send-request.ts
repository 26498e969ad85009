/**
 * Sends one reference request, first time or again (README 'Reference requests'), in the caller's transaction
 * with the request's row locked: a new link token and access code (only their hashes kept; a resend's replace
 * the old ones, which stop working at once), `send_count` + 1, reminders back to 0, 'queued' until the mail
 * server accepts the email, the link valid REFERENCE_LINK_DAYS, an event, the email and the first reminder's
 * job. The request's id with its `send_count` is the send's idempotency key: the update applies only to the
 * count it read, so two racing calls cannot both send, and the email's delivery job is idempotent by its
 * message (jobs/deliver-email.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import { REFERENCE_LINK_DAYS } from '@cp/schemas/contracts/references';
import type { DbOrTx } from '../db/client';
import { referenceRequests } from '../db/schema/references';
import { referenceReminderJob } from '../jobs/kinds/reference-jobs';
import { enqueueJob } from '../jobs/queue';
import type { SubmissionRow } from '../services/submissions/kind';
import { recordReferenceEvent } from './record-event';
import { referenceEmail } from './request-email';
import { hashAccessCode, hashReferenceToken, newAccessCode, newReferenceToken } from './secrets';
import type { ReferenceSettings } from './unit-settings';

export type ReferenceRequestRow = typeof referenceRequests.$inferSelect;
const DAY_MS = 86_400_000;

export interface SendRequestOptions {
  request: ReferenceRequestRow;
  submission: Pick<SubmissionRow, 'id' | 'facts'>;
  settings: ReferenceSettings;
  origin: string;
  now: Date;
  /** The staff member who asked, or null (the submit). */
  by: string | null;
  event: 'requested' | 'resent';
  detail?: Record<string, unknown>;
}

/** False when another call sent it meanwhile (its send_count moved on). */
export async function sendRequest(tx: DbOrTx, o: SendRequestOptions): Promise<boolean> {
  const { request, now } = o;
  const token = newReferenceToken();
  const code = newAccessCode();
  const [sent] = await tx
    .update(referenceRequests)
    .set({
      tokenHash: hashReferenceToken(token),
      codeHash: hashAccessCode(request.id, code),
      codeFailures: 0,
      codeLockedUntil: null,
      sendCount: sql`${referenceRequests.sendCount} + 1`,
      remindersSent: 0,
      status: 'queued',
      sentAt: null,
      closedAt: null,
      expiresAt: new Date(now.getTime() + REFERENCE_LINK_DAYS * DAY_MS),
      updatedAt: now,
    })
    .where(and(eq(referenceRequests.id, request.id), eq(referenceRequests.sendCount, request.sendCount)))
    .returning({ sendCount: referenceRequests.sendCount });
  if (!sent) return false;
  const emailId = await referenceEmail(tx, {
    template: 'reference-request',
    origin: o.origin,
    request,
    submission: o.submission,
    unit: o.settings.unit,
    token,
    code,
  });
  await tx.update(referenceRequests).set({ emailId }).where(eq(referenceRequests.id, request.id));
  await recordReferenceEvent(tx, {
    requestId: request.id,
    at: now,
    event: o.event,
    userId: o.by,
    detail: { sendCount: sent.sendCount, email: request.email, ...o.detail },
  });
  if (o.settings.reminderMax > 0)
    await enqueueJob(
      tx,
      referenceReminderJob,
      { requestId: request.id, token, code, reminder: 1 },
      { startAfter: new Date(now.getTime() + o.settings.reminderDays * DAY_MS) },
    );
  return true;
}
