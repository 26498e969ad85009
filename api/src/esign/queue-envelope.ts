/**
 * Queues the sending of an application's payment-terms agreement (README 'E-signature'): an envelope row
 * ('queued', the next attempt number of the application, the approval terms) and its 'esign-envelope' job in
 * the caller's transaction, so the envelope is sent exactly when the change that asks for it commits. The job's
 * handler (jobs/kinds/esign-envelope.ts) talks to the provider.
 */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { esignEnvelopes, type AgreementTerms } from '../db/schema';
import { esignEnvelopeJob, esignReminderJob } from '../jobs/kinds/esign-jobs';
import { enqueueJob } from '../jobs/queue';
import type { SubmissionRow } from '../services/submissions/kind';
import type { UnitRow } from '../services/units/find-unit';
import { hashSigningToken, newSigningToken } from './token';
import { factText } from '@cp/schemas/forms/roles';

export const ESIGN_ENVELOPE_JOB = esignEnvelopeJob.name;
export const ESIGN_REMINDER_JOB = esignReminderJob.name;

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
  await enqueueJob(tx, esignEnvelopeJob, { envelopeRowId: envelope.id, token });
  return { envelopeRowId: envelope.id };
}

/** A reminder's job, due at `dueAt` (its start time on the queue is the schedule). */
export async function queueReminder(
  tx: DbOrTx,
  o: { envelopeRowId: string; token: string; reminder: number; dueAt: Date },
): Promise<void> {
  await enqueueJob(
    tx,
    esignReminderJob,
    { envelopeRowId: o.envelopeRowId, token: o.token, reminder: o.reminder },
    { startAfter: o.dueAt },
  );
}
