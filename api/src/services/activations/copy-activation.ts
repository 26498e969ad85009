/**
 * Copy Activation (§4): a new SENT record for another company or division with the chosen email and
 * contacts, carrying the customer's form data so they need not type it again; its invitation is sent.
 */
import { ACTIVATION_COPY_DENIED } from '@cp/schemas/messages/activations';
import type { Db } from '../../db/client';
import { assertMayChange, type ActivationActor } from './actor';
import { createSentActivation, type SentActivationInput } from './create-sent-activation';
import { loadActivation } from './load-activation';

export async function copyActivation(options: {
  db: Db;
  actor: ActivationActor;
  origin: string;
  id: string;
  target: SentActivationInput;
}): Promise<{ id: string; link: string }> {
  const source = await loadActivation(options.db, options.actor, options.id);
  assertMayChange(options.actor, 'copy', source, ACTIVATION_COPY_DENIED);
  return createSentActivation(options.db, options.actor, options.origin, options.target, {
    action: 'copy',
    data: source.data,
    copiedFrom: source.id,
  });
}
