/**
 * A record as the spec calls answer it (back-office.md §3): the spec's names (`_id`, `company_id`,
 * `division_id`, `companyCode` = the customer code, `approvedBy_id`, …). The kinds add their own fields.
 */
import type { ListRow } from './list-fields';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);
const num = (v: string | null): number | null => (v === null ? null : Number(v));

/** The fields every kind's spec answer shares, from a list row (lists) or a record's row (getById). */
export function specCommon(r: ListRow) {
  return {
    _id: r.id,
    applicationNumber: r.applicationNumber ?? '',
    status: r.status,
    companyCode: r.customerCode,
    email: r.email,
    contacts: r.contacts,
    companyName: r.client ?? '',
    companyContact: r.contactName ?? '',
    company_id: r.companyId,
    division_id: r.divisionId,
    amountReq: num(r.amountReq),
    approvedAmount: num(r.approvedAmount),
    paymentTerms: r.paymentTerms,
    approvedBy_id: r.approvedBy,
    notifiedBy_id: r.notifiedBy,
    notifiedDate: iso(r.notifiedDate),
    approvedOrDeniedDate: iso(r.approvedOrDeniedDate),
    applicationOpened: iso(r.applicationOpened),
    signatureDate: iso(r.signatureDate),
    notes: r.notes,
    addDate: r.addDate.toISOString(),
    deleteDate: null,
  };
}
