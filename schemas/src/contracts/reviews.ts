/**
 * Periodic credit reviews (issue 29 item 7). Each customer entity with an approval has a next review date:
 * its last approval's date plus the approving unit's review interval (units.reviewMonths; a division's empty
 * value is its company's; default 12 months), after a review done the interval again from that day, and
 * brought forward when an AR import takes its utilisation past 85 %. Under `/api/v1`:
 * - `GET /reviews?due=true|false&page=&perPage=`: the entities the user may see with a review date, soonest
 *   first; `due=true` (the default) only those due today or earlier.
 * - `GET /customers/:id/review`: the entity's review date, why, and the reviews done.
 * - `POST /customers/:id/review`: 'Review done' with a note and an optional new limit (Admin and Super Admin
 *   who may change one of the entity's approved submissions; Read Only never), with an audit row.
 * A daily job emails each unit's active contacts a digest of the reviews due in it, once per unit and day.
 */
import { z } from 'zod';
import { REVIEW_NOTE_REQUIRED, REVIEW_LIMIT_INVALID } from '../messages/reviews';

export const DEFAULT_REVIEW_MONTHS = 12;
export const REVIEW_MONTHS_MAX = 60;
export const REVIEWS_PER_PAGE = 25;
export const REVIEW_NOTE_MAX = 2000;

/** Why the date is what it is. */
export const REVIEW_REASONS = ['approval', 'review', 'utilisation'] as const;
export type ReviewReason = (typeof REVIEW_REASONS)[number];
export const REVIEW_REASON_LABELS: Record<ReviewReason, string> = {
  approval: 'After approval',
  review: 'After last review',
  utilisation: 'Utilisation over 85 %',
};

export const reviewListQuerySchema = z.object({
  due: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(REVIEWS_PER_PAGE),
});
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;

export interface ReviewRow {
  /** The customer entity (its credit file is /customers/:id). */
  id: string;
  legalName: string;
  /** YYYY-MM-DD. */
  nextReviewOn: string;
  reason: ReviewReason;
  /** Days past the review date (0 when due today, negative when not yet due). */
  overdueDays: number;
  /** The units (company or division names) where the user may see an approval of this customer. */
  units: string[];
  /** YYYY-MM-DD of the last approval, null if none the user may see. */
  lastApprovedOn: string | null;
}

export interface ReviewList {
  rows: ReviewRow[];
  total: number;
  page: number;
  perPage: number;
}

export interface ReviewDoneItem {
  /** ISO date-time of the review. */
  at: string;
  by: string;
  note: string;
  newLimit: number | null;
  /** The review date it set (YYYY-MM-DD). */
  nextReviewOn: string;
}

export interface CustomerReview {
  nextReviewOn: string | null;
  reason: ReviewReason | null;
  /** Due today or earlier. */
  due: boolean;
  overdueDays: number | null;
  /** The user may mark a review done (Admin/Super Admin on one of the entity's approved submissions). */
  mayReview: boolean;
  /** The reviews done, newest first (the last 20). */
  history: ReviewDoneItem[];
}

export const reviewDoneSchema = z.object({
  note: z.string().trim().min(1, REVIEW_NOTE_REQUIRED).max(REVIEW_NOTE_MAX),
  newLimit: z
    .number({ message: REVIEW_LIMIT_INVALID })
    .finite(REVIEW_LIMIT_INVALID)
    .min(0, REVIEW_LIMIT_INVALID)
    .max(999_999_999_999, REVIEW_LIMIT_INVALID)
    .nullable()
    .default(null),
});
export type ReviewDoneInput = z.infer<typeof reviewDoneSchema>;

export const reviewPaths = {
  list: '/api/v1/reviews',
  one: (entityId: string) => `/api/v1/customers/${encodeURIComponent(entityId)}/review`,
};
