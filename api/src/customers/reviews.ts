/**
 * Periodic credit reviews (issue 29 item 7, schemas/contracts/reviews.ts). The review date lives on the
 * customer entity (migration 0026): set at each approval to the approval's day plus the approving unit's
 * interval, reset by 'Review done', brought forward by an AR import past 85 % utilisation (bringReviewsForward).
 * Dates are calendar days in UTC, like the rest of the product's dates.
 */
import { sql } from 'drizzle-orm';
import type {
  CustomerReview,
  ReviewDoneInput,
  ReviewList,
  ReviewListQuery,
  ReviewReason,
  ReviewRow,
} from '@cp/schemas/contracts/reviews';
import { CUSTOMER_NOT_FOUND } from '@cp/schemas/messages/customers';
import { REVIEW_DENIED, REVIEW_LIMIT_OVER_GROUP, REVIEW_NOT_SCHEDULED } from '@cp/schemas/messages/reviews';
import type { Db, DbOrTx, Tx } from '../db/client';
import { AppError, ErrorCode } from '../errors';
import { scopeSql, type Staff } from '../services/submissions/access';
import { assertMayChangeCustomers, mayOnSubmission, visibleEntitySql } from './access';
import { auditCustomer } from './audit';
import { findEntity, isUuid, linkedSubmissions, rows, type LinkedSubmission } from './db';
import { groupLimitsExceeded } from './limits';
import { currentLimit, emitLimitChanged } from '../webhooks/events';

/** Today's calendar day in UTC (YYYY-MM-DD); tests pass their own. */
export const utcDay = (now = new Date()) => now.toISOString().slice(0, 10);
const day = (v: Date | string | null): string | null =>
  v === null ? null : typeof v === 'string' ? v.slice(0, 10) : utcDay(v);

/**
 * After an approval (in its transaction): the entity of the approved submission is next reviewed the approving
 * unit's interval after the approval's day.
 */
export async function scheduleReviewAfterApproval(tx: Tx, submissionId: string): Promise<void> {
  await tx.execute(sql`update customer_entities e
      set next_review_on = (s.approved_or_denied_date
            + make_interval(months => unit_review_months(coalesce(s.division_id, s.company_id))))::date,
          review_reason = 'approval', updated_at = now()
      from customer_links l join submissions s on s.id = l.submission_id
      where l.submission_id = ${submissionId}::uuid and e.id = l.entity_id
        and s.status = 'APPROVED' and s.approved_or_denied_date is not null`);
}

/**
 * After an AR import: entities whose utilisation passed 85 % are reviewed now (today), unless already due
 * sooner. Answers how many dates moved.
 */
export async function bringReviewsForward(
  db: DbOrTx,
  entityIds: string[],
  today = utcDay(),
): Promise<number> {
  if (entityIds.length === 0) return 0;
  const moved = await rows<{ id: string }>(
    db,
    sql`update customer_entities set next_review_on = ${today}::date, review_reason = 'utilisation',
          updated_at = now()
        where id in (${sql.join(
          entityIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) and merged_into is null
          and (next_review_on is null or next_review_on > ${today}::date)
        returning id`,
  );
  return moved.length;
}

