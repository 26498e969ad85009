/**
 * Staff save of a submitted activation from the details page (spec call `set` with a blank setType):
 * the customer's answers and the workflow fields staff may edit. NEW becomes PENDING; decided records
 * are read-only (§4). Workflow columns are never taken from the customer data.
 */
import { ACTIVATION_CHANGE_DENIED, ACTIVATION_NOT_SUBMITTED } from '@cp/schemas/messages/activations';
import type { Db } from '../../db/client';
import { AppError, ErrorCode } from '../../errors';
import type { ActivationActor } from './actor';
import { applyChange, type ActivationPatch } from './apply-change';
import { assertEditable } from './decision';

/** Fields of the external shape that are workflow columns or display helpers, never customer data. */
const notData = new Set([
  'id',
  '_id',
  'applicationNumber',
  'status',
  'companyCode',
  'email',
  'contacts',
  'amountReq',
  'approvedAmount',
  'paymentTerms',
  'approvedBy_id',
  'company_id',
  'division_id',
  'notifiedBy_id',
  'notifiedDate',
  'docuSign',
  'approvedOrDeniedDate',
  'denialCode',
  'applicationOpened',
  'signatureDate',
  'notes',
  'addDate',
  'deleteDate',
  'formFamily',
  'sentChip',
  'unit',
  'contactNames',
]);

export interface UpdateActivationInput {
  data?: Record<string, unknown>;
  customerCode?: string;
  paymentTerms?: string;
  notes?: string;
}

export function updateActivation(options: {
  db: Db;
  actor: ActivationActor;
  id: string;
  input: UpdateActivationInput;
}) {
  const { input } = options;
  return applyChange({
    ...options,
    action: 'update',
    permission: 'save',
    deniedMessage: ACTIVATION_CHANGE_DENIED,
    guard: (row) => {
      assertEditable(row);
      if (row.status !== 'NEW' && row.status !== 'PENDING')
        throw new AppError(ErrorCode.Conflict, ACTIVATION_NOT_SUBMITTED);
    },
    patch: (row) => {
      const patch: ActivationPatch = {};
      if (input.data) {
        const data = { ...row.data };
        for (const [k, v] of Object.entries(input.data)) if (!notData.has(k)) data[k] = v;
        patch.data = data;
      }
      if (input.customerCode !== undefined)
        patch.customerCode = String(input.customerCode).trim().slice(0, 100);
      if (input.paymentTerms !== undefined)
        patch.paymentTerms = String(input.paymentTerms).trim().slice(0, 100);
      if (input.notes !== undefined) patch.notes = String(input.notes).slice(0, 10_000);
      return patch;
    },
  });
}
