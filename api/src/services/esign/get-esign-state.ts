/**
 * The e-signature state of an application for its details page (README 'E-signature'): the provider,
 * the latest envelope with its events (and the signer's reason once declined), and while it has not gone out, the sending job (pending with the
 * provider's last error, or a dead letter). Anyone who may read the application may see it.
 */
import { asc, eq } from 'drizzle-orm';
import type { EsignStateView } from '@cp/schemas/contracts/esign';
import type { Db } from '../../db/client';
import { esignEvents } from '../../db/schema';
import { ESIGN_ENVELOPE_JOB } from '../../esign/queue-envelope';
import { esignJobStates } from '../../jobs/esign-job-state';
import { declineOf } from '../../esign/record-event';
import { APPLICATION } from '../applications/kind';
import type { Staff } from '../submissions/access';
import { loadSubmission } from '../submissions/load-submission';
import { currentEnvelope } from './current-envelope';

export async function getEsignState(
  o: Staff & { db: Db; id: string; provider: 'builtin' | 'docusign' },
): Promise<EsignStateView> {
  const record = await loadSubmission(o.db, APPLICATION, o, o.id);
  const envelope = await currentEnvelope(o.db, record.id);
  if (!envelope) return { provider: o.provider, envelope: null, job: null };
  const events = await o.db
    .select()
    .from(esignEvents)
    .where(eq(esignEvents.envelopeRowId, envelope.id))
    .orderBy(asc(esignEvents.at), asc(esignEvents.id));
  // The sending job (pg-boss's), while the envelope has not gone out.
  const [job] =
    envelope.status === 'queued'
      ? await esignJobStates(o.db, { envelopeRowId: envelope.id, kind: ESIGN_ENVELOPE_JOB })
      : [];
  return {
    provider: envelope.provider,
    envelope: {
      id: envelope.id,
      envelopeId: envelope.envelopeId,
      status: envelope.status,
      signerEmail: envelope.signerEmail,
      signerName: envelope.signerName,
      remindersSent: envelope.remindersSent,
      createdAt: envelope.createdAt.toISOString(),
      events: events.map((e) => ({
        at: e.at.toISOString(),
        event: e.event,
        ip: e.ip,
        userAgent: e.userAgent,
      })),
      declined: envelope.status === 'declined' ? declineOf(events) : null,
    },
    job: job
      ? {
          status: job.status,
          attempts: job.attempts,
          lastError: job.lastError,
          nextAttemptAt: job.nextAttemptAt.toISOString(),
        }
      : null,
  };
}
