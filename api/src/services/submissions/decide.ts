/**
 * A decision (back-office.md §4, §5): approve or deny, only from NEW or PENDING and only once. The row is
 * locked and the UPDATE re-checks the status, so two decisions racing cannot both win. Records who and
 * when, emails the customer and the chosen contacts through the Email log, and writes the audit row, all in
 * one transaction. What differs between approve and deny, and between kinds, is the Decision.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { recordCustomerApproval } from '../../customers/match';
import { scheduleReviewAfterApproval } from '../../customers/reviews';
import type { Db, Tx } from '../../db/client';
import { submissions } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { evidenceBundleJob } from '../../jobs/kinds/evidence-jobs';
import { enqueueJob } from '../../jobs/queue';
import { enqueueEmail } from '../../mail/enqueue';
import { openHits } from '../../sanctions/screen';
import { recordScorecardResult } from '../../scorecards/record-result';
import { assertMay, type Staff } from './access';
import { writeAudit } from './audit';
import { checkedContacts } from './checked-contacts';
import { assertSubmittedOpen } from './guards';
import type { DecisionEmails, SubmissionKind, SubmissionPatch, SubmissionRow } from './kind';
import { loadSubmission } from './load-submission';
import { emitSubmissionEvent } from '../../webhooks/events';
import { factText } from '@cp/schemas/forms/roles';
import { SANCTIONS_OPEN_HIT } from '@cp/schemas/messages/sanctions';

export interface Decision<C extends SubmissionPatch> {
  /** The permission checked and the audit row's action. */
  action: 'approve' | 'deny';
  status: 'APPROVED' | 'DENIED';
  /** The contacts chosen in the dialog (ids): they are told of the decision. */
  contacts: string[] | undefined;
  /** Checks of the input after the access check, before any lock: throws the field's message. */
  check: (current: SubmissionRow) => void;
  /** On the locked row, once it is decidable and before the contacts are checked: the columns to set. */
  columns: (tx: Tx, row: SubmissionRow) => Promise<C> | C;
  /** The decision's fields in the emails' context. */
  emailFields: (columns: C) => Record<string, unknown>;
  /** The audit row's picture of the record before the decision. */
  before: (row: SubmissionRow) => Record<string, unknown>;
  /** More work in the decision's transaction on the updated row (the DocuSign agreement, README 'E-signature'). */
  after?: (tx: Tx, updated: SubmissionRow) => Promise<void>;
}

export interface DecideOptions extends Staff {
  db: Db;
  kind: SubmissionKind;
  id: string;
  /** Site origin, for the details link in the contacts' email. */
  origin?: string;
  /** Issue 29 item 6: the approver confirmed an approval above the customer's group limit. */
  confirmOverLimit?: boolean;
}

async function sendDecisionEmails(
  tx: Tx,
  emails: DecisionEmails,
  row: SubmissionRow,
  contactEmails: string[],
  context: Record<string, unknown>,
): Promise<void> {
  const unitId = row.divisionId ?? row.companyId;
  const base = { context, unitId, submissionId: row.id };
  if (emails.customer) await enqueueEmail(tx, { ...base, template: emails.customer, to: [row.email] });
  await enqueueEmail(tx, { ...base, template: emails.contacts, to: contactEmails });
}

export async function decide<C extends SubmissionPatch>(
  options: DecideOptions & { decision: Decision<C> },
): Promise<SubmissionRow> {
  const { db, kind, id, decision } = options;
  const current = await loadSubmission(db, kind, options, id);
  assertMay(options, kind, decision.action, current, kind.messages.changeDenied);
  decision.check(current);

  return db.transaction(async (tx) => {
    const row = await loadSubmission(tx, kind, options, id, { forUpdate: true });
    assertSubmittedOpen(kind, row);
    // README 'Sanctions screening': an open hit is cleared or confirmed before anyone approves.
    if (decision.status === 'APPROVED' && (await openHits(tx, row.id)) > 0)
      throw new AppError(ErrorCode.Conflict, SANCTIONS_OPEN_HIT);
    const columns = await decision.columns(tx, row);
    const chosen = await checkedContacts(
      tx,
      row.divisionId ?? row.companyId,
      decision.contacts,
      kind.messages.contactRequired,
    );
    const now = new Date();
    const after = {
      status: decision.status,
      ...columns,
      contacts: chosen.map((c) => c.id),
      approvedBy: options.actor.id,
      approvedOrDeniedDate: now,
    };
    const [updated] = await tx
      .update(submissions)
      .set({ ...after, updatedAt: now, version: sql`${submissions.version} + 1` })
      .where(and(eq(submissions.id, id), inArray(submissions.status, ['NEW', 'PENDING'])))
      .returning();
    // Lost a race with another decision: report it as already decided.
    if (!updated) assertSubmittedOpen(kind, { status: 'APPROVED' });
    await decision.after?.(tx, updated);
    // README 'Scorecard': the decision keeps the scorecard version and the factors it saw.
    await recordScorecardResult(tx, options, row, decision.action, now);
    // Issue 29 item 1: an approval's customer code joins the customer's credit file.
    if (decision.status === 'APPROVED') {
      await recordCustomerApproval(tx, updated.id, {
        staff: options,
        confirmOverLimit: options.confirmOverLimit,
      });
      // Issue 29 item 7: the customer's next credit review, the unit's interval after this approval.
      await scheduleReviewAfterApproval(tx, updated.id);
    }
    const decidedBy = `${options.actor.firstName} ${options.actor.lastName}`.trim() || options.actor.email;
    const context = {
      applicationNumber: row.applicationNumber ?? '',
      companyName: factText(row.facts, 'legalName'),
      email: row.email,
      status: decision.status,
      ...decision.emailFields(columns),
      decidedBy,
      approvedBy: decidedBy,
      deniedBy: decidedBy,
      approvedOrDeniedDate: now.toISOString(),
      ...(options.origin ? { detailsUrl: `${options.origin}/${kind.resource}/details/${id}` } : {}),
    };
    const emails = decision.status === 'APPROVED' ? kind.approvedEmails : kind.deniedEmails;
    await sendDecisionEmails(
      tx,
      emails,
      row,
      chosen.map((c) => c.email),
      context,
    );
    await writeAudit(tx, {
      actorId: options.actor.id,
      actorKind: 'user',
      action: decision.action,
      entity: 'submission',
      entityId: id,
      before: decision.before(row),
      after: { ...after, approvedOrDeniedDate: now.toISOString() },
    });
    // README 'Evidence bundle': frozen by a worker once this decision commits (it prints the PDF).
    await enqueueJob(tx, evidenceBundleJob, { submissionId: id });
    // README 'Webhooks': the decision's fields to the company's ERP once this commits.
    await emitSubmissionEvent(
      tx,
      decision.status === 'APPROVED' ? 'submission.approved' : 'submission.denied',
      id,
    );
    return updated;
  });
}

/** An approval (§4): a decision with the approve permission, to APPROVED, told to the chosen contacts. */
export const approveSubmission = <C extends SubmissionPatch>(
  options: DecideOptions,
  contacts: string[] | undefined,
  decision: Omit<Decision<C>, 'action' | 'status' | 'contacts'>,
): Promise<SubmissionRow> =>
  decide({ ...options, decision: { action: 'approve', status: 'APPROVED', contacts, ...decision } });
