/** Retention of decision records (README 'Regulation B'): a record's legal hold and the purge job's report. */
import { z } from 'zod';
import { LEGAL_HOLD_REASON_REQUIRED } from '../messages/retention';

/** Set or release a hold: the reason is kept on the audit row (a dispute is a hold whose reason says so). */
export const legalHoldBodySchema = z.object({
  reason: z
    .string({ error: LEGAL_HOLD_REASON_REQUIRED })
    .trim()
    .min(3, { error: LEGAL_HOLD_REASON_REQUIRED })
    .max(500, { error: LEGAL_HOLD_REASON_REQUIRED }),
});
export type LegalHoldBody = z.input<typeof legalHoldBodySchema>;

/** The record's retention state on its details page. */
export interface RetentionView {
  hold: { reason: string; setAt: string; setBy: string | null } | null;
  purgedAt: string | null;
  /** Whether the signed-in user may set or release the hold. */
  canHold: boolean;
}

export interface RetentionPurgeView {
  submissionId: string;
  applicationNumber: string | null;
  unitId: string;
  decisionDate: string | null;
  noticeDate: string;
  purgedAt: string;
  filesRemoved: number;
}

/** One run of the daily job with what it purged (Super Admins). */
export interface RetentionRunView {
  id: string;
  startedAt: string;
  finishedAt: string | null;
  purgedCount: number;
  skippedHeldCount: number;
  purged: RetentionPurgeView[];
}
