/**
 * The two calls of the submission kernel (issue 29 item 1): at submit the record joins its customer entity,
 * at approval the customer code given joins the entity's codes. Both run inside the caller's transaction, so
 * the link exists exactly when the submit or the approval does. The matching reads the submission's `facts`
 * (the answers through the field roles, ARCHITECTURE 'Field roles'): migration 0024 customer_link_submission().
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import type { Staff } from '../services/submissions/access';
import { enqueueJob } from '../jobs/queue';
import { rows } from './db';
import { setLimitOnApproval } from './limits';
import { customerSuggestJob } from './suggestions';

/**
 * Links a just-submitted record to its entity; answers the entity's id. A new entity (its name key just set, so
 * queued by migration 0027's trigger) gets its near-name suggestions from a 'customer-suggest' job enqueued here,
 * in the submit's transaction: the trigram search is not part of the submit's match (suggestions.ts).
 */
export async function linkToCustomer(tx: Tx, submissionId: string): Promise<string | null> {
  const [row] = await rows<{ id: string | null; queued: boolean }>(
    tx,
    sql`select id, queued from customer_link_submission_queued(${submissionId}::uuid)`,
  );
  if (row?.id && row.queued) await enqueueJob(tx, customerSuggestJob, { entityId: row.id });
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
