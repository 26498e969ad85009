import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { emailMessages } from '../db/schema';
import type { EmailMessage } from '../mail/enqueue';

/** The emails written to the Email log for a submission, as enqueued. */
export async function outboxEmailsOf(db: DbOrTx, submissionId: string): Promise<EmailMessage[]> {
  const rows = await db
    .select({ payload: emailMessages.payload })
    .from(emailMessages)
    .where(eq(emailMessages.submissionId, submissionId))
    .orderBy(asc(emailMessages.createdAt));
  return rows.map((r) => r.payload as unknown as EmailMessage);
}
