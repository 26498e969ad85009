/**
 * Changes a reference's email address (README 'Reference requests'), with the reason, as an audit row (the one
 * audit writer) and a reference event. A request still open (queued, sent, opened or bounced) is sent again to
 * the new address at once, with a new link and code; a cancelled one keeps waiting for staff to send it. An
 * answered or declined request is final (409).
 */
import { eq } from 'drizzle-orm';
import * as M from '@cp/schemas/messages/reference-requests';
import type { Config } from '../config';
import { referenceRequests } from '../db/schema/references';
import { AppError, ErrorCode } from '../errors';
import { writeAudit } from '../services/submissions/audit';
import { referenceFlags } from '@cp/schemas/references/free-mail';
import { assertOpen, checkRequestAccess, lockRequest, type StaffRequestCall } from './load-request';
import { recordReferenceEvent } from './record-event';
import { sendRequest } from './send-request';
import { applicantEmailsOf } from './askable-references';
import { referenceSettingsOf } from './unit-settings';

export async function changeReferenceEmail(
  o: StaffRequestCall & { email: string; reason: string; config: Pick<Config, 'publicOrigin'> },
): Promise<{ resent: boolean }> {
  await checkRequestAccess(o);
  return o.db.transaction(async (tx) => {
    const { submission, request } = await lockRequest(tx, o);
    assertOpen(request);
    const email = o.email.trim().toLowerCase();
    if (email === request.email) throw new AppError(ErrorCode.Rule, M.REFERENCE_EMAIL_SAME);
    const now = new Date();
    // The flags against the applicant's own addresses, as at the request's creation.
    const flags = referenceFlags(email, await applicantEmailsOf(tx, submission));
    await tx
      .update(referenceRequests)
      .set({ email, flags, updatedAt: now })
      .where(eq(referenceRequests.id, request.id));
    await writeAudit(tx, {
      actorId: o.actor.id,
      actorKind: 'user',
      action: 'reference-email-change',
      entity: 'reference_request',
      entityId: request.id,
      before: { email: request.email },
      after: { email, reason: o.reason, submissionId: submission.id },
    });
    await recordReferenceEvent(tx, {
      requestId: request.id,
      at: now,
      event: 'email-changed',
      userId: o.actor.id,
      detail: { from: request.email, to: email, reason: o.reason },
    });
    if (request.status === 'cancelled') return { resent: false };
    const settings = await referenceSettingsOf(tx, submission);
    if (!settings) return { resent: false };
    const resent = await sendRequest(tx, {
      request: { ...request, email },
      submission,
      settings,
      origin: o.config.publicOrigin,
      now,
      by: o.actor.id,
      event: 'resent',
      detail: { reason: 'email-changed' },
    });
    return { resent };
  });
}
