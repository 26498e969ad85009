/** A staff action on a credit file: one audit_log row (entity 'customer') with its reason. */
import type { Tx } from '../db/client';
import type { Staff } from '../services/submissions/access';
import { writeAudit } from '../services/submissions/audit';

export function auditCustomer(
  tx: Tx,
  staff: Staff & { ip?: string },
  action:
    | 'customer-link'
    | 'customer-unlink'
    | 'customer-merge'
    | 'customer-parent'
    | 'customer-review'
    | 'customer-dismiss'
    | 'customer-group-limit'
    | 'customer-over-limit'
    | 'customer-ar-match',
  entityId: string,
  before: Record<string, unknown>,
  after: Record<string, unknown> & { reason: string },
): Promise<void> {
  return writeAudit(tx, {
    actorId: staff.actor.id,
    actorKind: 'user',
    action,
    entity: 'customer',
    entityId,
    before,
    after,
    ip: staff.ip,
  });
}
