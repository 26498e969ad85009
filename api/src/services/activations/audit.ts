/** One audit row per activation change: who, what, and the before/after of the changed fields. */
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema';

export async function auditActivation(
  tx: DbOrTx,
  entry: {
    actorId: string;
    action: string;
    entityId: string;
    before?: Record<string, unknown>;
    after?: Record<string, unknown>;
  },
): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    actorKind: 'user',
    action: entry.action,
    entity: 'customer-activation',
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
