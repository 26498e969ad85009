/** Copy app link (§2 SENT row and details): the customer link, for users who may copy it (§6). */
import { ACTIVATION_LINK_DENIED, ACTIVATION_NOT_FOUND } from '@cp/schemas/messages/activations';
import type { DbOrTx } from '../../db/client';
import { AppError, ErrorCode } from '../../errors';
import { assertMayChange, type ActivationActor } from './actor';
import { loadActivation } from './load-activation';
import { activationLink, findUnit } from './units';

export async function getActivationLink(options: {
  db: DbOrTx;
  actor: ActivationActor;
  id: string;
  origin: string;
}) {
  const row = await loadActivation(options.db, options.actor, options.id);
  assertMayChange(options.actor, 'copyLink', row, ACTIVATION_LINK_DENIED);
  const unit = await findUnit(options.db, row.divisionId ?? row.companyId);
  if (!unit) throw new AppError(ErrorCode.NotFound, ACTIVATION_NOT_FOUND);
  return { link: activationLink(options.origin, unit, row.email, row.id) };
}
