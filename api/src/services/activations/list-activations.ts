/**
 * The Customer Activations list (back-office.md §2): one status (REVIEWED = APPROVED + DENIED), search
 * by words (full text, one index per list), date range, unit filter, the header selection and the actor's
 * scope, one page plus the total in a single round trip.
 */
import { and, desc, eq, gte, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ActivationListItem } from '@cp/schemas/activations/types';
import type { DbOrTx } from '../../db/client';
import { submissions, units } from '../../db/schema';
import { scopeSql, type ActivationActor } from './actor';
import { sentChipOf } from './to-activation';

export const listStatuses = ['SENT', 'NEW', 'PENDING', 'APPROVED', 'DENIED', 'REVIEWED'] as const;
export type ListStatus = (typeof listStatuses)[number];

export interface ListActivationsOptions {
  db: DbOrTx;
  actor: ActivationActor;
  status: ListStatus;
  search?: string;
  /** ISO date (YYYY-MM-DD, inclusive) or timestamp. */
  startDate?: string;
  endDate?: string;
  /** 'All Filters' Company / Division: a company or division id. */
  unitId?: string;
  /** Under REVIEWED only: APPROVED or DENIED; anything else means both. */
  reviewedStatus?: string;
  /** Header selection (cookies selected-company / selected-division); ids or 'ALL'. */
  selectedCompany?: string;
  selectedDivision?: string;
  /** Spec call getList: lists of selected units, intersected with the scope. */
  selectedCompanies?: string[];
  selectedDivisions?: string[];
  offset: number;
  limit: number;
}

const isUuid = (v: string | undefined): v is string => !!v && /^[0-9a-f-]{36}$/i.test(v);
const company = alias(units, 'company_unit');
const division = alias(units, 'division_unit');

function dateBound(value: string | undefined, end: boolean): Date | undefined {
  if (!value) return undefined;
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const d = new Date(dateOnly ? `${value}T00:00:00.000Z` : value);
  if (Number.isNaN(d.getTime())) return undefined;
  if (end && dateOnly) d.setUTCDate(d.getUTCDate() + 1);
  return d;
}

/**
 * The search box as a full-text query: every word typed must begin a word of the record (application
 * number, email, company name, contact, customer code), in any order. Words are what the database's
 * submission_search_vector() makes of the text: runs of letters and digits, so punctuation separates words
 * and can't inject query syntax. 'harb log' finds 'Harbor Logistics'; 'wds10' finds 'WDS1005'.
 */
