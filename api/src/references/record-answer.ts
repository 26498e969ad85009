/**
 * Records the one answer of a reference request (README 'Reference requests'), in the caller's transaction with
 * the request's row locked: the answers validated by the published answer form of the kind's family through
 * the portal's own server-side check (unknown fields dropped, normalised, every rule), or 'We cannot give
 * references' (declined, which counts as the answer); the evidence (the form's family and version, who answered
 * through the form's roles, IP and user agent, or the staff member who took it by phone); a trade answer's
 * payment score; the request closed, which also stops its reminders (their job reads the status); an event;
 * the job that stores the answer's PDF among the application's documents.
 */
import { eq } from 'drizzle-orm';
import type { ReferenceStatus } from '@cp/schemas/contracts/references';
import { readRoleText } from '@cp/schemas/forms/roles';
import { REFERENCE_NOT_ANSWERABLE } from '@cp/schemas/messages/reference-answers';
import { tradeAnswerFacts } from '@cp/schemas/references/facts';
import { tradeScore } from '@cp/schemas/references/score';
import type { Tx } from '../db/client';
import { referenceAnswers, referenceRequests } from '../db/schema/references';
import { AppError, ErrorCode } from '../errors';
import { checkFormData } from '../services/portal/check-form-data';
import { enqueueJob } from '../jobs/queue';
import { referenceAnswerPdfJob } from '../jobs/kinds/reference-jobs';
import { publishedAnswerForm } from './answer-form';
import { isAnswerable } from './find-by-token';
import { recordReferenceEvent } from './record-event';
import type { ReferenceRequestRow } from './send-request';
import { emitSubmissionEvent } from '../webhooks/events';

export interface RecordAnswerOptions {
  /** Locked by the caller. */
  request: ReferenceRequestRow;
  declined: boolean;
  answers: Record<string, unknown>;
  now: Date;
  ip?: string | null;
  userAgent?: string | null;
  /** The staff member who took the answer by phone; absent for the reference's own answer. */
  recordedBy?: string | null;
}

/**
 * A phone answer may also close a request whose email bounced or whose link ran out: the days and the
 * delivery are the link's, and staff on the phone need neither.
 */
const phoneAnswerable = (r: ReferenceRequestRow) =>
  ['queued', 'sent', 'opened', 'bounced'].includes(r.status);

export async function recordAnswer(
  tx: Tx,
  o: RecordAnswerOptions,
): Promise<{ status: ReferenceStatus; score: number | null }> {
  const { request, now } = o;
  const byPhone = Boolean(o.recordedBy);
  if (!(byPhone ? phoneAnswerable(request) : isAnswerable(request, now)))
    throw new AppError(ErrorCode.Conflict, REFERENCE_NOT_ANSWERABLE);
  const definition = await publishedAnswerForm(tx, request.kind);
  const answers = o.declined ? {} : checkFormData(definition, o.answers, 'submit');
  const score =
    request.kind === 'trade' && !o.declined ? tradeScore(tradeAnswerFacts(definition, answers)) : null;
  const status: ReferenceStatus = o.declined ? 'declined' : 'answered';
  await tx.insert(referenceAnswers).values({
    requestId: request.id,
    declined: o.declined,
    answers,
    formFamily: definition.family,
    formVersion: definition.version,
    score,
    byPhone,
    recordedBy: o.recordedBy ?? null,
    respondentName: readRoleText(definition, answers, 'respondentName'),
    respondentTitle: readRoleText(definition, answers, 'respondentTitle'),
    respondentPhone: readRoleText(definition, answers, 'respondentPhone'),
    ip: o.ip ?? null,
    userAgent: o.userAgent?.slice(0, 500) ?? null,
    answeredAt: now,
  });
  await tx
    .update(referenceRequests)
    .set({ status, closedAt: now, updatedAt: now })
    .where(eq(referenceRequests.id, request.id));
  await recordReferenceEvent(tx, {
    requestId: request.id,
    at: now,
    event: status,
    userId: o.recordedBy ?? null,
    detail: {
      byPhone,
      formVersion: definition.version,
      ...(byPhone ? {} : { ip: o.ip ?? null, userAgent: o.userAgent?.slice(0, 500) ?? null }),
    },
  });
  // Its PDF joins the application's documents once a worker has printed it.
  await enqueueJob(tx, referenceAnswerPdfJob, { requestId: request.id }, { singletonKey: request.id });
  // README 'Webhooks': the answer's outcome (never its answers) to the company's ERP once this commits.
  await emitSubmissionEvent(tx, 'reference.answered', request.submissionId, {
    reference: {
      requestId: request.id,
      kind: request.kind,
      status,
      score,
      byPhone,
      answeredAt: now.toISOString(),
    },
  });
  return { status, score };
}
