/**
 * The columns of a list row, whatever the kind, and the row as the console contract's list item. The list
 * (a page of rows) and the details page (one row) select the same fields, so both answer the same shape.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SubmissionListItem } from '@cp/schemas/contracts/submissions';
import type { DbOrTx } from '../../db/client';
import { submissions, units, type EsignStatus } from '../../db/schema';
import { sentChipOf } from './sent-chip';

export const company = alias(units, 'company_unit');
export const division = alias(units, 'division_unit');
const s = submissions;

/** The columns of a list row, in the order of the statement's select list (see list-submissions). */
export const LIST_FIELDS = {
  id: s.id,
  companyId: s.companyId,
  divisionId: s.divisionId,
  quickCreditAmount: sql<string>`coalesce(${division.quickCreditAmount}, ${company.quickCreditAmount})`,
  applicationNumber: s.applicationNumber,
  status: s.status,
  email: s.email,
  // The answers through the version's field roles (the row's facts), whatever the fields are named.
  client: sql<string | null>`${s.facts}->>'legalName'`,
  contactName: sql<string | null>`${s.facts}->>'contactName'`,
  city: sql<string | null>`${s.facts}->'address'->>'city'`,
  state: sql<string | null>`${s.facts}->'address'->>'state'`,
  zip: sql<string | null>`${s.facts}->'address'->>'zip'`,
  duns: sql<string | null>`${s.facts}->>'duns'`,
  companyCode: company.code,
  companyName: company.name,
  divisionCode: division.code,
  divisionName: division.name,
  customerCode: s.customerCode,
  addDate: s.addDate,
  signatureDate: s.signatureDate,
  approvedOrDeniedDate: s.approvedOrDeniedDate,
  applicationOpened: s.applicationOpened,
  notifiedDate: s.notifiedDate,
  contacts: s.contacts,
  approvedBy: s.approvedBy,
  notifiedBy: s.notifiedBy,
  denialCode: s.denialCode,
  /** The denial code's description in the record's unit (the Reviewed row shows code or description). */
  denialDescription: sql<
    string | null
  >`(select dc.description from denial_codes dc where ${s.denialCode} <> '' and dc.code = ${s.denialCode} and dc.unit_id = coalesce(${s.divisionId}, ${s.companyId}) order by dc.delete_date nulls first limit 1)`,
  approvedAmount: s.approvedAmount,
  amountReq: s.amountReq,
  paymentTerms: s.paymentTerms,
  netTerms: s.netTerms,
  isCod: s.isCod,
  notes: s.notes,
  docuSignEnvelopeId: s.docuSignEnvelopeId,
  docuSignCompleted: s.docuSignCompleted,
  /** The state of the latest e-signature agreement (its highest attempt), null when none was sent. */
  esignStatus: sql<EsignStatus | null>`(select e.status from esign_envelopes e where e.submission_id = ${s.id} order by e.attempt desc limit 1)`,
  contactNames: sql<
    string[] | null
  >`(select json_agg(c.name order by c.name) from contacts c where c.id = any(${s.contacts}))`,
  possibleDuplicates: sql<
    { id: string; applicationNumber: string | null; companyName: string | null }[] | null
  >`(select json_agg(json_build_object('id', o.id, 'applicationNumber', o.application_number, 'companyName', o.facts->>'legalName') order by o.signature_date desc)
      from submission_duplicates d join submissions o on o.id = case when d.submission_id = ${s.id} then d.duplicate_id else d.submission_id end
      where (d.submission_id = ${s.id} or d.duplicate_id = ${s.id}) and o.delete_date is null)`,
  total: sql<number>`page.total`.mapWith(Number),
};

/**
 * The fields of an export's row (README 'Exports'): the list's, in the same order, without the three that
 * look up other tables per row and that no export column shows (the e-signature state, the possible
 * duplicates, the denial code's description): most of the statement's time on a million rows. The fields
 * that neither `baseItem` nor an export column reads are selected as null too: a million rows then parse no
 * dates, arrays or JSON extractions for them (fewer allocations per row, less heap to grow).
 */
export const NOT_EXPORTED = [
  'city',
  'state',
  'zip',
  'duns',
  'notifiedDate',
  'contacts',
  'approvedBy',
  'notifiedBy',
  'netTerms',
  'isCod',
  'docuSignEnvelopeId',
  'docuSignCompleted',
  'denialDescription',
  'esignStatus',
  'possibleDuplicates',
] as const satisfies readonly (keyof typeof LIST_FIELDS)[];
// The row type stays the list's: the nulled fields are never read from an export's rows (see baseItem).
export const EXPORT_FIELDS = {
  ...LIST_FIELDS,
  ...Object.fromEntries(NOT_EXPORTED.map((name) => [name, sql`null`])),
} as typeof LIST_FIELDS;

/** Rows of `from` (the page's ids, sort dates and total; or one record) with their details and unit names. */
export function selectRows(db: DbOrTx, from: SQL, fields: typeof LIST_FIELDS = LIST_FIELDS) {
  return db
    .select(fields)
    .from(sql`(${from}) as page`)
    .innerJoin(s, sql`${s.id} = page.page_id`)
    .innerJoin(company, eq(company.id, s.companyId))
    .leftJoin(division, eq(division.id, s.divisionId));
}
export type ListRow = Awaited<ReturnType<typeof selectRows>>[number];

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);
const num = (v: string | null): number | null => (v === null ? null : Number(v));

/** A row as the contract's common list item. */
export function baseItem(r: ListRow): SubmissionListItem {
  return {
    id: r.id,
    applicationNumber: r.applicationNumber ?? '',
    status: r.status,
    email: r.email,
    companyName: r.client ?? '',
    contactName: r.contactName ?? '',
    unit: {
      companyId: r.companyId,
      companyCode: r.companyCode,
      companyName: r.companyName,
      divisionId: r.divisionId,
      divisionCode: r.divisionCode,
      divisionName: r.divisionName,
    },
    customerCode: r.customerCode,
    addDate: r.addDate.toISOString(),
    signatureDate: iso(r.signatureDate),
    approvedOrDeniedDate: iso(r.approvedOrDeniedDate),
    approvedAmount: num(r.approvedAmount),
    amountReq: num(r.amountReq),
    paymentTerms: r.paymentTerms,
    denialCode: r.denialCode,
    notes: r.notes,
    contactNames: r.contactNames ?? [],
    sentChip: r.status === 'SENT' ? sentChipOf(r.addDate, r.applicationOpened) : null,
    possibleDuplicates: (r.possibleDuplicates ?? []).map((d) => ({
      id: d.id,
      applicationNumber: d.applicationNumber ?? '',
      companyName: d.companyName ?? '',
    })),
    quickCreditAmount: Number(r.quickCreditAmount),
  };
}
