/**
 * Stage clocks (migration 0037, README 'Analytics'): one narrow row per live submission with the times that
 * open and close its stages, kept by statement triggers on submissions, reference_requests and
 * esign_envelopes (stage_clocks_refresh). The analytics queries read this table, not the wide submissions rows.
 */
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
  ],
);
