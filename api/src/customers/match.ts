/**
 * The two calls of the submission kernel (issue 29 item 1): at submit the record joins its customer entity,
 * at approval the customer code given joins the entity's codes. Both run inside the caller's transaction, so
 * the link exists exactly when the submit or the approval does. The matching reads the submission's `facts`
 * (the answers through the field roles, ARCHITECTURE 'Field roles'): migration 0024 customer_link_submission().
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import type { Staff } from '../services/submissions/access';
import { rows } from './db';
import { setLimitOnApproval } from './limits';

/**
 * Links a just-submitted record to its entity; answers the entity's id. One statement: a new entity is queued for
 * its near-name suggestions by migration 0027's trigger, and the workers' 'customer-suggest' cron computes them
 * (suggestions.ts): the trigram search and its job are not part of the submit's match.
 */
export async function linkToCustomer(tx: Tx, submissionId: string): Promise<string | null> {
  const [row] = await rows<{ id: string | null }>(
    tx,
    sql`select customer_link_submission(${submissionId}::uuid) as id`,
  );
  return row?.id ?? null;
}

/**
 * After an approval: the approved record's customer code on its entity (linking it first if needed) and the
 * entity's limit at the record's unit (limits.ts: refused over a group limit unless confirmed).
 */
export async function recordCustomerApproval(
  tx: Tx,
  submissionId: string,
  o: { staff?: Staff; confirmOverLimit?: boolean } = {},
): Promise<void> {
  const [row] = await rows<{ id: string | null }>(
    tx,
    sql`select customer_record_approval(${submissionId}::uuid) as id`,
  );
  if (row?.id) await setLimitOnApproval(tx, row.id, submissionId, o);
}
