/** Update customer code (details, SENT and undecided records); decided records are read-only (§4). */
import { ACTIVATION_CHANGE_DENIED } from '@cp/schemas/messages/activations';
import type { Db } from '../../db/client';
import type { ActivationActor } from './actor';
import { applyChange } from './apply-change';
import { assertEditable } from './decision';

export function updateCustomerCode(options: {
  db: Db;
  actor: ActivationActor;
  id: string;
  customerCode: string;
}) {
  return applyChange({
    ...options,
    action: 'customer-code',
    permission: 'save',
    deniedMessage: ACTIVATION_CHANGE_DENIED,
    guard: assertEditable,
    patch: () => ({
      customerCode: String(options.customerCode ?? '')
        .trim()
        .slice(0, 100),
    }),
  });
}
