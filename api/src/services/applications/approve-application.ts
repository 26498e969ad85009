/**
 * Application Approval (back-office.md §4, §5 'Application approval', §8 'Application details'): a customer
 * code when the application number contains UWL or WDS, a non-zero amount, net terms and at least one
 * contact, the amount within the approver's maximumApprovalAmount; decided once from NEW or PENDING. The
 * customer gets the approved email (bold, first and second paragraphs), the chosen contacts the contact
 * approved body.
 */
import type { ApplicationApproveInput } from '@cp/schemas/contracts/applications';
import {
  APPLICATION_AMOUNT_REQUIRED,
  APPLICATION_CUSTOMER_CODE_REQUIRED,
  APPLICATION_NET_TERMS_REQUIRED,
} from '@cp/schemas/messages/applications';
import { AppError, ErrorCode } from '../../errors';
import { assertWithinApprovalCap, digitsAmount } from '../submissions/approval-cap';
import { queueAgreementFor } from '../esign/send-agreement';
import { approveSubmission, type DecideOptions } from '../submissions/decide';
import { findUnit } from '../units/find-unit';
import { APPLICATION } from './kind';

/** §9: 'Application numbers containing UWL or WDS require a customer code.' */
export const needsCustomerCode = (applicationNumber: string | null): boolean =>
  /UWL|WDS/i.test(applicationNumber ?? '');

const invalid = (field: string, message: string) =>
  new AppError(ErrorCode.Validation, message, { fields: { [field]: message } });

export async function approveApplication(
  options: Omit<DecideOptions, 'kind'> & {
    input: Partial<ApplicationApproveInput>;
    /** The e-signature provider; with it, a unit set to send the agreement on approval does so. */
    esignProvider?: 'builtin' | 'docusign';
  },
) {
  const { input } = options;
  const customerCode = (input.customerCode ?? '').trim();
  const netTerms = (input.netTerms ?? '').trim();
  const approvedAmount = digitsAmount(input.approvedAmount);
  return approveSubmission(
    { ...options, kind: APPLICATION, confirmOverLimit: input.confirmOverLimit },
    input.contacts,
    {
      check: (current) => {
        if (!customerCode && needsCustomerCode(current.applicationNumber))
          throw invalid('customerCode', APPLICATION_CUSTOMER_CODE_REQUIRED);
        if (approvedAmount === null || Number(approvedAmount) === 0)
          throw invalid('approvedAmount', APPLICATION_AMOUNT_REQUIRED);
        if (!netTerms) throw invalid('netTerms', APPLICATION_NET_TERMS_REQUIRED);
        assertWithinApprovalCap(options.actor, approvedAmount);
      },
      columns: (_tx, row) => ({
        approvedAmount,
        netTerms: netTerms.slice(0, 100),
        customerCode: customerCode.slice(0, 100) || row.customerCode,
        paymentTerms: (input.paymentTerms ?? row.paymentTerms).trim().slice(0, 100),
        isCod: input.isCod ?? row.isCod,
        notes: input.notes === undefined ? row.notes : input.notes.slice(0, 10_000),
      }),
      emailFields: (c) => ({
        approvedAmount: c.approvedAmount,
        customerCode: c.customerCode,
        netTerms: c.netTerms,
        paymentTerms: c.paymentTerms,
        isCod: c.isCod,
      }),
      after: async (tx, updated) => {
        if (!options.esignProvider) return;
        const unit = await findUnit(tx, updated.divisionId ?? updated.companyId);
        if (unit?.docuSignOnApproval) await queueAgreementFor(tx, updated, options.esignProvider);
      },
      before: (row) => ({
        status: row.status,
        approvedAmount: row.approvedAmount,
        customerCode: row.customerCode,
        netTerms: row.netTerms,
      }),
    },
  );
}
