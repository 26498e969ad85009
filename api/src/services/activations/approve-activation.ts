/**
 * Activation Approval (§4, §5): only from NEW or PENDING and only once (the UPDATE re-checks the status,
 * so two approvals racing cannot both win). Records who and when, emails the customer the approval and
 * the chosen contacts the status paragraph through the outbox, and writes the audit row.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ACTIVATION_CHANGE_DENIED, CUSTOMER_CODE_REQUIRED } from '@cp/schemas/messages/activations';
import type { Db } from '../../db/client';
import { submissions } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { enqueueEmail } from '../../mail/enqueue';
import { assertMayChange, type ActivationActor } from './actor';
import { auditActivation } from './audit';
import { assertDecidable, checkedContacts, digitsAmount } from './decision';
import { loadActivation } from './load-activation';

export interface ApproveInput {
  approvedAmount?: number | string | null;
  customerCode: string;
  contacts: string[];
  paymentTerms?: string;
}

export async function approveActivation(options: {
  db: Db;
  actor: ActivationActor;
  id: string;
  input: ApproveInput;
}) {
  const { db, actor, id, input } = options;
  const current = await loadActivation(db, actor, id);
  assertMayChange(actor, 'approve', current, ACTIVATION_CHANGE_DENIED);
  const customerCode = (input.customerCode ?? '').trim();
  if (!customerCode)
    throw new AppError(ErrorCode.Validation, CUSTOMER_CODE_REQUIRED, {
      fields: { customerCode: CUSTOMER_CODE_REQUIRED },
    });

  return db.transaction(async (tx) => {
    const row = await loadActivation(tx, actor, id, { forUpdate: true });
    assertDecidable(row);
    const chosen = await checkedContacts(tx, row, input.contacts);
    const now = new Date();
    const after = {
      status: 'APPROVED' as const,
      approvedAmount: digitsAmount(input.approvedAmount),
      customerCode,
      contacts: chosen.map((c) => c.id),
      paymentTerms: (input.paymentTerms ?? '').trim(),
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
    const context = {
      applicationNumber: row.applicationNumber ?? '',
      companyName: String(row.data.companyName ?? ''),
      status: 'APPROVED',
      approvedAmount: after.approvedAmount,
      customerCode,
      paymentTerms: after.paymentTerms,
      decidedBy: `${actor.firstName} ${actor.lastName}`.trim(),
      approvedOrDeniedDate: now.toISOString(),
    };
    const unitId = row.divisionId ?? row.companyId;
    await enqueueEmail(tx, {
      template: 'activation-approved',
      to: [row.email],
      context,
      unitId,
      submissionId: id,
    });
    await enqueueEmail(tx, {
      template: 'activation-status',
      to: chosen.map((c) => c.email),
      context,
      unitId,
      submissionId: id,
    });
    await auditActivation(tx, {
      actorId: actor.id,
      action: 'approve',
      entityId: id,
      before: { status: row.status, approvedAmount: row.approvedAmount, customerCode: row.customerCode },
      after: { ...after, approvedOrDeniedDate: now.toISOString() },
    });
    return updated;
  });
}
