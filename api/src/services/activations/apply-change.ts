/**
 * The common path of every staff edit (§4): load in scope, refuse READ ONLY, lock the row, check the
 * status, write the patch (NEW becomes PENDING on any staff save, note or edit), run the side effects
 * in the same transaction, audit the before/after of the changed fields.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { submissions } from '../../db/schema';
import type { Action } from '@cp/schemas/permissions/ability';
import { assertMayChange, type ActivationActor } from './actor';
import { auditActivation } from './audit';
import { loadActivation, type ActivationRow } from './load-activation';

export type ActivationPatch = Partial<typeof submissions.$inferInsert>;

export interface ChangeSpec {
  db: Db;
  actor: ActivationActor;
  id: string;
  action: string;
  /** The CASL action checked against the record (§6). */
  permission: Action;
  deniedMessage: string;
  /** Throws when the row's status does not allow the change. */
  guard: (row: ActivationRow) => void;
  patch: (row: ActivationRow) => ActivationPatch;
  /** Emails and other writes that must commit with the change. */
  effects?: (tx: Tx, row: ActivationRow, updated: ActivationRow) => Promise<void>;
  /** Default true: a NEW record becomes PENDING. */
  touchesStatus?: boolean;
}

export async function applyChange(spec: ChangeSpec): Promise<ActivationRow> {
  const current = await loadActivation(spec.db, spec.actor, spec.id);
  assertMayChange(spec.actor, spec.permission, current, spec.deniedMessage);
  return spec.db.transaction(async (tx) => {
    const row = await loadActivation(tx, spec.actor, spec.id, { forUpdate: true });
    spec.guard(row);
    const patch = spec.patch(row);
    if (spec.touchesStatus !== false && row.status === 'NEW') patch.status = 'PENDING';
    const [updated] = await tx
      .update(submissions)
      .set({ ...patch, updatedAt: new Date(), version: sql`${submissions.version} + 1` })
      .where(eq(submissions.id, spec.id))
      .returning();
    if (spec.effects) await spec.effects(tx, row, updated);
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const key of Object.keys(patch) as (keyof ActivationRow)[]) {
      before[key] = row[key];
      after[key] = updated[key];
    }
    await auditActivation(tx, {
      actorId: spec.actor.id,
      action: spec.action,
      entityId: spec.id,
      before,
      after,
    });
    return updated;
  });
}
