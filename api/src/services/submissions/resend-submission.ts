/**
 * Resend (back-office.md §4, §5): a SENT invite goes out again and its addDate resets to now (restarting
 * the 30 days). The resend dialog may correct the email and the contacts; both are still required
 * (applications: 'You must enter in an email!').
 */
import type { ResendInput } from '@cp/schemas/contracts/submissions';
import type { Db } from '../../db/client';
import type { Staff } from './access';
import { applyChange } from './apply-change';
import { checkedContacts } from './checked-contacts';
import { assertSent } from './guards';
import { checkedInviteEmail, queueInvitation } from './invitation';
import type { SubmissionKind } from './kind';

export function resendSubmission(
  o: Staff & { db: Db; kind: SubmissionKind; id: string; origin: string; input?: ResendInput },
) {
  const { kind, input = {} } = o;
  return applyChange({
    ...o,
    action: 'resend',
    permission: 'resend',
    deniedMessage: kind.messages.resendDenied,
    guard: (row) => assertSent(kind, row),
    patch: async (row, tx) => {
      const email = checkedInviteEmail(input.email ?? row.email, kind.messages.resendEmailRequired);
      const chosen = await checkedContacts(
        tx,
        row.divisionId ?? row.companyId,
        input.contacts ?? row.contacts,
        kind.messages.inviteContactRequired,
      );
      const now = new Date();
      return {
        email,
        contacts: chosen.map((c) => c.id),
        addDate: now,
        notifiedDate: now,
        notifiedBy: o.actor.id,
      };
    },
    effects: async (tx, _row, updated) => {
      await queueInvitation(tx, kind, o.origin, updated);
    },
  });
}
