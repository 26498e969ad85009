/**
 * The common path of every staff edit (back-office.md §4): load in scope, refuse without the permission,
 * lock the row, check the status, write the patch (NEW becomes PENDING on any staff save, note or edit),
 * run the side effects in the same transaction, audit the before/after of the changed fields.
 */
import { eq, sql } from 'drizzle-orm';
import type { Action } from '@cp/schemas/permissions/ability';
import type { Db, Tx } from '../../db/client';
import { submissions } from '../../db/schema';
import { assertMay, type Staff } from './access';
import { writeAudit } from './audit';
import type { SubmissionKind, SubmissionPatch, SubmissionRow } from './kind';
import { loadSubmission } from './load-submission';

export interface ChangeSpec extends Staff {
  db: Db;
  kind: SubmissionKind;
  id: string;
  /** The audit row's action. */
  action: string;
  /** The CASL action checked against the record (§6) and the message of a refusal. */
  permission: Action;
  deniedMessage: string;
  /** On the locked row: throws when its status (or the input) does not allow the change. */
  guard: (row: SubmissionRow) => void | Promise<void>;
  patch: (row: SubmissionRow, tx: Tx) => SubmissionPatch | Promise<SubmissionPatch>;
  /** Emails and other writes that must commit with the change. */
  effects?: (tx: Tx, row: SubmissionRow, updated: SubmissionRow) => Promise<void>;
  /** Default true: a NEW record becomes PENDING. */
  touchesStatus?: boolean;
}

export async function applyChange(spec: ChangeSpec): Promise<SubmissionRow> {
  const { kind } = spec;
  const current = await loadSubmission(spec.db, kind, spec, spec.id);
  assertMay(spec, kind, spec.permission, current, spec.deniedMessage);
  return spec.db.transaction(async (tx) => {
    const row = await loadSubmission(tx, kind, spec, spec.id, { forUpdate: true });
    await spec.guard(row);
    const patch = await spec.patch(row, tx);
    if (spec.touchesStatus !== false && row.status === 'NEW') patch.status = 'PENDING';
    const [updated] = await tx
      .update(submissions)
      .set({ ...patch, updatedAt: new Date(), version: sql`${submissions.version} + 1` })
      .where(eq(submissions.id, spec.id))
      .returning();
    if (spec.effects) await spec.effects(tx, row, updated);
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const key of Object.keys(patch) as (keyof SubmissionRow)[]) {
      before[key] = row[key];
      after[key] = updated[key];
    }
    await writeAudit(tx, {
      actorId: spec.actor.id,
      actorKind: 'user',
      action: spec.action,
      entity: 'submission',
      entityId: spec.id,
      before,
      after,
    });
    return updated;
  });
}
