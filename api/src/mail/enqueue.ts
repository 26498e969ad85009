/**
 * Writes an email to the Email log with its 'email-deliver' job. Call it with the transaction of the change that
 * causes the email, so the email and its delivery job exist exactly when the change does. The job renders the
 * template and delivers it (jobs/deliver-email.ts).
 */
import type { DbOrTx } from '../db/client';
import { emailMessages } from '../db/schema';
import { emailDeliverJob, emailPriority } from '../jobs/kinds/email-deliver';
import { enqueueJob } from '../jobs/queue';

export type AttachmentSpec =
  /** The submission's PDF ('Application # N.pdf' / 'Customer Activation # N.pdf'), generated at send time. */
  | {
      kind: 'submission-pdf';
      submissionId: string;
      /** 'customer' (default) leaves out the decision block; 'staff' includes it. */
      copy?: 'customer' | 'staff';
    }
  /** A stored file. */
  | { kind: 'file'; fileId: string; filename?: string };

export interface EmailMessage {
  /** Template name in templates/ (for example 'activation-invitation'), or 'plain' with subject + text. */
  template: string;
  to: string[];
  cc?: string[];
  /** Values for the template; the worker adds the unit's wording and brand from unitId. */
  context: Record<string, unknown>;
  /** Company or division whose wording and brand layout apply. */
  unitId?: string;
  submissionId?: string;
  attachments?: AttachmentSpec[];
  /** The subject of 'plain'; for other templates it replaces the template's subject when given. */
  subject?: string;
  /** The body of 'plain' (other templates have their own text part). */
  text?: string;
}

export async function enqueueEmail(tx: DbOrTx, message: EmailMessage): Promise<string> {
  const [row] = await tx
    .insert(emailMessages)
    .values({
      payload: message as unknown as Record<string, unknown>,
      template: message.template,
      unitId: message.unitId ?? null,
      toAddress: message.to.join(', '),
      subject: message.subject ?? '',
      submissionId: message.submissionId ?? null,
    })
    .returning({ id: emailMessages.id });
  // Its delivery job, in the same transaction (jobs/kinds/email-deliver.ts).
  await enqueueJob(tx, emailDeliverJob, { emailId: row.id }, { priority: emailPriority(message.template) });
  return row.id;
}
