import type { ActivationListItem } from '@cp/schemas/contracts/activations';

/** What the list endpoint answers per row: the shared contract of the api and the console. */
export type ActivationRow = ActivationListItem;

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
