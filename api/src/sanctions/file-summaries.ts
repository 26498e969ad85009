/**
 * The sanctions screening of every record of a credit file (README 'Sanctions screening'; the credit file's
 * Submissions): when each was last screened and its hits by state, in one statement for the file.
 */
import { sql } from 'drizzle-orm';
import type { SubmissionScreeningSummary } from '@cp/schemas/contracts/sanctions';
import type { DbOrTx } from '../db/client';
import { preparedRows } from '../customers/prepared';

interface Row {
  submission_id: string;
  screened_at: string | Date | null;
  open: number;
  cleared: number;
  confirmed: number;
}

/** By record id; a record never screened is absent. */
export async function screeningsOfCustomer(
  db: DbOrTx,
  entityId: string,
): Promise<Map<string, SubmissionScreeningSummary>> {
  const rows = await preparedRows<Row>(
    db,
    sql`select l.submission_id,
          (select max(s.screened_at) from sanctions_screenings s where s.submission_id = l.submission_id)
            as screened_at,
          count(h.id) filter (where h.status = 'open')::int as open,
          count(h.id) filter (where h.status = 'cleared')::int as cleared,
          count(h.id) filter (where h.status = 'confirmed')::int as confirmed
        from customer_links l
        left join sanctions_hits h on h.submission_id = l.submission_id
        where l.entity_id = ${entityId}::uuid
        group by l.submission_id`,
  );
  return new Map(
    rows
      .filter((r) => r.screened_at !== null)
      .map((r) => [
        r.submission_id,
        {
          screenedAt: new Date(r.screened_at as string).toISOString(),
          open: Number(r.open),
          cleared: Number(r.cleared),
          confirmed: Number(r.confirmed),
        },
      ]),
  );
}
