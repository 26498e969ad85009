/**
 * Activation Denial (§4, §5): only from NEW or PENDING and only once; the denial code must be one of the
 * unit's live codes. The chosen contacts get the status paragraph through the outbox.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ACTIVATION_CHANGE_DENIED, DENIAL_CODE_REQUIRED } from '@cp/schemas/messages/activations';
import type { Db } from '../../db/client';
import { denialCodes, submissions } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { enqueueEmail } from '../../mail/enqueue';
import { assertMayChange, type ActivationActor } from './actor';
import { auditActivation } from './audit';
import { assertDecidable, checkedContacts } from './decision';
import { loadActivation } from './load-activation';

export interface DenyInput {
  denialCode: string;
  notes?: string;
  contacts: string[];
}

export async function denyActivation(options: {
  db: Db;
  actor: ActivationActor;
  id: string;
  input: DenyInput;
}) {
  const { db, actor, id, input } = options;
  const current = await loadActivation(db, actor, id);
  assertMayChange(actor, 'deny', current, ACTIVATION_CHANGE_DENIED);
  const code = (input.denialCode ?? '').trim();
  const required = () =>
    new AppError(ErrorCode.Validation, DENIAL_CODE_REQUIRED, {
      fields: { denialCode: DENIAL_CODE_REQUIRED },
    });
  if (!code) throw required();

  return db.transaction(async (tx) => {
    const row = await loadActivation(tx, actor, id, { forUpdate: true });
    assertDecidable(row);
    const [known] = await tx
      .select({ code: denialCodes.code })
      .from(denialCodes)
      .where(
        and(
          eq(denialCodes.unitId, row.divisionId ?? row.companyId),
          eq(denialCodes.code, code),
          isNull(denialCodes.deleteDate),
        ),
      );
    if (!known) throw required();
    const chosen = await checkedContacts(tx, row, input.contacts);
    const now = new Date();
    const notes = input.notes === undefined ? row.notes : input.notes.slice(0, 10_000);
    const after = {
      status: 'DENIED' as const,
      denialCode: code,
      notes,
      contacts: chosen.map((c) => c.id),
      approvedBy: actor.id,
      approvedOrDeniedDate: now,
    };
    const [updated] = await tx
      .update(submissions)
      .set({ ...after, updatedAt: now, version: sql`${submissions.version} + 1` })
      .where(and(eq(submissions.id, id), inArray(submissions.status, ['NEW', 'PENDING'])))
      .returning();
    // Lost a race with another decision: report it as already decided.
    if (!updated) assertDecidable({ ...row, status: 'APPROVED' });
    await enqueueEmail(tx, {
      template: 'activation-status',
      to: chosen.map((c) => c.email),
      context: {
        applicationNumber: row.applicationNumber ?? '',
        companyName: String(row.data.companyName ?? ''),
        status: 'DENIED',
        denialCode: code,
        decidedBy: `${actor.firstName} ${actor.lastName}`.trim(),
        approvedOrDeniedDate: now.toISOString(),
      },
      unitId: row.divisionId ?? row.companyId,
      submissionId: id,
    });
    await auditActivation(tx, {
      actorId: actor.id,
      action: 'deny',
      entityId: id,
      before: { status: row.status, denialCode: row.denialCode, notes: row.notes },
      after: { ...after, approvedOrDeniedDate: now.toISOString() },
    });
    return updated;
  });
}
