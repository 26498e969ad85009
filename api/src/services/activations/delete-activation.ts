/**
 * Delete (§2, §4): a SENT invite or an undecided activation is soft-deleted (deleteDate), so it leaves
 * every list and link; decided records are read-only. The success message depends on what was deleted.
 */
import {
  ACTIVATION_DELETED,
  ACTIVATION_DELETE_DENIED,
  ACTIVATION_INVITE_DELETED,
  ACTIVATION_INVITE_DELETE_DENIED,
} from '@cp/schemas/messages/activations';
import type { Db } from '../../db/client';
import { assertMayChange, type ActivationActor } from './actor';
import { applyChange } from './apply-change';
import { assertEditable } from './decision';
import { loadActivation } from './load-activation';

export async function deleteActivation(options: {
  db: Db;
  actor: ActivationActor;
  id: string;
}): Promise<{ message: string }> {
  const row = await loadActivation(options.db, options.actor, options.id);
  const sent = row.status === 'SENT';
  assertMayChange(
    options.actor,
    'delete',
    row,
    sent ? ACTIVATION_INVITE_DELETE_DENIED : ACTIVATION_DELETE_DENIED,
  );
  await applyChange({
    ...options,
    action: 'delete',
    permission: 'delete',
    deniedMessage: ACTIVATION_DELETE_DENIED,
    touchesStatus: false,
    guard: assertEditable,
    patch: () => ({ deleteDate: new Date() }),
  });
  return { message: sent ? ACTIVATION_INVITE_DELETED : ACTIVATION_DELETED };
}
