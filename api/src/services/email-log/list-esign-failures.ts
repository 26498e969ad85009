/**
 * Failed e-signature jobs for the Email log's alert (README 'E-signature'): the job queue's dead letters of the
 * 'esign-envelope' and 'esign-reminder' kinds (jobs/esign-job-state.ts), with the application they were for. Only
 * those whose agreement still waits on them (not completed, voided or declined): once staff void and send again,
 * or the customer signs, the failure no longer needs anyone.
 */
import { eq, inArray } from 'drizzle-orm';
import type { EsignFailure } from '@cp/schemas/contracts/esign';
import type { Db } from '../../db/client';
import { esignEnvelopes, submissions } from '../../db/schema';
import { ESIGN_ENVELOPE_JOB } from '../../esign/queue-envelope';
import { esignJobStates } from '../../jobs/esign-job-state';
import { factText } from '@cp/schemas/forms/roles';

export async function listEsignFailures(o: {
  db: Db;
  offset: number;
  limit: number;
}): Promise<{ rows: EsignFailure[]; total: number }> {
  const dead = await esignJobStates(o.db, { deadOnly: true });
  const ids = [...new Set(dead.map((j) => j.envelopeRowId).filter(Boolean))];
  const envelopes = ids.length
    ? await o.db
        .select({
          id: esignEnvelopes.id,
          status: esignEnvelopes.status,
          signerEmail: esignEnvelopes.signerEmail,
          applicationId: submissions.id,
          applicationNumber: submissions.applicationNumber,
          facts: submissions.facts,
        })
        .from(esignEnvelopes)
        .innerJoin(submissions, eq(submissions.id, esignEnvelopes.submissionId))
        .where(inArray(esignEnvelopes.id, ids))
    : [];
  const byId = new Map(envelopes.map((e) => [e.id, e]));
  const waiting = dead.flatMap((job) => {
    const envelope = byId.get(job.envelopeRowId);
    if (!envelope || ['completed', 'voided', 'declined'].includes(envelope.status)) return [];
    return [{ job, envelope }];
  });
  return {
    total: waiting.length,
    rows: waiting.slice(o.offset, o.offset + o.limit).map(({ job, envelope }) => ({
      id: job.id,
      job: job.kind === ESIGN_ENVELOPE_JOB ? 'send' : 'reminder',
      status: job.status === 'failed' ? 'failed' : 'dead',
      attempts: job.attempts,
      lastError: job.lastError,
      createdAt: job.createdAt.toISOString(),
      applicationId: envelope.applicationId,
      applicationNumber: envelope.applicationNumber ?? '',
      companyName: factText(envelope.facts, 'legalName'),
      signerEmail: envelope.signerEmail,
      envelopeStatus: envelope.status,
    })),
  };
}
