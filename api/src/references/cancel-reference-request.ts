/**
 * Cancels a reference request (README 'Reference requests'): its link and code stop working at once (their hashes
 * are dropped), its reminders find it closed and do nothing, and its page answers like an expired link. A request
 * sent again later gets a new link. An answered or declined request is final (409).
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { referenceRequests } from '../db/schema/references';
import { assertOpen, checkRequestAccess, lockRequest, type StaffRequestCall } from './load-request';
import { recordReferenceEvent } from './record-event';

export async function cancelReferenceRequest(o: StaffRequestCall & { reason: string }): Promise<void> {
  await checkRequestAccess(o);
  await o.db.transaction(async (tx) => {
    const { request } = await lockRequest(tx, o);
    assertOpen(request);
    if (request.status === 'cancelled') return;
    const now = new Date();
    await closeRequest(tx, request.id, now);
    await recordReferenceEvent(tx, {
      requestId: request.id,
      at: now,
      event: 'cancelled',
      userId: o.actor.id,
      detail: o.reason ? { reason: o.reason } : {},
    });
  });
}

export async function closeRequest(tx: DbOrTx, requestId: string, now: Date): Promise<void> {
  await tx
    .update(referenceRequests)
    .set({ status: 'cancelled', tokenHash: null, codeHash: null, closedAt: now, updatedAt: now })
    .where(eq(referenceRequests.id, requestId));
}
