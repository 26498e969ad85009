/**
 * POST /api/Application/setInviteApplication without submit: the draft saved on every Next. Validated
 * for format only (required relaxed); no status change; version bumped so a stored PDF is regenerated.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { submissions } from '../../db/schema';
import { changedFields, writeAudit } from '../submissions/audit';
import { checkFormData } from './check-form-data';
import { toInviteView, type InviteView } from './invite-view';
import { lockOpenRecord } from './lock-open-record';
import { amountColumn, mergeLinkData } from './merge-data';

export interface SaveApplicationDraftOptions {
  db: Db;
  id: unknown;
  email: unknown;
  data: Record<string, unknown>;
  ip?: string;
}

export async function saveApplicationDraft(o: SaveApplicationDraftOptions): Promise<InviteView> {
  return o.db.transaction(async (tx) => {
    const record = await lockOpenRecord(tx, { id: o.id, email: o.email, form: 'credit-application' });
    const before = record.submission;
    const data = checkFormData(before.formFamily, mergeLinkData(before.data, o.data), 'draft', before.data);
    const [row] = await tx
      .update(submissions)
      .set({
        data,
        amountReq: amountColumn(data),
        version: sql`${submissions.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(submissions.id, before.id))
      .returning();
    const changed = changedFields(before.data, data);
    if (Object.keys(changed.after).length > 0) {
      await writeAudit(tx, {
        actorId: null,
        actorKind: 'customer',
        action: 'save-draft',
        entity: 'submission',
        entityId: row.id,
        ...changed,
        ip: o.ip,
      });
    }
    return toInviteView({ submission: row, unit: record.unit });
  });
}
