/**
 * The latest carrier check of every record of a credit file (README 'Carrier checks'; the credit file's
 * Submissions), in one statement for the file.
 */
import { sql } from 'drizzle-orm';
import type { CarrierCheckSummary, CarrierVerdict } from '@cp/schemas/contracts/carriers';
import type { DbOrTx } from '../db/client';
import { preparedRows } from '../customers/prepared';

interface Row {
  submission_id: string;
  checked_at: string | Date;
  verdict: CarrierVerdict;
  problems: string[];
}

/** By record id; a record never checked is absent. */
export async function carrierChecksOfCustomer(
  db: DbOrTx,
  entityId: string,
): Promise<Map<string, CarrierCheckSummary>> {
  const rows = await preparedRows<Row>(
    db,
    sql`select distinct on (c.submission_id) c.submission_id, c.checked_at, c.verdict, c.problems
        from customer_links l join carrier_checks c on c.submission_id = l.submission_id
        where l.entity_id = ${entityId}::uuid
        order by c.submission_id, c.checked_at desc`,
  );
  return new Map(
    rows.map((r) => [
      r.submission_id,
      { checkedAt: new Date(r.checked_at).toISOString(), verdict: r.verdict, problems: r.problems },
    ]),
  );
}
