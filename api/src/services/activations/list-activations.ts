/**
 * The Customer Activations list (back-office.md §2): one status (REVIEWED = APPROVED + DENIED), search
 * by words (full text, one index per list), date range, unit filter, the header selection and the actor's
 * scope, one page plus the total in a single round trip.
 */
import { and, eq, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ActivationListItem } from '@cp/schemas/activations/types';
import type { DbOrTx } from '../../db/client';
import { poolOf, statementName } from '../../db/named';
import {
  submissionCounts,
  submissionStatuses,
  submissions,
  units,
  type SubmissionStatus,
} from '../../db/schema';
import { scopeSql, type ActivationActor, type UnitColumns } from './actor';
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

/** The longest word beginning indexed by submission_search_prefixes() (migration 0002). */
const PREFIX_MAX = 20;

export interface SearchQuery {
  /** For the list's search index: each typed word as a word beginning, all required. */
  prefixes: string;
  /** Words longer than the indexed beginnings, as prefix matches on the record's own words. */
  longWords?: string;
}

/**
 * The search box as a full-text query: every word typed must begin a word of the record (application
 * number, email, company name, contact and customer code), in any order. Words are what the database's
 * submission_search_vector() makes of the text: runs of letters and digits. Punctuation separates words,
 * so it can't inject query syntax. 'harb log' finds 'Harbor Logistics'; 'wds10' finds 'WDS1005'. The list's
 * index holds every word's beginnings up to 20 letters: a longer typed word is looked up by those, then
 * matched whole on the rows found.
 */
