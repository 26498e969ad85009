/**
 * Delete (back-office.md §2, §4): soft delete (deleteDate), so the record leaves every list and its link
 * stops working. Which statuses may be deleted is the kind's (activations: a sent invite or an undecided
 * record; applications: a sent invite only). The success message says what was deleted.
 */
import type { Db } from '../../db/client';
import { AppError, ErrorCode } from '../../errors';
import { assertMay, type Staff } from './access';
import { applyChange } from './apply-change';
import { assertEditable } from './guards';
import type { SubmissionKind } from './kind';
import { loadSubmission } from './load-submission';

export async function deleteSubmission(
  o: Staff & { db: Db; kind: SubmissionKind; id: string },
): Promise<{ message: string }> {
  const { kind } = o;
  const row = await loadSubmission(o.db, kind, o, o.id);
  const sent = row.status === 'SENT';
  const denied = sent ? kind.messages.inviteDeleteDenied : kind.messages.deleteDenied;
  assertMay(o, kind, 'delete', row, denied);
  await applyChange({
    ...o,
    action: 'delete',
    permission: 'delete',
    deniedMessage: denied,
    touchesStatus: false,
    guard: (locked) => {
      assertEditable(kind, locked);
      if (!kind.deletableStatuses.includes(locked.status))
        throw new AppError(ErrorCode.Conflict, kind.messages.notDeletable);
    },
    patch: () => ({ deleteDate: new Date() }),
  });
  return { message: sent ? kind.messages.inviteDeleted : kind.messages.deleted };
}
