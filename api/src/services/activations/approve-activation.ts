/**
 * Activation Approval (back-office.md §4, §5): the amount (optional, capped by the approver's maximum
 * approval amount), the required customer code and the payment terms, decided once from NEW or PENDING.
 * The customer gets the approval email, the chosen contacts the status paragraph.
 */
import type { ActivationApproveInput } from '@cp/schemas/contracts/activations';
import { CUSTOMER_CODE_REQUIRED } from '@cp/schemas/messages/activations';
import { AppError, ErrorCode } from '../../errors';
import { assertWithinApprovalCap, digitsAmount } from '../submissions/approval-cap';
import { approveSubmission, type DecideOptions } from '../submissions/decide';
import { ACTIVATION } from './kind';

export async function approveActivation(
  options: Omit<DecideOptions, 'kind'> & { input: Partial<ActivationApproveInput> },
) {
  const { input } = options;
  const customerCode = (input.customerCode ?? '').trim();
  const approvedAmount = digitsAmount(input.approvedAmount);
  return approveSubmission(
    { ...options, kind: ACTIVATION, confirmOverLimit: input.confirmOverLimit },
    input.contacts,
    {
      check: () => {
        if (!customerCode)
          throw new AppError(ErrorCode.Validation, CUSTOMER_CODE_REQUIRED, {
            fields: { customerCode: CUSTOMER_CODE_REQUIRED },
          });
        assertWithinApprovalCap(options.actor, approvedAmount);
      },
      columns: () => ({ approvedAmount, customerCode, paymentTerms: (input.paymentTerms ?? '').trim() }),
      emailFields: (c) => ({
        approvedAmount: c.approvedAmount,
        customerCode: c.customerCode,
        paymentTerms: c.paymentTerms,
      }),
      before: (row) => ({
        status: row.status,
        approvedAmount: row.approvedAmount,
        customerCode: row.customerCode,
      }),
    },
  );
}