export function searchQuery(search: string | undefined): SearchQuery | undefined {
  const words = (search ?? '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, 12);
  if (!words.length) return undefined;
  const long = words.filter((word) => word.length > PREFIX_MAX);
  return {
    prefixes: [...new Set(words.map((word) => word.slice(0, PREFIX_MAX)))].join(' & '),
    longWords: long.length ? long.map((word) => `${word}:*`).join(' & ') : undefined,
  };
}

const FORM = 'customer-activation';
const reviewedStatuses = ['APPROVED', 'DENIED'] as const;

/** The statuses a list shows: REVIEWED is approved and denied, narrowed by its own status filter. */
function statusesOf(o: ListActivationsOptions): SubmissionStatus[] {
  if (o.status !== 'REVIEWED') return [o.status];
  const one = o.reviewedStatus === 'APPROVED' || o.reviewedStatus === 'DENIED' ? o.reviewedStatus : null;
  return one ? [one] : [...reviewedStatuses];
}

const isReviewed = (o: ListActivationsOptions) =>
  o.status === 'REVIEWED' || o.status === 'APPROVED' || o.status === 'DENIED';

/**
 * The unit conditions (the actor's scope, the header selection, 'All Filters' Company / Division, the spec
 * call's lists) on any table with company and division columns: the submissions or their counts.
 */
function unitConditions(o: ListActivationsOptions, columns: UnitColumns): SQL[] {
  const { companyId, divisionId } = columns;
  const conditions: (SQL | undefined)[] = [
    scopeSql(o.actor, { companyId: o.selectedCompany, divisionId: o.selectedDivision }, columns),
  ];
  if (isUuid(o.unitId)) conditions.push(sql`(${companyId} = ${o.unitId} or ${divisionId} = ${o.unitId})`);
  const lists = [
    ...(o.selectedCompanies ?? []).filter(isUuid),
    ...(o.selectedDivisions ?? []).filter(isUuid),
  ];
  if (o.selectedCompanies?.length || o.selectedDivisions?.length) {
    const ids = lists.length ? lists : ['00000000-0000-0000-0000-000000000000'];
    conditions.push(sql`(${inArray(companyId, ids)} or ${inArray(divisionId, ids)})`);
  }
  return conditions.filter((c): c is SQL => !!c);
}

function dateConditions(o: ListActivationsOptions): SQL[] {
  const dateColumn = isReviewed(o) ? submissions.approvedOrDeniedDate : submissions.addDate;
  const start = dateBound(o.startDate, false);
  const end = dateBound(o.endDate, true);
  const conditions: SQL[] = [];
  if (start) conditions.push(gte(dateColumn, start));
  if (end)
    conditions.push(
      o.endDate && /^\d{4}-\d{2}-\d{2}$/.test(o.endDate) ? lt(dateColumn, end) : lte(dateColumn, end),
    );
  return conditions;
}

/**
 * A status or form as an SQL literal, not a parameter: a prepared statement's generic plan can then use the
 * partial indexes of that list (their predicates name the value). Only the fixed values are accepted.
 */
function literal(value: string, allowed: readonly string[]): SQL {
  if (!allowed.includes(value)) throw new Error(`Not a list value: ${value}`);
  return sql.raw(`'${value}'`);
}

export function listConditions(o: ListActivationsOptions): SQL[] {
  const s = submissions;
  const query = searchQuery(o.search);
  // With a search, each status is its own OR arm so the planner can use each list's search index.
  const statusAndSearch = statusesOf(o).map((status) => {
    const isStatus = sql`${s.status} = ${literal(status, submissionStatuses)}`;
    if (!query) return isStatus;
    return and(
      isStatus,
      sql`submission_search_prefixes(${s.searchVector}) @@ to_tsquery('simple', ${query.prefixes})`,
      query.longWords ? sql`${s.searchVector} @@ to_tsquery('simple', ${query.longWords})` : undefined,
    );
  });
  return [
    sql`${s.form} = ${literal(FORM, [FORM])}`,
    isNull(s.deleteDate),
    or(...statusAndSearch) as SQL,
    ...dateConditions(o),
    ...unitConditions(o, { companyId: s.companyId, divisionId: s.divisionId }),
  ];
}

/**
 * The total of a list without a search or date range, from the counts the database keeps per form,
 * status and unit (submission_counts): exact, and a sum over a few rows whatever the list's size.
 */
function countedTotal(o: ListActivationsOptions): SQL<number> | undefined {
  if (searchQuery(o.search) || dateConditions(o).length) return undefined;
  const c = submissionCounts;
  const where = and(
    sql`${c.form} = ${literal(FORM, [FORM])}`,
    sql`${c.status} in (${sql.join(
      statusesOf(o).map((status) => literal(status, submissionStatuses)),
      sql`, `,
    )})`,
    ...unitConditions(o, { companyId: c.companyId, divisionId: c.divisionId }),
  );
  return sql<number>`(select coalesce(sum(${c.n}), 0) from ${c} where ${where})`;
}

/** The columns of a list row, in the order of the statement's select list (see `runPrepared`). */
const LIST_FIELDS = {
  id: submissions.id,
  companyId: submissions.companyId,
  divisionId: submissions.divisionId,
  quickCreditAmount: sql<string>`coalesce(${division.quickCreditAmount}, ${company.quickCreditAmount})`,
  applicationNumber: submissions.applicationNumber,
  status: submissions.status,
  email: submissions.email,
  client: sql<string | null>`${submissions.data}->>'companyName'`,
  companyCode: company.code,
  companyName: company.name,
  divisionCode: division.code,
  divisionName: division.name,
  customerCode: submissions.customerCode,
  addDate: submissions.addDate,
  signatureDate: submissions.signatureDate,
  approvedOrDeniedDate: submissions.approvedOrDeniedDate,
  applicationOpened: submissions.applicationOpened,
  denialCode: submissions.denialCode,
  approvedAmount: submissions.approvedAmount,
  paymentTerms: submissions.paymentTerms,
  notes: submissions.notes,
  pointOfContact: sql<
    string | null
  >`(select string_agg(c.name, ', ' order by c.name) from contacts c where c.id = any(${submissions.contacts}))`,
  total: sql<number>`page.total`.mapWith(Number),
};

/** A page of the list: the rows of `page` (ids, sort dates and the total) with their details. */
function pageQuery(db: DbOrTx, page: SQL) {
  const s = submissions;
  return db
    .select(LIST_FIELDS)
    .from(sql`(${page}) as page`)
    .innerJoin(s, sql`${s.id} = page.page_id`)
    .innerJoin(company, eq(company.id, s.companyId))
    .leftJoin(division, eq(division.id, s.divisionId))
    .orderBy(sql`page.sort_date desc nulls last, page.page_id desc nulls last`);
}
type ListRow = Awaited<ReturnType<typeof pageQuery>>[number];

export async function listActivations(
  o: ListActivationsOptions,
): Promise<{ rows: ActivationListItem[]; total: number }> {
  const s = submissions;
  const sortDate = isReviewed(o) ? s.approvedOrDeniedDate : s.addDate;
  const where = and(...listConditions(o));
  // The page size is part of the statement text (the list offers a few sizes), and so is the offset of the
  // first pages: with a parameter there PostgreSQL costs a generic plan for an unknown, large offset and
  // plans every run again (0.55 ms of planning for 0.15 ms of work). Deeper pages, rarer, keep the offset
  // a parameter, which bounds the statements each connection keeps.
  const limit = sql.raw(String(Math.max(1, Math.min(1000, Math.trunc(o.limit)))));
  const offset =
    o.offset <= 10 * o.limit ? sql.raw(String(Math.max(0, Math.trunc(o.offset)))) : sql`${o.offset}`;
  const order = sql`sort_date desc nulls last, page_id desc nulls last limit ${limit} offset ${offset}`;
  const counted = countedTotal(o);
  // The page's ids first, with the total; the details, joins and contact names only for its rows. Without a
  // search or date range the page is the first rows of the list's index and the total is counted. With
  // one, the matches are found once (a search: through the list's search index) and both the total and the
  // page come from them; a window count would let PostgreSQL 15 walk the date index instead, expecting
  // the LIMIT to stop it early, and then read every row of the list.
  const page = counted
    ? sql`select ${s.id} as page_id, ${sortDate} as sort_date, ${counted} as total
          from ${s} where ${where} order by ${sortDate} desc nulls last, ${s.id} desc nulls last
          limit ${limit} offset ${offset}`
    : sql`with matches as (select ${s.id} as page_id, ${sortDate} as sort_date from ${s} where ${where})
          select page_id, sort_date, (select count(*) from matches) as total from matches order by ${order}`;
  const rows = await runPrepared(o.db, pageQuery(o.db, page));
  const total = rows[0]?.total ?? (o.offset > 0 ? await countActivations(o, counted) : 0);
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

const FIELD_NAMES = Object.keys(LIST_FIELDS) as (keyof ListRow)[];

/**
 * Runs a list query as a named prepared statement, one per distinct SQL text (the values are parameters, so
 * the texts are few: one per list, kind of filter and shape of scope). PostgreSQL then parses it once per
 * connection and, after a few runs, reuses a generic plan: planning was about 60% of the server's time
 * for a page (0.6-0.8 ms of 1.1 ms, measured on 1,000,000 rows).
 *
 * The statement is rendered once, to name it by its text and to run it: drizzle's `prepare(name)` would
 * build and render it again (drizzle was about 30% of the API's CPU on this list). On a PostgreSQL server
 * it goes straight to the pool; its rows come back in the order of LIST_FIELDS, with node-postgres's own
 * types (timestamps as Date, numerics and counts as strings, converted below). PGlite has one connection
 * and no statement names, and a transaction has no pool of its own: those go through drizzle.
 */
async function runPrepared(
  db: DbOrTx,
  query: { toSQL(): { sql: string; params: unknown[] }; execute(): Promise<ListRow[]> },
): Promise<ListRow[]> {
  const pool = poolOf(db);
  if (!pool) return query.execute();
  const { sql: text, params } = query.toSQL();
  const name = statementName('list', text);
  const result = await pool.query<unknown[]>({ name, text, values: params, rowMode: 'array' });
  return result.rows.map((values) => {
    const row = Object.fromEntries(FIELD_NAMES.map((key, i) => [key, values[i]])) as ListRow;
    row.total = Number(row.total);
    return row;
  });
}

/** Total alone, for a page past the end (the page's rows then carry none). */
async function countActivations(
  o: ListActivationsOptions,
  counted: SQL<number> | undefined,
): Promise<number> {
  if (counted) {
    const [row] = await o.db.select({ n: counted.mapWith(Number) }).from(sql`(select 1) as one`);
    return row?.n ?? 0;
  }
  const [row] = await o.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(submissions)
    .where(and(...listConditions(o)));
  return row?.n ?? 0;
}
