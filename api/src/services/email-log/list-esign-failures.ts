/**
 * Failed e-signature jobs for the Email log's alert (README 'E-signature'): the outbox's dead letters
 * ('failed' or 'dead') of the 'esign.envelope' and 'esign.reminder' kinds, with the application they were
 * for. Only those whose agreement still waits on them (not completed, voided or declined): once staff void
 * and send again, or the customer signs, the failure no longer needs anyone.
 */
import { and, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { EsignFailure } from '@cp/schemas/contracts/esign';
import type { Db } from '../../db/client';
import { esignEnvelopes, outbox, submissions } from '../../db/schema';
import { ESIGN_ENVELOPE_JOB, ESIGN_REMINDER_JOB } from '../../esign/queue-envelope';

export async function listEsignFailures(o: {
  db: Db;
  offset: number;
  limit: number;
}): Promise<{ rows: EsignFailure[]; total: number }> {
  const where = and(
    inArray(outbox.kind, [ESIGN_ENVELOPE_JOB, ESIGN_REMINDER_JOB]),
    inArray(outbox.status, ['failed', 'dead']),
    notInArray(esignEnvelopes.status, ['completed', 'voided', 'declined']),
  );
  // The job's payload names its envelope row (esign/queue-envelope.ts).
  const onEnvelope = sql`${esignEnvelopes.id}::text = ${outbox.payload}->>'envelopeRowId'`;
  const [rows, [{ total }]] = await Promise.all([
    o.db
      .select({
        id: outbox.id,
        kind: outbox.kind,
        status: outbox.status,
        attempts: outbox.attempts,
        lastError: outbox.lastError,
        createdAt: outbox.createdAt,
        applicationId: submissions.id,
        applicationNumber: submissions.applicationNumber,
        companyName: sql<string | null>`${submissions.facts}->>'legalName'`,
        signerEmail: esignEnvelopes.signerEmail,
        envelopeStatus: esignEnvelopes.status,
      })
      .from(outbox)
      .innerJoin(esignEnvelopes, onEnvelope)
      .innerJoin(submissions, eq(submissions.id, esignEnvelopes.submissionId))
      .where(where)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .offset(o.offset)
      .limit(o.limit),
    o.db.select({ total: count() }).from(outbox).innerJoin(esignEnvelopes, onEnvelope).where(where),
  ]);
  return {
    total: Number(total),
    rows: rows.map((r) => ({
      id: r.id,
      job: r.kind === ESIGN_ENVELOPE_JOB ? 'send' : 'reminder',
      status: r.status === 'failed' ? 'failed' : 'dead',
      attempts: r.attempts,
      lastError: r.lastError,
      createdAt: r.createdAt.toISOString(),
      applicationId: r.applicationId,
      applicationNumber: r.applicationNumber ?? '',
      companyName: r.companyName ?? '',
      signerEmail: r.signerEmail,
      envelopeStatus: r.envelopeStatus,
    })),
  };
}
