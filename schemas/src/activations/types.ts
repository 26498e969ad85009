/**
 * The contract of the Customer Activations list (back-office.md §2): what the list endpoint answers per
 * row. The api builds it (services/activations/list-activations) and the console renders it
 * (admin/src/activations), so it lives here, importable from both.
 */

/** The SENT row's chip (§4): 'Expired' past 30 days since addDate, else 'Opened' once opened, else 'Sent'. */
export type SentChip = 'Sent' | 'Opened' | 'Expired';

export interface ActivationListItem {
  id: string;
  companyId: string;
  divisionId: string | null;
  /** The approval dialog's default: the division's quick credit amount, else the company's (§2). */
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
  /** ISO timestamps. */
  addDate: string;
  signatureDate: string | null;
  approvedOrDeniedDate: string | null;
  denialCode: string;
  approvedAmount: number | null;
  paymentTerms: string;
  notes: string;
  pointOfContact: string;
  sentChip: SentChip | null;
}
