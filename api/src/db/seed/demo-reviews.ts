/**
 * The demo's credit reviews (issue 29 item 8, reviews): every demo customer with an approval gets its review
 * date as the product sets it (customer_review_backfill(), migration 0026), those the demo AR import shows past
 * 85 % of their limit are due now (as an import makes them), then one is made overdue (brought forward by
 * utilisation three weeks ago), one due today, and one carries a review done last year with its
 * note, so the Reviews list, its filter and the credit file's review card all have something real to show.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../client';

export const DEMO_REVIEW_NOTE = 'Demo: paying within terms, AR current; limit kept.';

export async function seedDemoReviews(tx: Tx, staffId: string): Promise<void> {
  await tx.execute(sql`select customer_review_backfill()`);
  // The demo AR import (demo-ar.ts) shows some customers past 85 % of their limit: due now, as an import does.
  await tx.execute(sql`update customer_entities e set next_review_on = current_date, review_reason = 'utilisation'
    where exists (select 1 from ar_lines l join customer_limits c on c.entity_id = l.entity_id
        and c.unit_id = l.unit_id where l.entity_id = e.id and c.amount > 0 and l.total > 0.85 * c.amount)`);
  const found = (await tx.execute(sql`
    select id from customer_entities where merged_into is null and next_review_on is not null
    order by legal_name, id limit 3`)) as unknown as { rows: { id: string }[] };
  const [overdue, today, reviewed] = found.rows;
  if (overdue)
    await tx.execute(sql`update customer_entities set next_review_on = current_date - 21,
        review_reason = 'utilisation' where id = ${overdue.id}::uuid`);
  if (today)
    await tx.execute(sql`update customer_entities set next_review_on = current_date,
        review_reason = 'approval' where id = ${today.id}::uuid`);
  if (reviewed) {
    await tx.execute(sql`update customer_entities set next_review_on = (current_date - 330 + interval '12 months')::date,
        review_reason = 'review' where id = ${reviewed.id}::uuid`);
    await tx.execute(sql`insert into audit_log (actor_id, actor_kind, action, entity, entity_id, before, after, at)
      values (${staffId}::uuid, 'user', 'customer-review', 'customer', ${reviewed.id}::uuid,
        '{"reviewReason":"approval"}'::jsonb,
        jsonb_build_object('reason', ${DEMO_REVIEW_NOTE}::text, 'note', ${DEMO_REVIEW_NOTE}::text,
          'newLimit', null, 'nextReviewOn', to_char((current_date - 330 + interval '12 months')::date, 'YYYY-MM-DD')),
        now() - interval '330 days')`);
  }
}