export function searchQuery(search: string | undefined): string | undefined {
  const words = (search ?? '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, 12);
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : undefined;
}

export function listConditions(o: ListActivationsOptions): SQL[] {
  const s = submissions;
  const reviewed = o.status === 'REVIEWED' || o.status === 'APPROVED' || o.status === 'DENIED';
  const conditions: (SQL | undefined)[] = [
    eq(s.form, 'customer-activation'),
    isNull(s.deleteDate),
    scopeSql(o.actor, { companyId: o.selectedCompany, divisionId: o.selectedDivision }),
  ];
  if (o.status === 'REVIEWED') {
    const one = o.reviewedStatus === 'APPROVED' || o.reviewedStatus === 'DENIED' ? o.reviewedStatus : null;
    conditions.push(one ? eq(s.status, one) : inArray(s.status, ['APPROVED', 'DENIED']));
  } else conditions.push(eq(s.status, o.status));
  const query = searchQuery(o.search);
  if (query) conditions.push(sql`${s.searchVector} @@ to_tsquery('simple', ${query})`);
  const dateColumn = reviewed ? s.approvedOrDeniedDate : s.addDate;
  const start = dateBound(o.startDate, false);
  const end = dateBound(o.endDate, true);
  if (start) conditions.push(gte(dateColumn, start));
  if (end)
    conditions.push(
      o.endDate && /^\d{4}-\d{2}-\d{2}$/.test(o.endDate) ? lt(dateColumn, end) : lte(dateColumn, end),
    );
  if (isUuid(o.unitId)) conditions.push(sql`(${s.companyId} = ${o.unitId} or ${s.divisionId} = ${o.unitId})`);
  const lists = [
    ...(o.selectedCompanies ?? []).filter(isUuid),
    ...(o.selectedDivisions ?? []).filter(isUuid),
  ];
  if (o.selectedCompanies?.length || o.selectedDivisions?.length) {
    const ids = lists.length ? lists : ['00000000-0000-0000-0000-000000000000'];
    conditions.push(sql`(${inArray(s.companyId, ids)} or ${inArray(s.divisionId, ids)})`);
  }
  return conditions.filter((c): c is SQL => !!c);
}

export async function listActivations(
  o: ListActivationsOptions,
): Promise<{ rows: ActivationListItem[]; total: number }> {
  const s = submissions;
  const reviewed = o.status === 'REVIEWED' || o.status === 'APPROVED' || o.status === 'DENIED';
  // The page's ids and the total first, over the narrow index columns; the details, joins and contact
  // names only for the rows of the page.
  const sortDate = reviewed ? s.approvedOrDeniedDate : s.addDate;
  const page = o.db
    .select({
      id: sql<string>`${s.id}`.as('page_id'),
      sortDate: sql<Date | null>`${sortDate}`.as('sort_date'),
      total: sql<number>`count(*) over()`.as('total'),
    })
    .from(s)
    .where(and(...listConditions(o)))
    .orderBy(sql`${sortDate} desc nulls last`, desc(s.id))
    .limit(o.limit)
    .offset(o.offset)
    .as('page');
  const rows = await o.db
    .select({
      id: s.id,
      companyId: s.companyId,
      divisionId: s.divisionId,
      quickCreditAmount: sql<string>`coalesce(${division.quickCreditAmount}, ${company.quickCreditAmount})`,
      applicationNumber: s.applicationNumber,
      status: s.status,
      email: s.email,
      client: sql<string | null>`${s.data}->>'companyName'`,
      companyCode: company.code,
      companyName: company.name,
      divisionCode: division.code,
      divisionName: division.name,
      customerCode: s.customerCode,
      addDate: s.addDate,
      signatureDate: s.signatureDate,
      approvedOrDeniedDate: s.approvedOrDeniedDate,
      applicationOpened: s.applicationOpened,
      denialCode: s.denialCode,
      approvedAmount: s.approvedAmount,
      paymentTerms: s.paymentTerms,
      notes: s.notes,
      pointOfContact: sql<
        string | null
      >`(select string_agg(c.name, ', ' order by c.name) from contacts c where c.id = any(${s.contacts}))`,
      total: sql<number>`${page.total}`.mapWith(Number),
    })
    .from(page)
    .innerJoin(s, eq(s.id, page.id))
    .innerJoin(company, eq(company.id, s.companyId))
    .leftJoin(division, eq(division.id, s.divisionId))
    .orderBy(sql`${page.sortDate} desc nulls last`, sql`${page.id} desc`);
  const total = rows[0]?.total ?? (o.offset > 0 ? await countActivations(o) : 0);
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      companyId: r.companyId,
      divisionId: r.divisionId,
      quickCreditAmount: Number(r.quickCreditAmount),
      applicationNumber: r.applicationNumber ?? '',
      status: r.status,
      email: r.email,
      client: r.client ?? '',
      companyCode: r.companyCode,
      companyName: r.companyName,
      divisionCode: r.divisionCode,
      divisionName: r.divisionName,
      customerCode: r.customerCode,
      addDate: r.addDate.toISOString(),
      signatureDate: r.signatureDate?.toISOString() ?? null,
      approvedOrDeniedDate: r.approvedOrDeniedDate?.toISOString() ?? null,
      denialCode: r.denialCode,
      approvedAmount: r.approvedAmount === null ? null : Number(r.approvedAmount),
      paymentTerms: r.paymentTerms,
      notes: r.notes,
      pointOfContact: r.pointOfContact ?? '',
      sentChip: r.status === 'SENT' ? sentChipOf(r.addDate, r.applicationOpened) : null,
    })),
  };
}

/** Total alone, for a page past the end (the window count is then unavailable). */
async function countActivations(o: ListActivationsOptions): Promise<number> {
  const [row] = await o.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(submissions)
    .where(and(...listConditions(o)));
  return row?.n ?? 0;
}
