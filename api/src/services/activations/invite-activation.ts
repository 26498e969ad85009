/** Invite Customer (back-office.md §2, §5 'Invite'): a new SENT activation and its invitation email. */
import { ACTIVATION_CHANGE_DENIED } from '@cp/schemas/messages/activations';
import type { Db } from '../../db/client';
import { assertMayChange, type ActivationActor } from './actor';
import { createSentActivation, type SentActivationInput } from './create-sent-activation';

export async function inviteActivation(options: {
  db: Db;
  actor: ActivationActor;
  /** Site origin for the customer link. */
  origin: string;
  invite: SentActivationInput;
}): Promise<{ id: string; link: string }> {
  assertMayChange(options.actor, 'invite', null, ACTIVATION_CHANGE_DENIED);
  return createSentActivation(options.db, options.actor, options.origin, options.invite, {
    action: 'invite',
  });
}
