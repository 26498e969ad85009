/** The record's completed e-signature envelope (its latest attempt that completed), or null. */
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { esignEnvelopes } from '../db/schema';

export async function completedEnvelopeOf(db: DbOrTx, submissionId: string) {
  const [row] = await db
    .select()
    .from(esignEnvelopes)
    .where(and(eq(esignEnvelopes.submissionId, submissionId), eq(esignEnvelopes.status, 'completed')))
    .orderBy(desc(esignEnvelopes.attempt))
    .limit(1);
  return row ?? null;
}
