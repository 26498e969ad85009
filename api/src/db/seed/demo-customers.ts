/**
 * The demo's credit files (issue 29 item 8, the first half): one customer with submissions in several
 * divisions (the same federal tax id, typed differently), a parent with two subsidiaries, and a near name
 * offered as 'possibly the same customer'. The submissions are the demo's own, given these businesses'
 * answers; the matching itself is the product's (customer_backfill(), migration 0024), and the parent is set
 * as staff would set it, with its audit row and reason.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../client';

/** What the demo names, for its test and the e2e. */
export const DEMO_CUSTOMERS = {
  spread: 'Lone Star Hauling LLC',
  spreadTaxIds: ['74-1234567', '741234567', '74 1234567'],
  near: 'Lone Star Haulers',
  parent: 'Gulf Coast Holdings Inc',
  children: ['Gulf Coast Cold Storage', 'Gulf Coast Drayage'],
} as const;

interface Picked {
  id: string;
  form: 'credit-application' | 'customer-activation';
}

/** Gives a submission a business: its legal name and tax id (seed code names the built-in fields). */
async function giveBusiness(tx: Tx, s: Picked, name: string, taxId: string) {
  const taxPath = s.form === 'credit-application' ? sql`'{bankInfo,federalTaxNumber}'` : sql`'{fedTaxId}'`;
  await tx.execute(sql`update submissions set data = jsonb_set(
        jsonb_set(data, '{companyName}', to_jsonb(${name}::text)), ${taxPath}, to_jsonb(${taxId}::text), true)
    where id = ${s.id}::uuid`);
}

export async function seedDemoCustomers(tx: Tx, staffId: string): Promise<void> {
  const result = (await tx.execute(sql`
    select distinct on (coalesce(division_id, company_id), form) id, form
    from submissions where status in ('NEW', 'PENDING', 'APPROVED', 'DENIED') and delete_date is null
      and jsonb_typeof(data->'address') = 'object'
      and (form = 'customer-activation' or jsonb_typeof(data->'bankInfo') = 'object')
      -- The possible-duplicate pair of the demo keeps its business.
      and id not in (select submission_id from submission_duplicates union select duplicate_id from submission_duplicates)
    order by coalesce(division_id, company_id), form, add_date, id`)) as unknown as { rows: Picked[] };
  const picked = result.rows;
  // Three units' applications and one activation for the spread customer, the rest for the others.
  const applications = picked.filter((p) => p.form === 'credit-application');
  const spread = [
    ...applications.slice(0, 3),
    ...picked.filter((p) => p.form === 'customer-activation').slice(0, 1),
  ];
  const others = picked.filter((p) => !spread.includes(p));
  if (spread.length < 3 || others.length < 4) return;
  for (const [i, s] of spread.entries())
    await giveBusiness(tx, s, DEMO_CUSTOMERS.spread, DEMO_CUSTOMERS.spreadTaxIds[i % 3]);
  await giveBusiness(tx, others[0], DEMO_CUSTOMERS.near, '74-7654321');
  await giveBusiness(tx, others[1], DEMO_CUSTOMERS.parent, '76-1000001');
  await giveBusiness(tx, others[2], DEMO_CUSTOMERS.children[0], '76-1000002');
  await giveBusiness(tx, others[3], DEMO_CUSTOMERS.children[1], '76-1000003');

  await tx.execute(sql`select customer_backfill()`);
  const entityOf = async (s: Picked) => {
    const r = (await tx.execute(
      sql`select entity_id from customer_links where submission_id = ${s.id}::uuid`,
    )) as unknown as { rows: { entity_id: string }[] };
    return r.rows[0].entity_id;
  };
  const parent = await entityOf(others[1]);
  for (const child of [others[2], others[3]]) {
    const id = await entityOf(child);
    await tx.execute(sql`update customer_entities set parent_id = ${parent}::uuid where id = ${id}::uuid`);
    await tx.execute(sql`insert into audit_log (actor_id, actor_kind, action, entity, entity_id, before, after)
      values (${staffId}::uuid, 'user', 'customer-parent', 'customer', ${id}::uuid, '{"parentId":null}'::jsonb,
        jsonb_build_object('parentId', ${parent}::text, 'parentName', ${DEMO_CUSTOMERS.parent}::text,
          'reason', 'Demo: a subsidiary of the holding'))`);
  }
}
