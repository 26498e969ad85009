/**
 * Stage clocks (migration 0037, README 'Analytics'): one narrow row per live submission with the times that
 * open and close its stages, kept by statement triggers on submissions, reference_requests and
 * esign_envelopes (stage_clocks_refresh). The analytics queries read this table, not the wide submissions rows.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { submissions } from './submissions';

export const submissionStageClocks = pgTable(
  'submission_stage_clocks',
  {
    submissionId: uuid('submission_id')
      .primaryKey()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    form: text('form').notNull(),
    companyId: uuid('company_id').notNull(),
    /** The division when the record has one, else its company. */
    unitId: uuid('unit_id').notNull(),
    invitedAt: ts('invited_at').notNull(),
    openedAt: ts('opened_at'),
    /** The submit (signature_date) of a submitted record. */
    submittedAt: ts('submitted_at'),
    /** The approval or denial of a decided record. */
    decidedAt: ts('decided_at'),
    approved: boolean('approved').notNull().default(false),
    /** The first reference request sent; the last one closed (null while any is still open). */
    refsRequestedAt: ts('refs_requested_at'),
    refsAnsweredAt: ts('refs_answered_at'),
    /** Seconds of submitted → decided during which at least one reference request was open. */
    refsOverlapSeconds: doublePrecision('refs_overlap_seconds')
      .notNull()
      .default(sql`0`),
    /** The first completed e-signature envelope. */
    signedAt: ts('signed_at'),
  },
  (t) => [
    index('submission_stage_clocks_unit').on(t.unitId),
    index('submission_stage_clocks_company').on(t.companyId),
    // Migration 0039: each stage's end, for the range's partial months.
    index('submission_stage_clocks_opened').on(t.openedAt),
    index('submission_stage_clocks_submitted').on(t.submittedAt),
    index('submission_stage_clocks_refs_answered').on(t.refsAnsweredAt),
    index('submission_stage_clocks_decided').on(t.decidedAt),
    index('submission_stage_clocks_signed').on(t.signedAt),
  ],
);

/**
 * Stage duration histograms (migration 0039, README 'Analytics'): how many of a stage's durations fall in each
 * log-spaced bucket, per form, unit and month of the stage's end; kept by a statement trigger on the clocks.
 */
export const submissionStageHistograms = pgTable(
  'submission_stage_histograms',
  {
    stage: text('stage').notNull(),
    form: text('form').notNull(),
    companyId: uuid('company_id').notNull(),
    unitId: uuid('unit_id').notNull(),
    /** The first day of the month (UTC) of the stage's end. */
    month: date('month').notNull(),
    /** floor(ln(1 + 10 h) / ln(1.02)) of the hours h. */
    bucket: integer('bucket').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.stage, t.form, t.companyId, t.unitId, t.month, t.bucket] }),
    index('submission_stage_histograms_month').on(t.month),
  ],
);
