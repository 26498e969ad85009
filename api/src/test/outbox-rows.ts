import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { outbox } from '../db/schema';
import type { EmailMessage } from '../mail/enqueue';

/** The emails written to the outbox for a submission, as enqueued. */
export async function outboxEmailsOf(db: DbOrTx, submissionId: string): Promise<EmailMessage[]> {
  const rows = await db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(eq(outbox.submissionId, submissionId))
    .orderBy(outbox.createdAt);
  return rows.map((r) => r.payload as unknown as EmailMessage);
}
