/**
 * What approve and deny share: the status guard of §4, the contacts check, and the decision itself
 * (decideActivation) with what differs between them (a Decision) as its parameter.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  ACTIVATION_ALREADY_APPROVED,
  ACTIVATION_ALREADY_DENIED,
  ACTIVATION_CHANGE_DENIED,
  ACTIVATION_NOT_SUBMITTED,
  CONTACT_REQUIRED,
} from '@cp/schemas/messages/activations';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { contacts, submissions } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { enqueueEmail } from '../../mail/enqueue';
import { assertMayChange, type ActivationActor } from './actor';
import { auditActivation } from './audit';
import { loadActivation, type ActivationRow } from './load-activation';

/** APPROVED and DENIED are final; SENT has nothing to decide yet. */
export function assertEditable(row: ActivationRow): void {
  if (row.status === 'APPROVED') throw new AppError(ErrorCode.Conflict, ACTIVATION_ALREADY_APPROVED);
  if (row.status === 'DENIED') throw new AppError(ErrorCode.Conflict, ACTIVATION_ALREADY_DENIED);
}

export function assertDecidable(row: ActivationRow): void {
  assertEditable(row);
  if (row.status !== 'NEW' && row.status !== 'PENDING')
    throw new AppError(ErrorCode.Conflict, ACTIVATION_NOT_SUBMITTED);
}

/** The chosen contacts must be active contacts of the record's division (or company). */
export async function checkedContacts(
  db: DbOrTx,
  row: ActivationRow,
  ids: string[] | undefined,
): Promise<{ id: string; email: string }[]> {
  const unique = [...new Set((ids ?? []).filter((c) => /^[0-9a-f-]{36}$/i.test(c)))];
  const required = () =>
    new AppError(ErrorCode.Validation, CONTACT_REQUIRED, { fields: { contacts: CONTACT_REQUIRED } });
  if (unique.length === 0) throw required();
  const found = await db
    .select({ id: contacts.id, email: contacts.email })
    .from(contacts)
    .where(
      and(
        inArray(contacts.id, unique),
        eq(contacts.unitId, row.divisionId ?? row.companyId),
        eq(contacts.active, true),
      ),
    );
  if (found.length !== unique.length) throw required();
  return found;
}

/** Digits only (§5: others stripped); empty means no amount. */
export function digitsAmount(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const digits = String(value).split('.')[0].replace(/\D/g, '');
  return digits === '' ? null : String(Number(digits));
}

/** The decision's own columns of the submission (the rest of the decision is shared). */
export type DecisionColumns = Partial<typeof submissions.$inferInsert>;

/** What one decision (approve, deny) adds to the shared steps of decideActivation. */
export interface Decision<C extends DecisionColumns> {
  /** The permission checked and the audit row's action. */
  action: 'approve' | 'deny';
  status: 'APPROVED' | 'DENIED';
  /** The contacts chosen in the dialog (ids): they get the status paragraph. */
  contacts: string[] | undefined;
  /** Checks of the input after the access check, before the transaction: throws the field's message. */
  check: () => void;
  /** On the locked row, once it is decidable and before the contacts are checked: the columns to set. */
  columns: (tx: Tx, row: ActivationRow) => Promise<C> | C;
  /** The decision's fields in the emails' context. */
  emailFields: (columns: C) => Record<string, unknown>;
  /** The audit row's picture of the record before the decision. */
  before: (row: ActivationRow) => Record<string, unknown>;
  /** Emailed to the customer before the contacts get the status paragraph (the approval). */
  customerTemplate?: string;
}

/**
 * A decision (§4, §5): only from NEW or PENDING and only once (the UPDATE re-checks the status, so two
 * decisions racing cannot both win). Records who and when, emails the chosen contacts the status
 * paragraph (and the customer, when the decision says so) through the outbox, and writes the audit row.
 */
export async function decideActivation<C extends DecisionColumns>(options: {
  db: Db;
  actor: ActivationActor;
  id: string;
  decision: Decision<C>;
}) {
  const { db, actor, id, decision } = options;
  const current = await loadActivation(db, actor, id);
  assertMayChange(actor, decision.action, current, ACTIVATION_CHANGE_DENIED);
  decision.check();

  return db.transaction(async (tx) => {
    const row = await loadActivation(tx, actor, id, { forUpdate: true });
    assertDecidable(row);
    const columns = await decision.columns(tx, row);
    const chosen = await checkedContacts(tx, row, decision.contacts);
    const now = new Date();
    const after = {
      status: decision.status,
      ...columns,
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
    const context = {
      applicationNumber: row.applicationNumber ?? '',
      companyName: String(row.data.companyName ?? ''),
      status: decision.status,
      ...decision.emailFields(columns),
      decidedBy: `${actor.firstName} ${actor.lastName}`.trim(),
      approvedOrDeniedDate: now.toISOString(),
    };
    const unitId = row.divisionId ?? row.companyId;
    if (decision.customerTemplate)
      await enqueueEmail(tx, {
        template: decision.customerTemplate,
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
      action: decision.action,
      entityId: id,
      before: decision.before(row),
      after: { ...after, approvedOrDeniedDate: now.toISOString() },
    });
    return updated;
  });
}
