/** The invitation email of a SENT record (invite, copy, resend, changed email), with the customer's link. */
import { emailBlurMessage } from '@cp/schemas/messages/activations';
import type { Tx } from '../../db/client';
import { AppError, ErrorCode } from '../../errors';
import { enqueueEmail } from '../../mail/enqueue';
import { findUnit } from '../units/find-unit';
import type { SubmissionKind, SubmissionRow } from './kind';

export async function queueInvitation(
  tx: Tx,
  kind: SubmissionKind,
  origin: string,
  row: SubmissionRow,
): Promise<string> {
  const unit = await findUnit(tx, row.divisionId ?? row.companyId);
  if (!unit) throw new AppError(ErrorCode.NotFound, kind.messages.notFound);
  const link = kind.link(origin, unit, row.email, row.id);
  await enqueueEmail(tx, {
    template: kind.invitationTemplate,
    to: [row.email],
    context: { [kind.invitationLinkKey]: link, link, email: row.email, applicationId: row.id },
    unitId: unit.id,
    submissionId: row.id,
  });
  return link;
}

/** The address of an invite (§5 'Invite'): required, then the on-blur rules, each with its message. */
export function checkedInviteEmail(email: string | undefined, requiredMessage: string): string {
  const trimmed = (email ?? '').trim();
  if (!trimmed)
    throw new AppError(ErrorCode.Validation, requiredMessage, { fields: { email: requiredMessage } });
  const message = emailBlurMessage(trimmed);
  if (message) throw new AppError(ErrorCode.Validation, message, { fields: { email: message } });
  return trimmed;
}
