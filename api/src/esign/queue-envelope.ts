/**
 * Queues the sending of an application's payment-terms agreement (README 'E-signature'): an envelope row
 * ('queued', the next attempt number of the application, the approval terms) and an outbox job of kind
 * 'esign.envelope' in the caller's transaction, so the envelope is sent exactly when the change that asks
 * for it commits. The worker's handler (jobs/handlers/esign-envelope.ts) talks to the provider.
 */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { esignEnvelopes, outbox, type AgreementTerms } from '../db/schema';
import { emailDeliverJob } from '../jobs/kinds/email-deliver';
import { enqueueJob } from '../jobs/queue';
import type { SubmissionRow } from '../services/submissions/kind';
import type { UnitRow } from '../services/units/find-unit';
import { hashSigningToken, newSigningToken } from './token';
import { factText } from '@cp/schemas/forms/roles';

export const ESIGN_ENVELOPE_JOB = 'esign.envelope';
export const ESIGN_REMINDER_JOB = 'esign.reminder';

/** The division segment of the customer's URLs, as in the apply link (back-office.md §9). */
export const divisionSegment = (unit: Pick<UnitRow, 'prefix' | 'name'>): string => unit.prefix || unit.name;

/** A unit's own brand name: its theme's display name (asked when the company was added), else its name. */
export const unitBrandName = (unit: Pick<UnitRow, 'theme' | 'name'>): string =>
  unit.theme?.displayName?.trim() || unit.name;

export function agreementTerms(row: SubmissionRow, unit: UnitRow): AgreementTerms {
  return {
    applicationNumber: row.applicationNumber ?? '',
    companyName: factText(row.facts, 'legalName'),
    customerCode: row.customerCode,
    approvedAmount: row.approvedAmount ?? '0',
    netTerms: row.netTerms,
    unitName: unit.name,
    brand: unit.emailTemplate ?? 'CPG',
    brandName: unitBrandName(unit),
    division: divisionSegment(unit),
  };
}

export async function queueEnvelope(
  tx: DbOrTx,
  o: { row: SubmissionRow; unit: UnitRow; provider: 'builtin' | 'docusign' },
): Promise<{ envelopeRowId: string }> {
  const [{ next }] = await tx
    .select({ next: sql<number>`coalesce(max(${esignEnvelopes.attempt}), 0) + 1` })
    .from(esignEnvelopes)
    .where(eq(esignEnvelopes.submissionId, o.row.id));
  const token = newSigningToken();
  const [envelope] = await tx
    .insert(esignEnvelopes)
    .values({
      submissionId: o.row.id,
      attempt: Number(next),
      provider: o.provider,
      templateId: o.unit.docuSignTemplateId,
      // The contact the form names signs the terms (its contactName role).
      signerName: factText(o.row.facts, 'contactName'),
      signerEmail: o.row.email,
      terms: agreementTerms(o.row, o.unit),
      tokenHash: hashSigningToken(token),
    })
    .returning({ id: esignEnvelopes.id });
  const [job] = await tx
    .insert(outbox)
    .values({
      kind: ESIGN_ENVELOPE_JOB,
      payload: { envelopeRowId: envelope.id, token },
      toAddress: o.row.email,
      subject: `Payment terms agreement - Application # ${o.row.applicationNumber ?? ''}`,
      submissionId: o.row.id,
    })
    .returning({ id: outbox.id });
  await enqueueJob(tx, emailDeliverJob, { outboxId: job.id });
  return { envelopeRowId: envelope.id };
}

/** A reminder job due in `days` days (the outbox's due time is the schedule). */
export async function queueReminder(
  tx: DbOrTx,
  o: { envelopeRowId: string; token: string; submissionId: string; email: string; dueAt: Date },
): Promise<void> {
  const [job] = await tx
    .insert(outbox)
    .values({
      kind: ESIGN_REMINDER_JOB,
      payload: { envelopeRowId: o.envelopeRowId, token: o.token },
      toAddress: o.email,
      subject: 'Payment terms agreement reminder',
      submissionId: o.submissionId,
      nextAttemptAt: o.dueAt,
    })
    .returning({ id: outbox.id });
  await enqueueJob(tx, emailDeliverJob, { outboxId: job.id }, { startAfter: o.dueAt });
}
