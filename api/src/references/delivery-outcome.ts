/**
 * What a reference email's delivery means for its request (README 'Reference requests'), called by the email
 * delivery (jobs/deliver-email.ts) in the transaction that records the outcome: accepted by the mail server, a
 * 'queued' request is 'sent' (sent_at, event 'sent'); refused for good or given up on, a request still waiting is
 * 'bounced' (event 'bounced'). Only the request whose latest email this is (`email_id`) moves, so the outcome of an
 * older email (before a resend) changes nothing. A hook rather than a state derived when read: the reminders and
 * the details page read the request's status alone.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { referenceRequests } from '../db/schema/references';
import { recordReferenceEvent } from './record-event';

export async function referenceEmailOutcome(
  tx: DbOrTx,
  emailId: string,
  outcome: 'sent' | 'bounced',
  at: Date,
): Promise<void> {
  const from =
    outcome === 'sent' ? ['queued' as const] : ['queued' as const, 'sent' as const, 'opened' as const];
  const moved = await tx
    .update(referenceRequests)
    .set({ status: outcome, updatedAt: at, ...(outcome === 'sent' ? { sentAt: at } : {}) })
    .where(and(eq(referenceRequests.emailId, emailId), inArray(referenceRequests.status, from)))
    .returning({ id: referenceRequests.id });
  for (const { id } of moved)
    await recordReferenceEvent(tx, { requestId: id, at, event: outcome, detail: { emailId } });
}
