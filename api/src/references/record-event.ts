/** One event of a reference request's trail (README 'Reference requests'), written in the change's transaction. */
import type { DbOrTx } from '../db/client';
import { referenceEvents } from '../db/schema/references';

export async function recordReferenceEvent(
  tx: DbOrTx,
  e: { requestId: string; at: Date; event: string; userId?: string | null; detail?: Record<string, unknown> },
): Promise<void> {
  await tx.insert(referenceEvents).values({
    requestId: e.requestId,
    at: e.at,
    event: e.event,
    userId: e.userId ?? null,
    detail: e.detail ?? {},
  });
}
