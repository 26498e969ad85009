/** Notes (§2 dialogs): allowed in every status; a NEW record becomes PENDING (§4). */
import { ACTIVATION_NOTES_DENIED } from '@cp/schemas/messages/activations';
import type { Db } from '../../db/client';
import type { ActivationActor } from './actor';
import { applyChange } from './apply-change';

export function setActivationNotes(options: { db: Db; actor: ActivationActor; id: string; notes: string }) {
  return applyChange({
    ...options,
    action: 'notes',
    permission: 'setNotes',
    deniedMessage: ACTIVATION_NOTES_DENIED,
    guard: () => undefined,
    patch: () => ({ notes: String(options.notes ?? '').slice(0, 10_000) }),
  });
}
