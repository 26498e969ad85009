import type { ReactNode } from 'react';
import type { ListStatus, SubmissionListItem } from '@cp/schemas/contracts/submissions';
import type { DocuSignState } from './docuSignStep';

export type { ListStatus };

/** A list row of any kind: the shared contract plus the kind's own columns (read by its column cells). */
export type SubmissionRow = SubmissionListItem & Record<string, unknown>;

/** The unit the record belongs to: its contacts and denial codes live there. */
export const unitIdOf = (r: { companyId: string; divisionId: string | null }): string =>
  r.divisionId ?? r.companyId;

/** Fields the dialogs and actions need, from a list row or the details record. */
export interface SubmissionRef {
  id: string;
  status: string;
  email: string;
  applicationNumber: string;
  companyId: string;
  divisionId: string | null;
  quickCreditAmount: number;
  notes: string;
  customerCode: string;
  /** What the customer asked for (the approval dialog shows it beside the amount). */
  amountReq?: number | null;
  /** The terms already on the record (the approval dialog opens with them). */
  paymentTerms?: string;
  netTerms?: string;
  /** An application's agreement (rows and details of applications carry it). */
  docuSign?: DocuSignState;
}

/** A list row as the dialogs see it (the unit's ids at the top level). */
export const refOf = (r: SubmissionRow): SubmissionRef => ({
  id: r.id,
  status: r.status,
  email: r.email,
  applicationNumber: r.applicationNumber,
  companyId: r.unit.companyId,
  divisionId: r.unit.divisionId,
  quickCreditAmount: r.quickCreditAmount,
  notes: r.notes,
  customerCode: r.customerCode,
  amountReq: r.amountReq,
  paymentTerms: r.paymentTerms,
  netTerms: typeof r.netTerms === 'string' ? r.netTerms : undefined,
  docuSign: r.docuSign as DocuSignState | undefined,
});

/**
 * One column of a list layout. `cell` is a method so a kind's columns may read its own row type (the list
 * hands them that kind's rows only).
 */
export interface Column<Row = SubmissionRow> {
  label: string;
  cell(r: Row): ReactNode;
}
