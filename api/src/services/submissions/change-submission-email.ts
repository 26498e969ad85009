/**
 * Change email of a SENT record (back-office.md §5 'Update email'). The customer link carries the email,
 * so the invitation is sent again to the new address; the old link stops matching.
 */
import { isValidEmail } from '@cp/schemas/messages/activations';
import type { Db } from '../../db/client';
import { AppError, ErrorCode } from '../../errors';
import type { Staff } from './access';
import { applyChange } from './apply-change';
import { assertSent } from './guards';
import { queueInvitation } from './invitation';
import type { SubmissionKind } from './kind';

export function changeSubmissionEmail(
  o: Staff & { db: Db; kind: SubmissionKind; id: string; email: string; origin: string },
) {
  const { kind } = o;
  const email = String(o.email ?? '').trim();
  return applyChange({
    ...o,
    action: 'change-email',
    permission: 'save',
    deniedMessage: kind.messages.changeDenied,
    guard: (row) => {
      assertSent(kind, row);
      if (!isValidEmail(email))
        throw new AppError(ErrorCode.Validation, kind.messages.invalidEmail, {
          fields: { email: kind.messages.invalidEmail },
        });
    },
    patch: () => ({ email, notifiedDate: new Date(), notifiedBy: o.actor.id }),
    effects: async (tx, _row, updated) => {
      await queueInvitation(tx, kind, o.origin, updated);
    },
  });
}
