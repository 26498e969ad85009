/**
 * Every job kind on the queue (kind.ts): a new kind is one file in kinds/ plus one entry here (and its queue is
 * created by the first worker that starts; migration 0019 created the first ones). The outbox's own kinds
 * ('email', 'esign.envelope', 'esign.reminder', handlers/index.ts) are delivered by the 'email-deliver' job.
 */
import type { JobKind } from './kind';
import { emailDeliverKind } from './kinds/email-deliver-handler';
import { emailLogPurgeJob } from './kinds/email-log-purge';
import { filesCleanupJob } from './kinds/files-cleanup';
import { pdfRenderKind } from './kinds/pdf-render-handler';

export { DEAD_LETTER_QUEUE, type JobKind } from './kind';

export const JOB_KINDS: readonly JobKind<unknown>[] = [
  emailDeliverKind,
  emailLogPurgeJob,
  filesCleanupJob,
  pdfRenderKind,
] as JobKind<unknown>[];
