/** The status rules of back-office.md §4 that every kind shares. */
import { AppError, ErrorCode } from '../../errors';
import type { SubmissionKind, SubmissionRow } from './kind';

type Row = Pick<SubmissionRow, 'status'>;

/** APPROVED and DENIED are final: not edited, not decided again. */
export function assertEditable(kind: SubmissionKind, row: Row): void {
  if (row.status === 'APPROVED') throw new AppError(ErrorCode.Conflict, kind.messages.alreadyApproved);
  if (row.status === 'DENIED') throw new AppError(ErrorCode.Conflict, kind.messages.alreadyDenied);
}

/** Only a submitted, undecided record (NEW or PENDING) can be decided or edited as a submission. */
export function assertSubmittedOpen(kind: SubmissionKind, row: Row): void {
  assertEditable(kind, row);
  if (row.status !== 'NEW' && row.status !== 'PENDING')
    throw new AppError(ErrorCode.Conflict, kind.messages.notSubmitted);
}

/** Resend and change email apply to a sent invite only. */
export function assertSent(kind: SubmissionKind, row: Row): void {
  if (row.status !== 'SENT') throw new AppError(ErrorCode.Conflict, kind.messages.notSent);
}
