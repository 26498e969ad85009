/**
 * The daily digest of credit reviews due (issue 29 item 7): for each unit with reviews due — the unit of an
 * approved submission of an entity whose review date is today or past — one email to the unit's active
 * contacts listing those customers with links to their credit files. customer_review_digests (migration 0026)
 * holds one row per unit and day, written in the email's transaction, so a job that runs twice (two workers,
 * a retry after a crash) sends each unit's digest once.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { enqueueEmail } from '../mail/enqueue';
import { rows } from './db';
import { utcDay } from './reviews';

export const REVIEW_DIGEST_TEMPLATE = 'reviews-due-digest';

interface DueRow {
  unit_id: string;
  unit_name: string;
  entity_id: string;
  legal_name: string;
  next_review_on: string | Date;
  overdue: number | string;
}

export interface DigestResult {
  /** Units emailed now. */
  sent: number;
  /** Units with reviews due whose digest was already sent today. */
  alreadySent: number;
  /** Units with reviews due but no active contact to tell. */
  noContacts: number;
}

export async function sendReviewDigests(
  db: Db,
  o: { today?: string; origin?: string } = {},
): Promise<DigestResult> {
  const today = o.today ?? utcDay();
  const due = await rows<DueRow>(
    db,
    sql`select distinct u.id as unit_id, u.name as unit_name, e.id as entity_id, e.legal_name,
          e.next_review_on, (${today}::date - e.next_review_on) as overdue
        from customer_entities e
        join customer_links l on l.entity_id = e.id
        join submissions s on s.id = l.submission_id
        join units u on u.id = coalesce(s.division_id, s.company_id)
        where e.merged_into is null and e.next_review_on <= ${today}::date
          and s.status = 'APPROVED' and s.delete_date is null and u.delete_date is null
        order by u.id, e.next_review_on, e.legal_name`,
  );
  const byUnit = new Map<string, DueRow[]>();
  for (const r of due) byUnit.set(r.unit_id, [...(byUnit.get(r.unit_id) ?? []), r]);
  const result: DigestResult = { sent: 0, alreadySent: 0, noContacts: 0 };
  for (const [unitId, list] of byUnit) {
    const contacts = await rows<{ email: string }>(
      db,
      sql`select email from contacts where unit_id = ${unitId}::uuid and active and btrim(email) <> ''
          order by email`,
    );
    if (contacts.length === 0) {
      result.noContacts++;
      continue;
    }
    const sent = await db.transaction(async (tx) => {
      const [claimed] = await rows<{ unit_id: string }>(
        tx,
        sql`insert into customer_review_digests (unit_id, day, customers)
            values (${unitId}::uuid, ${today}::date, ${list.length})
            on conflict do nothing returning unit_id`,
      );
      if (!claimed) return false;
      const emailId = await enqueueEmail(tx, {
        template: REVIEW_DIGEST_TEMPLATE,
        to: contacts.map((c) => c.email),
        unitId,
        context: {
          count: list.length,
          one: list.length === 1,
          unitName: list[0].unit_name,
          asOf: today,
          reviewsUrl: o.origin ? `${o.origin}/reviews` : '',
          customers: list.map((r) => ({
            name: r.legal_name,
            dueOn:
              typeof r.next_review_on === 'string' ? r.next_review_on.slice(0, 10) : utcDay(r.next_review_on),
            overdueDays: Number(r.overdue),
            url: o.origin ? `${o.origin}/customers/${r.entity_id}` : '',
          })),
        },
      });
      await tx.execute(sql`update customer_review_digests set email_id = ${emailId}::uuid
          where unit_id = ${unitId}::uuid and day = ${today}::date`);
      return true;
    });
    if (sent) result.sent++;
    else result.alreadySent++;
  }
  return result;
}
