/** An application's latest envelope (its highest attempt), and whether it is still out for signature. */
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { esignEnvelopes, type EsignStatus } from '../../db/schema';

export type EnvelopeRow = typeof esignEnvelopes.$inferSelect;

/** Queued or waiting for the signer: a new send would be a second agreement. */
export const OUT_FOR_SIGNATURE: readonly EsignStatus[] = ['queued', 'sent', 'delivered', 'signed'];

export async function currentEnvelope(
  db: DbOrTx,
  submissionId: string,
  options: { forUpdate?: boolean } = {},
): Promise<EnvelopeRow | undefined> {
  const query = db
    .select()
    .from(esignEnvelopes)
    .where(eq(esignEnvelopes.submissionId, submissionId))
    .orderBy(desc(esignEnvelopes.attempt))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}
