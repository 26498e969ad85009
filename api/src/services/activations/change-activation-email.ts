/**
 * Edit email of a SENT activation (§5 'Update email'). The customer link carries the email, so the
 * invitation is sent again to the new address; the old link stops matching.
 */
import {
  ACTIVATION_CHANGE_DENIED,
  ACTIVATION_NOT_SENT,
  INVALID_EMAIL,
  isValidEmail,
} from '@cp/schemas/messages/activations';
import type { Db } from '../../db/client';
import { AppError, ErrorCode } from '../../errors';
import type { ActivationActor } from './actor';
import { applyChange } from './apply-change';
import { assertSent, queueInvitation } from './invitation';

export function changeActivationEmail(options: {
  db: Db;
  actor: ActivationActor;
  id: string;
  email: string;
  origin: string;
}) {
  const email = String(options.email ?? '').trim();
  return applyChange({
    ...options,
    action: 'change-email',
    permission: 'save',
    deniedMessage: ACTIVATION_CHANGE_DENIED,
    guard: (row) => {
      assertSent(row, ACTIVATION_NOT_SENT);
      if (!isValidEmail(email))
        throw new AppError(ErrorCode.Validation, INVALID_EMAIL, { fields: { email: INVALID_EMAIL } });
    },
    patch: () => ({ email, notifiedDate: new Date(), notifiedBy: options.actor.id }),
    effects: async (tx, _row, updated) => {
      await queueInvitation(tx, options.origin, updated);
    },
  });
}
