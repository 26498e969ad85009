/**
 * The WHERE of a list (back-office.md §2): one form and status (REVIEWED = APPROVED + DENIED), search by
 * words (full text, one index per list), date range, unit filter, the header selection and the actor's
 * scope; and its total from the kept counts when there is no search or date range.
 */
import { and, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { ListStatus } from '@cp/schemas/contracts/submissions';
import { parseDate } from '@cp/schemas/dates';
import type { SessionUser } from '@cp/schemas/permissions/types';
import { submissionCounts, submissionStatuses, submissions, type SubmissionStatus } from '../../db/schema';
import { isUuid } from '../units/find-unit';
import { scopeSql, type UnitColumns } from './access';
import type { SubmissionKind } from './kind';
import { searchQuery } from './search-query';

export interface ListOptions {
  actor: SessionUser;
  kind: SubmissionKind;
  status: ListStatus;
  search?: string;
  /** Days (YYYY-MM-DD, both included), as the contracts' date filter gives them. */
  startDate?: string;
  endDate?: string;
  /** 'All Filters' Company / Division: a company or division id. */
  unitId?: string;
  /** Under REVIEWED only: APPROVED or DENIED; anything else means both. */
  reviewedStatus?: string;
  /** Header selection (cookies selected-company / selected-division); ids or 'ALL'. */
  selectedCompany?: string;
  selectedDivision?: string;
  /** Spec list calls: lists of selected units, intersected with the scope. */
  selectedCompanies?: string[];
  selectedDivisions?: string[];
  offset: number;
  limit: number;
  /**
   * An export's keyset read (README 'Exports'): the rows after `afterId` in the list's order, without a
   * total or an offset. The order puts rows without a sort date last, so a nullable sort date is read in two
   * parts: the dated rows, then the undated ones ('all' when the sort date is never null).
   */
  keyset?: { part: KeysetPart; afterId?: string };
}

export type KeysetPart = 'dated' | 'undated' | 'all';

const reviewed = ['APPROVED', 'DENIED'] as const;

/** The statuses a list shows: REVIEWED is approved and denied, narrowed by its own status filter. */
function statusesOf(o: ListOptions): SubmissionStatus[] {
  if (o.status !== 'REVIEWED') return [o.status];
  const wanted = (o.reviewedStatus ?? '').toUpperCase();
  return wanted === 'APPROVED' || wanted === 'DENIED' ? [wanted] : [...reviewed];
}

const isReviewed = (o: ListOptions) =>
  o.status === 'REVIEWED' || o.status === 'APPROVED' || o.status === 'DENIED';

/**
 * The date a list is sorted and filtered by: the decision for reviewed lists; the date received
 * (signature) for the kinds that say so under NEW and PENDING; else the date sent (addDate).
 */
export function sortDateOf(o: ListOptions) {
  if (isReviewed(o)) return submissions.approvedOrDeniedDate;
  if (o.status !== 'SENT' && o.kind.receivedDate === 'signatureDate') return submissions.signatureDate;
  return submissions.addDate;
}

/**
 * A bound of the date range, a day (schemas/src/dates.ts: every date shape names one): from its start, or to
 * the start of the next day for the end, so both days are included.
 */
function dayStart(value: string | undefined, next: boolean): Date | undefined {
  const date = parseDate(value);
  if (!date) return undefined;
  const at = new Date(`${date}T00:00:00.000Z`);
  if (next) at.setUTCDate(at.getUTCDate() + 1);
  return at;
}

/**
 * The unit conditions (the actor's scope, the header selection, 'All Filters' Company / Division, the spec
 * call's lists) on any table with company and division columns: the submissions or their counts.
 */
function unitConditions(o: ListOptions, columns: UnitColumns): SQL[] {
  const { companyId, divisionId } = columns;
  const conditions: (SQL | undefined)[] = [
    scopeSql(o.actor, { companyId: o.selectedCompany, divisionId: o.selectedDivision }, columns),
  ];
  if (isUuid(o.unitId)) conditions.push(sql`(${companyId} = ${o.unitId} or ${divisionId} = ${o.unitId})`);
  const lists = [...(o.selectedCompanies ?? []), ...(o.selectedDivisions ?? [])].filter(isUuid);
  if (o.selectedCompanies?.length || o.selectedDivisions?.length) {
    const ids = lists.length ? lists : ['00000000-0000-0000-0000-000000000000'];
    conditions.push(sql`(${inArray(companyId, ids)} or ${inArray(divisionId, ids)})`);
  }
  return conditions.filter((c): c is SQL => !!c);
}

/** The parts a keyset read of the list goes through: a sort date that may be null adds the undated part. */
export const keysetParts = (o: ListOptions): KeysetPart[] =>
  sortDateOf(o) === submissions.addDate ? ['all'] : ['dated', 'undated'];

/**
 * The keyset condition of a part: after the row `afterId` in `sort date desc, id desc`. The row's own sort date
 * is read by the statement (a JavaScript Date would lose the microseconds). A row comparison, so PostgreSQL
 * starts the list's index scan at that row (submissions_list, _reviewed, _received).
 */
export function keysetConditions(o: ListOptions): SQL[] {
  if (!o.keyset) return [];
  const s = submissions;
  const sortDate = sortDateOf(o);
  const { part, afterId } = o.keyset;
  const conditions: SQL[] = [];
  if (part === 'dated') conditions.push(sql`${sortDate} is not null`);
  if (part === 'undated') conditions.push(sql`${sortDate} is null`);
  if (!afterId) return conditions;
  if (part === 'undated') conditions.push(sql`${s.id} < ${afterId}::uuid`);
  else {
    const own = sql`(select k.${sql.identifier(sortDate.name)} from ${s} k where k.id = ${afterId}::uuid)`;
    conditions.push(sql`(${sortDate}, ${s.id}) < (${own}, ${afterId}::uuid)`);
  }
  return conditions;
}

export function dateConditions(o: ListOptions): SQL[] {
  const dateColumn = sortDateOf(o);
  const start = dayStart(o.startDate, false);
  const end = dayStart(o.endDate, true);
  const conditions: SQL[] = [];
  if (start) conditions.push(gte(dateColumn, start));
  if (end) conditions.push(lt(dateColumn, end));
  return conditions;
}

const forms = ['credit-application', 'customer-activation'] as const;

/**
 * A status or form as an SQL literal, not a parameter: a prepared statement's generic plan can then use the
 * partial indexes of that list (their predicates name the value). Only the fixed values are accepted.
 */
function literal(value: string, allowed: readonly string[]): SQL {
  if (!allowed.includes(value)) throw new Error(`Not a list value: ${value}`);
  return sql.raw(`'${value}'`);
}

export function listConditions(o: ListOptions): SQL[] {
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
    sql`${s.form} = ${literal(o.kind.form, forms)}`,
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
export function countedTotal(o: ListOptions): SQL<number> | undefined {
  if (searchQuery(o.search) || dateConditions(o).length) return undefined;
  const c = submissionCounts;
  const where = and(
    sql`${c.form} = ${literal(o.kind.form, forms)}`,
    sql`${c.status} in (${sql.join(
      statusesOf(o).map((status) => literal(status, submissionStatuses)),
      sql`, `,
    )})`,
    ...unitConditions(o, { companyId: c.companyId, divisionId: c.divisionId }),
  );
  return sql<number>`(select coalesce(sum(${c.n}), 0) from ${c} where ${where})`;
}
