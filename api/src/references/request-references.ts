/**
 * Requests the references of a submitted credit application (README 'Reference requests'): one request per
 * trade reference with an email and one for the bank when it has one (references/askable-references.ts),
 * created once (the unique index `reference_requests_reference`) and each sent in this transaction
 * (send-request.ts). Without ids, every request not sent yet goes out; with ids, those are sent again (new link,
 * new code, reminders from 0), unless their reference has answered or declined. Called by the submit when the
 * unit's switch is on (autoRequestReferences) and by staff (routes/reference-requests.ts).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { SendReferenceRequestsBody } from '@cp/schemas/contracts/references';
import * as M from '@cp/schemas/messages/reference-requests';
import type { Config } from '../config';
import type { Db, DbOrTx } from '../db/client';
import { referenceRequests } from '../db/schema/references';
import { AppError, ErrorCode } from '../errors';
import { APPLICATION } from '../services/applications/kind';
import { assertMay, type Staff } from '../services/submissions/access';
import type { SubmissionRow } from '../services/submissions/kind';
import { loadSubmission } from '../services/submissions/load-submission';
import { askableReferences } from './askable-references';
import { sendRequest, type ReferenceRequestRow } from './send-request';
import { referenceSettingsOf } from './unit-settings';

/** A submitted application's statuses (a draft or an invitation has no references to ask yet). */
const SUBMITTED = new Set(['NEW', 'PENDING', 'APPROVED', 'DENIED']);
const ENDED = new Set(['answered', 'declined']);

interface RequestIn {
  submission: SubmissionRow;
  origin: string;
  now: Date;
  by: string | null;
  requestIds?: string[];
}

/** Creates the missing requests and sends them (or resends the named ones); answers how many went out. */
export async function requestReferencesIn(tx: DbOrTx, o: RequestIn): Promise<number> {
  const settings = await referenceSettingsOf(tx, o.submission);
  if (!settings) throw new AppError(ErrorCode.NotFound, M.REFERENCE_REQUEST_NOT_FOUND);
  const mine = eq(referenceRequests.submissionId, o.submission.id);
  let rows: ReferenceRequestRow[];
  if (o.requestIds?.length) {
    const ids = [...new Set(o.requestIds)];
    rows = await tx
      .select()
      .from(referenceRequests)
      .where(and(mine, inArray(referenceRequests.id, ids)))
      .for('update');
    if (rows.length !== ids.length) throw new AppError(ErrorCode.NotFound, M.REFERENCE_REQUEST_NOT_FOUND);
    if (rows.some((r) => ENDED.has(r.status)))
      throw new AppError(ErrorCode.Conflict, M.REFERENCE_ALREADY_ANSWERED);
  } else {
    const askable = await askableReferences(tx, o.submission);
    if (askable.length)
      await tx
        .insert(referenceRequests)
        .values(askable.map((r) => ({ ...r, submissionId: o.submission.id })))
        .onConflictDoNothing();
    rows = await tx
      .select()
      .from(referenceRequests)
      .where(and(mine, eq(referenceRequests.sendCount, 0), eq(referenceRequests.status, 'queued')))
      .for('update');
  }
  let sent = 0;
  for (const request of rows) {
    const event = request.sendCount === 0 ? 'requested' : 'resent';
    if (
      await sendRequest(tx, {
        request,
        submission: o.submission,
        settings,
        origin: o.origin,
        now: o.now,
        by: o.by,
        event,
      })
    )
      sent++;
  }
  return sent;
}

/** The submit's hook (services/portal/submit-application.ts): the requests go out when the unit's switch is on. */
export async function autoRequestReferences(
  tx: DbOrTx,
  submission: SubmissionRow,
  origin: string,
): Promise<void> {
  const settings = await referenceSettingsOf(tx, submission);
  if (settings?.autoRequest) await requestReferencesIn(tx, { submission, origin, now: new Date(), by: null });
}

/** POST /api/v1/submissions/:id/reference-requests */
export async function sendReferenceRequests(
  o: Staff & { db: Db; id: string; input: SendReferenceRequestsBody; config: Pick<Config, 'publicOrigin'> },
): Promise<{ sent: number }> {
  const record = await loadSubmission(o.db, APPLICATION, o, o.id);
  assertMay(o, APPLICATION, 'requestReferences', record, M.REFERENCES_DENIED);
  if (!SUBMITTED.has(record.status)) throw new AppError(ErrorCode.Rule, M.REFERENCES_NOT_SUBMITTED);
  return o.db.transaction(async (tx) => {
    // The application's row first: two calls at once create and send each request once, one after the other.
    const submission = await loadSubmission(tx, APPLICATION, o, o.id, { forUpdate: true });
    const sent = await requestReferencesIn(tx, {
      submission,
      origin: o.config.publicOrigin,
      now: new Date(),
      by: o.actor.id,
      requestIds: o.input.requestIds,
    });
    return { sent };
  });
}
