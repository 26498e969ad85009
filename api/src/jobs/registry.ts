/**
 * Every job kind on the queue (kind.ts): a new kind is one file in kinds/ plus one entry here (and its queue is
 * created by the first worker that starts; migrations 0019 and 0022 created the first ones).
 */
import type { JobKind } from './kind';
import { carrierCheckKind } from './kinds/carrier-check';
import { decisionRetentionJob } from './kinds/decision-retention';
import { customerSuggestKind } from './kinds/customer-suggest';
import { emailDeliverKind } from './kinds/email-deliver-handler';
import { emailLogPurgeJob } from './kinds/email-log-purge';
import { esignEnvelopeKind } from './kinds/esign-envelope';
import { esignReminderKind } from './kinds/esign-reminder';
import { evidenceBundleKind } from './kinds/evidence-bundle';
import { filesCleanupJob } from './kinds/files-cleanup';
import { pdfRenderKind } from './kinds/pdf-render-handler';
import { referenceAnswerPdfKind } from './kinds/reference-answer-pdf';
import { referenceReminderKind } from './kinds/reference-reminder';
import { reviewsDigestJob } from './kinds/reviews-digest';
import { sanctionsRescreenKind } from './kinds/sanctions-rescreen';
import { webhookDeliverKind } from './kinds/webhook-deliver';

export { DEAD_LETTER_QUEUE, type JobKind } from './kind';

export const JOB_KINDS: readonly JobKind<unknown>[] = [
  emailDeliverKind,
  esignEnvelopeKind,
  esignReminderKind,
  emailLogPurgeJob,
  filesCleanupJob,
  pdfRenderKind,
  reviewsDigestJob,
  customerSuggestKind,
  referenceReminderKind,
  referenceAnswerPdfKind,
  sanctionsRescreenKind,
  evidenceBundleKind,
  carrierCheckKind,
  decisionRetentionJob,
  webhookDeliverKind,
] as JobKind<unknown>[];
