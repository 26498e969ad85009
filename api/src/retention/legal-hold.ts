/**
 * A record's legal hold (README 'Regulation B'): set and released by who may deny the record — an admin of its
 * unit or a super admin — because a hold is a decision about the decision record; readers only see it. The
 * hold stops the retention purge; each change writes an audit row with its reason.
 */
import { eq } from 'drizzle-orm';
import * as M from '@cp/schemas/messages/retention';
import type { RetentionView } from '@cp/schemas/contracts/retention';
import type { Db } from '../db/client';
import { legalHolds } from '../db/schema';
import { AppError, ErrorCode } from '../errors';
import { kindOf } from '../sanctions/screening';
import { assertMay, may, type Staff } from '../services/submissions/access';
import { writeAudit } from '../services/submissions/audit';
import { loadSubmission } from '../services/submissions/load-submission';

type HoldInput = Staff & { db: Db; id: string; reason: string; ip?: string | null };

async function decidedRecord(o: Staff & { db: Db; id: string }) {
  const kind = await kindOf(o.db, o.id);
  const record = await loadSubmission(o.db, kind, o, o.id);
  return { kind, record };
}

export async function setLegalHold(o: HoldInput): Promise<void> {
  const { kind, record } = await decidedRecord(o);
  assertMay(o, kind, 'deny', record, M.LEGAL_HOLD_DENIED);
  if (record.status !== 'APPROVED' && record.status !== 'DENIED')
    throw new AppError(ErrorCode.Conflict, M.LEGAL_HOLD_NOT_DECIDED);
  await o.db.transaction(async (tx) => {
    const added = await tx
      .insert(legalHolds)
      .values({ submissionId: record.id, reason: o.reason, setBy: o.actor.id })
      .onConflictDoNothing()
      .returning({ id: legalHolds.submissionId });
    if (!added.length) throw new AppError(ErrorCode.Conflict, M.LEGAL_HOLD_ALREADY);
    await writeAudit(tx, {
      actorId: o.actor.id,
      actorKind: 'user',
      action: 'set-legal-hold',
      entity: 'submission',
      entityId: record.id,
      after: { reason: o.reason },
      ip: o.ip ?? null,
    });
  });
}

export async function releaseLegalHold(o: HoldInput): Promise<void> {
  const { kind, record } = await decidedRecord(o);
  assertMay(o, kind, 'deny', record, M.LEGAL_HOLD_DENIED);
  await o.db.transaction(async (tx) => {
    const [gone] = await tx.delete(legalHolds).where(eq(legalHolds.submissionId, record.id)).returning();
    if (!gone) throw new AppError(ErrorCode.Conflict, M.LEGAL_HOLD_NONE);
    await writeAudit(tx, {
      actorId: o.actor.id,
      actorKind: 'user',
      action: 'release-legal-hold',
      entity: 'submission',
      entityId: record.id,
      before: { reason: gone.reason, setAt: gone.setAt.toISOString() },
      after: { reason: o.reason },
      ip: o.ip ?? null,
    });
  });
}

/** The details page's line: whoever may read the record sees it; the buttons need 'deny'. */
export async function getRetention(o: Staff & { db: Db; id: string }): Promise<RetentionView> {
  const { kind, record } = await decidedRecord(o);
  const [hold] = await o.db.select().from(legalHolds).where(eq(legalHolds.submissionId, record.id));
  return {
    hold: hold ? { reason: hold.reason, setAt: hold.setAt.toISOString(), setBy: hold.setBy } : null,
    purgedAt: record.purgedAt?.toISOString() ?? null,
    canHold: may(o, kind, 'deny', record),
  };
}
