/**
 * Activation Approval (§4, §5): the amount, the required customer code and the payment terms, decided
 * once from NEW or PENDING (decideActivation). The customer gets the approval email, the chosen contacts
 * the status paragraph.
 */
import { CUSTOMER_CODE_REQUIRED } from '@cp/schemas/messages/activations';
import type { Db } from '../../db/client';
import { AppError, ErrorCode } from '../../errors';
import type { ActivationActor } from './actor';
import { decideActivation, digitsAmount } from './decision';

export interface ApproveInput {
  approvedAmount?: number | string | null;
  customerCode: string;
  contacts: string[];
  paymentTerms?: string;
}

export async function approveActivation(options: {
  db: Db;
  actor: ActivationActor;
  id: string;
  input: ApproveInput;
}) {
  const { input } = options;
  const customerCode = (input.customerCode ?? '').trim();
  return decideActivation({
    ...options,
    decision: {
      action: 'approve',
      status: 'APPROVED',
      contacts: input.contacts,
      check: () => {
        if (!customerCode)
          throw new AppError(ErrorCode.Validation, CUSTOMER_CODE_REQUIRED, {
            fields: { customerCode: CUSTOMER_CODE_REQUIRED },
          });
      },
      columns: () => ({
        approvedAmount: digitsAmount(input.approvedAmount),
        customerCode,
        paymentTerms: (input.paymentTerms ?? '').trim(),
      }),
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
      customerTemplate: 'activation-approved',
    },
  });
}
