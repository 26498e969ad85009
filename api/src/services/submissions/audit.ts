/** One audit_log row: who did what to which record, with the before/after of the changed fields. */
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema';

export interface AuditEntry {
  /** The staff user; null for a customer (link holder) or the system. */
  actorId: string | null;
  actorKind: 'user' | 'customer' | 'system';
  /** What happened, e.g. 'submit', 'approve', 'upload-trade-references'. */
  action: string;
  /** The table or resource, e.g. 'submission'. */
  entity: string;
  entityId: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  ip?: string | null;
}

/** Call it with the transaction of the change, so the row exists exactly when the change does. */
export async function writeAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    actorKind: entry.actorKind,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
  });
}

/** The fields of `after` whose value differs from `before`, as a before/after pair for writeAudit. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      b[key] = before[key] ?? null;
      a[key] = after[key] ?? null;
    }
  }
  return { before: b, after: a };
}
