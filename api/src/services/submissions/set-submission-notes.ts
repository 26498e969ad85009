/** Notes (back-office.md §2 dialogs): allowed in every status; a NEW record becomes PENDING (§4). */
import type { Db } from '../../db/client';
import type { Staff } from './access';
import { applyChange } from './apply-change';
import type { SubmissionKind } from './kind';

export function setSubmissionNotes(o: Staff & { db: Db; kind: SubmissionKind; id: string; notes: string }) {
  return applyChange({
    ...o,
    action: 'notes',
    permission: 'setNotes',
    deniedMessage: o.kind.messages.notesDenied,
    guard: () => undefined,
    patch: () => ({ notes: String(o.notes ?? '').slice(0, 10_000) }),
  });
}
