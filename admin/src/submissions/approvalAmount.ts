import type { ApprovalRules } from './kind';
import { formatMoney } from './format';
import type { SubmissionRef } from './types';

/** The amount the approval dialog opens with, and a line saying where it came from. */
export function approvalAmount(
  r: SubmissionRef,
  mode: ApprovalRules['amountDefault'] = 'quickCredit',
): { amount: number; note: string } {
  const quick = Math.max(0, Math.trunc(r.quickCreditAmount || 0));
  const requested = r.amountReq && r.amountReq > 0 ? Math.trunc(r.amountReq) : null;
  const quickText = `the unit's quick credit amount (${formatMoney(quick)})`;
  if (mode === 'smallerOfRequest' && requested !== null && (requested <= quick || !quick))
    return {
      amount: requested,
      note: quick
        ? `Pre-filled with the requested amount, not more than ${quickText}.`
        : 'Pre-filled with the requested amount.',
    };
  if (mode === 'smallerOfRequest' && requested !== null)
    return { amount: quick, note: `Pre-filled with ${quickText}, less than requested.` };
  return { amount: quick, note: `Pre-filled with ${quickText}.` };
}
