/**
 * The external shape of a customer activation (back-office.md §3 'Customer activation'): the customer's
 * form data spread at the top level, the workflow columns under their spec names, plus `id` for the
 * console's data provider and a few display helpers (unit names, contact names, SENT chip).
 */
import type { SentChip } from '@cp/schemas/activations/types';
import type { ActivationRow } from './load-activation';

const EXPIRY_MS = 30 * 24 * 60 * 60 * 1000;

/** §4: 'Expired' past 30 days since addDate; otherwise 'Opened' once opened; otherwise 'Sent'. */
export function sentChipOf(addDate: Date, applicationOpened: Date | null, now = new Date()): SentChip {
  if (now.getTime() - addDate.getTime() > EXPIRY_MS) return 'Expired';
  return applicationOpened ? 'Opened' : 'Sent';
}

export interface ActivationUnitNames {
  companyCode: string;
  companyName: string;
  divisionCode: string | null;
  divisionName: string | null;
  /** The approval dialog's default: the division's quick credit amount, else the company's (§2). */
  quickCreditAmount: number;
}

const num = (v: string | null): number | null => (v === null ? null : Number(v));
const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export function toActivation(
  row: ActivationRow,
  extra: { unit?: ActivationUnitNames; contactNames?: string[] } = {},
): Record<string, unknown> {
  return {
    ...row.data,
    id: row.id,
    _id: row.id,
    applicationNumber: row.applicationNumber ?? '',
    status: row.status,
    companyCode: row.customerCode,
    email: row.email,
    contacts: row.contacts,
    amountReq: num(row.amountReq),
    approvedAmount: num(row.approvedAmount),
    paymentTerms: row.paymentTerms,
    approvedBy_id: row.approvedBy,
    company_id: row.companyId,
    division_id: row.divisionId,
    notifiedBy_id: row.notifiedBy,
    notifiedDate: iso(row.notifiedDate),
    docuSign: { envelope_id: row.docuSignEnvelopeId ?? '', completed: row.docuSignCompleted },
    approvedOrDeniedDate: iso(row.approvedOrDeniedDate),
    denialCode: row.denialCode,
    applicationOpened: iso(row.applicationOpened),
    signatureDate: iso(row.signatureDate),
    notes: row.notes,
    addDate: iso(row.addDate),
    deleteDate: iso(row.deleteDate),
    formFamily: row.formFamily,
    sentChip: row.status === 'SENT' ? sentChipOf(row.addDate, row.applicationOpened) : null,
    unit: extra.unit ?? null,
    contactNames: extra.contactNames ?? [],
  };
}
