/**
 * A reference request of an application that the staff member may request references on (README 'Reference
 * requests'), locked for the rest of the transaction: the application not readable answers 404 (its existence is
 * not revealed), the permission missing 403, a request of another application 404.
 */
import { and, eq } from 'drizzle-orm';
import * as M from '@cp/schemas/messages/reference-requests';
import type { Db, Tx } from '../db/client';
import { referenceRequests } from '../db/schema/references';
import { AppError, ErrorCode } from '../errors';
import { APPLICATION } from '../services/applications/kind';
import { assertMay, type Staff } from '../services/submissions/access';
import type { SubmissionRow } from '../services/submissions/kind';
import { loadSubmission } from '../services/submissions/load-submission';
import { isUuid } from '../services/units/find-unit';
import type { ReferenceRequestRow } from './send-request';

export interface StaffRequestCall extends Staff {
  db: Db;
  /** The application. */
  id: string;
  requestId: string;
}

export async function checkRequestAccess(o: StaffRequestCall): Promise<void> {
  const record = await loadSubmission(o.db, APPLICATION, o, o.id);
  assertMay(o, APPLICATION, 'requestReferences', record, M.REFERENCES_DENIED);
}

export async function lockRequest(
  tx: Tx,
  o: StaffRequestCall,
): Promise<{ submission: SubmissionRow; request: ReferenceRequestRow }> {
  const submission = await loadSubmission(tx, APPLICATION, o, o.id, { forUpdate: true });
  const [request] = isUuid(o.requestId)
    ? await tx
        .select()
        .from(referenceRequests)
        .where(and(eq(referenceRequests.id, o.requestId), eq(referenceRequests.submissionId, submission.id)))
        .for('update')
    : [];
  if (!request) throw new AppError(ErrorCode.NotFound, M.REFERENCE_REQUEST_NOT_FOUND);
  return { submission, request };
}

/** Answered and declined requests are final. */
export function assertOpen(request: ReferenceRequestRow): void {
  if (request.status === 'answered' || request.status === 'declined')
    throw new AppError(ErrorCode.Conflict, M.REFERENCE_ALREADY_ANSWERED);
}
