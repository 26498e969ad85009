/** Resend (§4): a SENT invite goes out again and its addDate resets to now (restarting the 30 days). */
import { ACTIVATION_CHANGE_DENIED, ACTIVATION_NOT_SENT } from '@cp/schemas/messages/activations';
import type { Db } from '../../db/client';
import type { ActivationActor } from './actor';
import { applyChange } from './apply-change';
import { assertSent, queueInvitation } from './invitation';

export function resendActivation(options: { db: Db; actor: ActivationActor; id: string; origin: string }) {
  return applyChange({
    ...options,
    action: 'resend',
    permission: 'resend',
    deniedMessage: ACTIVATION_CHANGE_DENIED,
    guard: (row) => assertSent(row, ACTIVATION_NOT_SENT),
    patch: () => ({ addDate: new Date(), notifiedDate: new Date(), notifiedBy: options.actor.id }),
    effects: async (tx, _row, updated) => {
      await queueInvitation(tx, options.origin, updated);
    },
  });
}
