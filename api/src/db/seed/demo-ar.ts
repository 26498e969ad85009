/**
 * The demo's accounts receivable (issue 29 item 8): an AR aging import for every unit where a demo customer
 * has a limit, dated the end of last month, with lines in every bucket (one customer over 85 % of its limit),
 * and a group limit on the demo's parent company — so the credit file's 'Limits and exposure' section, the
 * utilisation and the group totals have real figures. Lines are matched by customer code, as an import does.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { DEMO_CUSTOMERS } from './demo-customers';

export async function seedDemoAr(tx: Tx, staffId: string): Promise<void> {
  // The demo's approvals were inserted, not made through the approval call: their limits as the migration
  // records those of older approvals.
  await tx.execute(sql`select customer_limits_backfill()`);
  const limits = (await tx.execute(sql`
    select c.entity_id, c.unit_id, c.amount::float8 as amount,
      (select code from unnest(e.customer_codes) code limit 1) as code
    from customer_limits c join customer_entities e on e.id = c.entity_id
    where cardinality(e.customer_codes) > 0
    order by c.unit_id, e.legal_name`)) as unknown as {
    rows: { entity_id: string; unit_id: string; amount: number; code: string }[];
  };
  const byUnit = new Map<string, typeof limits.rows>();
  for (const l of limits.rows) byUnit.set(l.unit_id, [...(byUnit.get(l.unit_id) ?? []), l]);
  let n = 0;
  for (const [unitId, lines] of byUnit) {
    const imported =
      (await tx.execute(sql`insert into ar_imports (unit_id, as_of, file_name, row_count, imported_by)
      values (${unitId}::uuid, (date_trunc('month', current_date) - interval '1 day')::date, 'demo-aging.csv',
        ${lines.length}, ${staffId}::uuid) returning id, as_of`)) as unknown as {
        rows: { id: string; as_of: string }[];
      };
    const { id } = imported.rows[0];
    for (const [i, l] of lines.entries()) {
      n += 1;
      // Spread over the buckets; every fourth customer is stretched past 85 % of its limit.
      const total = Math.round(l.amount * (n % 4 === 0 ? 0.92 : 0.15 + (n % 5) * 0.1));
      const b = [0.5, 0.2, 0.15, 0.1, 0.05].map((f) => Math.round(total * f));
      await tx.execute(sql`insert into ar_lines (import_id, line, unit_id, as_of, customer_code, tax_id,
          current, days_1_30, days_31_60, days_61_90, days_over_90, total, entity_id)
        select ${id}::uuid, ${i + 2}, ${unitId}::uuid, as_of, ${l.code}, '', ${b[0]}, ${b[1]}, ${b[2]}, ${b[3]},
          ${b[4]}, ${b[0] + b[1] + b[2] + b[3] + b[4]}, ${l.entity_id}::uuid
        from ar_imports where id = ${id}::uuid`);
    }
  }
  await tx.execute(sql`update customer_entities set group_limit = 150000
      where legal_name = ${DEMO_CUSTOMERS.parent} and merged_into is null`);
}