/** `GET /api/v1/reviews`: the entities the user may see with a review date, soonest first. */
/** `after`: an export's keyset read (README 'Exports'), the page after that entity, no offset or total. */
export async function listReviews(
  o: Staff & { db: Db; query: ReviewListQuery; today?: string; after?: string },
): Promise<ReviewList> {
  const today = o.today ?? utcDay();
  const { page, perPage, due } = o.query;
  const scope = scopeSql(o.actor);
  const where = sql`e.merged_into is null and e.next_review_on is not null and ${visibleEntitySql(o)}
      ${due ? sql`and e.next_review_on <= ${today}::date` : sql``}`;
  const found = await rows<{
    id: string;
    legal_name: string;
    next_review_on: string | Date;
    review_reason: ReviewReason | null;
    overdue: number | string;
    units: string[] | null;
    last_approved: string | Date | null;
    total: number | string;
  }>(
    o.db,
    sql`select e.id, e.legal_name, e.next_review_on, e.review_reason,
          (${today}::date - e.next_review_on) as overdue,
          (select array_agg(distinct coalesce(d.name, c.name) order by coalesce(d.name, c.name))
             from customer_links l join submissions on submissions.id = l.submission_id
             join units c on c.id = submissions.company_id left join units d on d.id = submissions.division_id
             where l.entity_id = e.id and submissions.status = 'APPROVED' and submissions.delete_date is null
               ${scope ? sql`and ${scope}` : sql``}) as units,
          (select max(submissions.approved_or_denied_date)::date
             from customer_links l join submissions on submissions.id = l.submission_id
             where l.entity_id = e.id and submissions.status = 'APPROVED' and submissions.delete_date is null
               ${scope ? sql`and ${scope}` : sql``}) as last_approved,
          ${o.after ? sql`0` : sql`count(*) over ()`} as total
        from customer_entities e
        where ${where} ${
          o.after
            ? sql`and (e.next_review_on, lower(e.legal_name), e.id) > (select k.next_review_on,
                lower(k.legal_name), k.id from customer_entities k where k.id = ${o.after}::uuid)`
            : sql``
        }
        order by e.next_review_on, lower(e.legal_name), e.id
        limit ${perPage} offset ${o.after ? 0 : (page - 1) * perPage}`,
  );
  let total = Number(found[0]?.total ?? 0);
  if (found.length === 0 && page > 1 && !o.after) {
    const [count] = await rows<{ n: number | string }>(
      o.db,
      sql`select count(*) as n from customer_entities e where ${where}`,
    );
    total = Number(count?.n ?? 0);
  }
  return {
    rows: found.map((r): ReviewRow => ({
      id: r.id,
      legalName: r.legal_name,
      nextReviewOn: day(r.next_review_on) ?? '',
      reason: r.review_reason ?? 'approval',
      overdueDays: Number(r.overdue),
      units: r.units ?? [],
      lastApprovedOn: day(r.last_approved),
    })),
    total,
    page,
    perPage,
  };
}

/** A review is a credit decision: the user may change one of the entity's approved submissions. */
const mayReviewOf = (staff: Staff, links: LinkedSubmission[]) =>
  links.some((s) => s.status === 'APPROVED' && mayOnSubmission(staff, 'save', s));

/** `GET /api/v1/customers/:id/review`. */
export async function getReview(o: Staff & { db: Db; id: string; today?: string }): Promise<CustomerReview> {
  if (!isUuid(o.id)) throw new AppError(ErrorCode.NotFound, CUSTOMER_NOT_FOUND);
  const entity = await findEntity(o.db, o.id);
  const links = await linkedSubmissions(o.db, entity.id);
  if (!links.some((s) => mayOnSubmission(o, 'read', s)))
    throw new AppError(ErrorCode.NotFound, CUSTOMER_NOT_FOUND);
  const today = o.today ?? utcDay();
  const [row] = await rows<{ next_review_on: string | Date | null; review_reason: ReviewReason | null }>(
    o.db,
    sql`select next_review_on, review_reason from customer_entities where id = ${entity.id}::uuid`,
  );
  const history = await rows<{
    at: Date | string;
    first_name: string | null;
    last_name: string | null;
    email: string | null;
    after: { note?: string; newLimit?: number | null; nextReviewOn?: string } | null;
  }>(
    o.db,
    sql`select a.at, u.first_name, u.last_name, u.email, a.after
        from audit_log a left join users u on u.id = a.actor_id
        where a.entity = 'customer' and a.entity_id = ${entity.id}::uuid and a.action = 'customer-review'
        order by a.at desc, a.id desc limit 20`,
  );
  const next = day(row?.next_review_on ?? null);
  const overdue = next === null ? null : Math.round((Date.parse(today) - Date.parse(next)) / 86_400_000);
  return {
    nextReviewOn: next,
    reason: row?.review_reason ?? null,
    due: overdue !== null && overdue >= 0,
    overdueDays: overdue,
    mayReview: mayReviewOf(o, links),
    history: history.map((h) => ({
      at: new Date(h.at).toISOString(),
      by: `${h.first_name ?? ''} ${h.last_name ?? ''}`.trim() || (h.email ?? 'Staff'),
      note: h.after?.note ?? '',
      newLimit: typeof h.after?.newLimit === 'number' ? h.after.newLimit : null,
      nextReviewOn: h.after?.nextReviewOn ?? '',
    })),
  };
}

