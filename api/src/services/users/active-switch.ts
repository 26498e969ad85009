/**
 * The active switch of a user (setUser, back-office.md §2 'User details'). `active` says whether the user
 * may sign in, so it is false both for an invitee who has not registered and for a user a super admin
 * switched off; `deactivated_at` records the decision, which only a super admin's switch undoes:
 * - off: the user is deactivated, their sessions end, and every one-time link they hold is void (the
 *   invitation and any password reset), so the invitation answers as an invalid link from then on;
 * - on, for a deactivated user who had registered: active again;
 * - on, for a deactivated user who never registered: invited again, with a fresh link emailed (their old
 *   link stays void); registering is still what switches them on;
 * - on, for an invitee who is not deactivated: nothing, registering does it.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { passwordResets, sessions, users } from '../../db/schema';
import { sendInvitation } from './send-invitation';

export interface ActiveState {
  active: boolean;
  deactivated: boolean;
  /** Has chosen a password: registered through an invitation (or created with one). */
  registered: boolean;
}

export type ActiveChange = 'deactivate' | 'reactivate' | 'reinvite';

/** The user's switch state, read in the transaction that changes it. */
export async function activeStateOf(tx: DbOrTx, userId: string): Promise<ActiveState> {
  const [row] = await tx
    .select({
      active: users.active,
      deactivated: sql<boolean>`${users.deactivatedAt} is not null`,
      registered: sql<boolean>`${users.passwordHash} is not null`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

/** What turning the switch to `wanted` does to a user in `state` (undefined: nothing). */
export function activeChange(state: ActiveState, wanted: boolean | undefined): ActiveChange | undefined {
  if (wanted === false) return state.deactivated ? undefined : 'deactivate';
  if (wanted !== true || state.active) return undefined;
  if (state.registered) return 'reactivate';
  return state.deactivated ? 'reinvite' : undefined;
}

export async function applyActiveChange(options: {
  tx: DbOrTx;
  config: Config;
  user: { id: string; email: string };
  invitedBy: { firstName: string; lastName: string };
  change: ActiveChange;
}): Promise<void> {
  const { tx, user, change } = options;
  if (change === 'deactivate') {
    await tx
      .update(users)
      .set({ active: false, deactivatedAt: sql`now()`, inviteTokenHash: null, inviteExpiresAt: null })
      .where(eq(users.id, user.id));
    await tx.delete(passwordResets).where(eq(passwordResets.userId, user.id));
    // Every session ends now, and switching the user back on does not revive one.
    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
    return;
  }
  await tx
    .update(users)
    .set({ deactivatedAt: null, ...(change === 'reactivate' ? { active: true } : {}) })
    .where(eq(users.id, user.id));
  if (change === 'reinvite')
    await sendInvitation({ tx, config: options.config, user, invitedBy: options.invitedBy });
}
