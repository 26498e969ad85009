/** Queues the invitation email of an existing SENT activation (resend, changed email). */
import { ACTIVATION_NOT_FOUND } from '@cp/schemas/messages/activations';
import type { Tx } from '../../db/client';
import { AppError, ErrorCode } from '../../errors';
import { enqueueEmail } from '../../mail/enqueue';
import type { ActivationRow } from './load-activation';
import { activationLink, findUnit } from './units';

export async function queueInvitation(tx: Tx, origin: string, row: ActivationRow): Promise<string> {
  const unit = await findUnit(tx, row.divisionId ?? row.companyId);
  if (!unit) throw new AppError(ErrorCode.NotFound, ACTIVATION_NOT_FOUND);
  const link = activationLink(origin, unit, row.email, row.id);
  await enqueueEmail(tx, {
    template: 'activation-invitation',
    to: [row.email],
    context: { activationUrl: link, link, email: row.email, applicationId: row.id },
    unitId: unit.id,
    submissionId: row.id,
  });
  return link;
}

export function assertSent(row: ActivationRow, message: string): void {
  if (row.status !== 'SENT') throw new AppError(ErrorCode.Conflict, message);
}
