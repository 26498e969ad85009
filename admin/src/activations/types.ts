/** What the list endpoint answers per row (api services/activations/list-activations ActivationListItem). */
export interface ActivationRow {
  id: string;
  companyId: string;
  divisionId: string | null;
  quickCreditAmount: number;
  applicationNumber: string;
  status: string;
  email: string;
  client: string;
  companyCode: string;
  companyName: string;
  divisionCode: string | null;
  divisionName: string | null;
  customerCode: string;
  addDate: string;
  signatureDate: string | null;
  approvedOrDeniedDate: string | null;
  denialCode: string;
  approvedAmount: number | null;
  paymentTerms: string;
  notes: string;
  pointOfContact: string;
  sentChip: 'Sent' | 'Opened' | 'Expired' | null;
}

export type ListStatus = 'SENT' | 'NEW' | 'PENDING' | 'APPROVED' | 'DENIED' | 'REVIEWED';

/** The unit the record belongs to: its contacts and denial codes live there. */
export const unitIdOf = (r: { companyId: string; divisionId: string | null }): string =>
  r.divisionId ?? r.companyId;

/** Fields the dialogs and actions need, from a list row or the details record. */
export interface ActivationRef {
  id: string;
  status: string;
  email: string;
  applicationNumber: string;
  companyId: string;
  divisionId: string | null;
  quickCreditAmount: number;
  notes: string;
  customerCode: string;
}
