/** The latest carrier check of a record (README 'Carrier checks'), as the credit file and scorecard read it. */
import { desc, eq } from 'drizzle-orm';
import type { CarrierCheckSummary } from '@cp/schemas/contracts/carriers';
import type { DbOrTx } from '../db/client';
import { carrierChecks } from '../db/schema';

export async function latestCarrierCheck(
  db: DbOrTx,
  submissionId: string,
): Promise<CarrierCheckSummary | null> {
  const [row] = await db
    .select({
      checkedAt: carrierChecks.checkedAt,
      verdict: carrierChecks.verdict,
      problems: carrierChecks.problems,
    })
    .from(carrierChecks)
    .where(eq(carrierChecks.submissionId, submissionId))
    .orderBy(desc(carrierChecks.checkedAt))
    .limit(1);
  return row
    ? { checkedAt: row.checkedAt.toISOString(), verdict: row.verdict, problems: row.problems }
    : null;
}