/**
 * `POST /api/v1/customers/:id/review`: 'Review done'. The next review is the interval of the unit of the
 * entity's last approval (one the user may decide on) after today; a new limit replaces the entity's limit at
 * that unit; the note and the new limit are kept in the audit row, which the credit file's timeline shows.
 * Answers the new review date.
 */
export async function markReviewDone(
  o: Staff & { db: Db; id: string; input: ReviewDoneInput; ip?: string; today?: string },
): Promise<{ nextReviewOn: string }> {
  assertMayChangeCustomers(o);
  if (!isUuid(o.id)) throw new AppError(ErrorCode.NotFound, CUSTOMER_NOT_FOUND);
  const today = o.today ?? utcDay();
  return o.db.transaction(async (tx) => {
    const entity = await findEntity(tx, o.id, true);
    const links = await linkedSubmissions(tx, entity.id);
    if (!links.some((s) => mayOnSubmission(o, 'read', s)))
      throw new AppError(ErrorCode.NotFound, CUSTOMER_NOT_FOUND);
    if (!mayReviewOf(o, links)) {
      if (!links.some((s) => s.status === 'APPROVED'))
        throw new AppError(ErrorCode.Validation, REVIEW_NOT_SCHEDULED);
      throw new AppError(ErrorCode.Forbidden, REVIEW_DENIED);
    }
    // The unit of the entity's last approval the user may decide on: its interval, and its limit if changed.
    const last = links.find((s) => s.status === 'APPROVED' && mayOnSubmission(o, 'save', s));
    const [before] = await rows<{ next_review_on: string | Date | null; review_reason: string | null }>(
      tx,
      sql`select next_review_on, review_reason from customer_entities where id = ${entity.id}::uuid`,
    );
    const [after] = await rows<{ next_review_on: string | Date }>(
      tx,
      sql`update customer_entities
          set next_review_on = (${today}::date + make_interval(months => unit_review_months(
                coalesce(${last?.division_id ?? null}::uuid, ${last?.company_id ?? null}::uuid))))::date,
              review_reason = 'review', updated_at = now()
          where id = ${entity.id}::uuid returning next_review_on`,
    );
    const nextReviewOn = day(after.next_review_on) ?? '';
    if (o.input.newLimit !== null && last) {
      const unitId = last.division_id ?? last.company_id;
      const previous = await currentLimit(tx, entity.id, unitId);
      await tx.execute(sql`update customer_limits set amount = ${o.input.newLimit}, set_at = now()
          where entity_id = ${entity.id}::uuid
            and unit_id = coalesce(${last.division_id}::uuid, ${last.company_id}::uuid)`);
      // The group limits hold for a review's new limit as for an approval's (limits.ts): refused, nothing saved.
      if ((await groupLimitsExceeded(tx, entity.id)).length)
        throw new AppError(ErrorCode.Rule, REVIEW_LIMIT_OVER_GROUP, {
          fields: { newLimit: REVIEW_LIMIT_OVER_GROUP },
        });
      // README 'Webhooks': the review's new limit to the company's ERP once this commits.
      await emitLimitChanged(tx, entity.id, unitId, 'review', previous);
    }
    await auditCustomer(
      tx,
      { ...o, ip: o.ip },
      'customer-review',
      entity.id,
      { nextReviewOn: day(before?.next_review_on ?? null), reviewReason: before?.review_reason ?? null },
      { reason: o.input.note, note: o.input.note, newLimit: o.input.newLimit, nextReviewOn },
    );
    return { nextReviewOn };
  });
}
