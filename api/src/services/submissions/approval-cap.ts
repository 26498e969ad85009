/**
 * The approver's cap (back-office.md §6 'A user's maximumApprovalAmount caps the amount they may
 * approve'): it caps every approval of credit, activations included, with §8's message.
 */
import { canApproveAmount } from '@cp/schemas/permissions/ability';
import type { SessionUser } from '@cp/schemas/permissions/types';
import { approvalAmountDenied } from '@cp/schemas/messages/applications';
import { AppError, ErrorCode } from '../../errors';

/** Digits only (§5: others stripped, cents dropped); empty means no amount. */
export function digitsAmount(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const digits = String(value).split('.')[0].replace(/\D/g, '');
  return digits === '' ? null : String(Number(digits));
}

export function assertWithinApprovalCap(actor: SessionUser, amount: string | null): void {
  if (amount === null) return;
  if (!canApproveAmount(actor, Number(amount)))
    throw new AppError(ErrorCode.Forbidden, approvalAmountDenied(actor.maximumApprovalAmount), {
      fields: { approvedAmount: approvalAmountDenied(actor.maximumApprovalAmount) },
    });
}
