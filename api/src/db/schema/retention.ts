/**
 * Retention of decision records (migration 0036, README 'Regulation B'): a record's legal hold, the purge's
 * tombstone row per record and the daily job's report.
 */
import { integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { users } from './people';
import { submissions } from './submissions';
import { units } from './units';

/** One open hold per record; releasing deletes the row (the audit trail keeps both). */
export const legalHolds = pgTable('legal_holds', {
  submissionId: uuid('submission_id')
    .primaryKey()
    .references(() => submissions.id),
  reason: text('reason').notNull(),
  setAt: ts('set_at').notNull().defaultNow(),
  setBy: uuid('set_by').references(() => users.id),
});

export const retentionRuns = pgTable('retention_runs', {
  id: uuid('id').primaryKey().defaultRandom(),
  startedAt: ts('started_at').notNull().defaultNow(),
  finishedAt: ts('finished_at'),
  purgedCount: integer('purged_count').notNull().default(0),
  skippedHeldCount: integer('skipped_held_count').notNull().default(0),
});

export const retentionPurges = pgTable(
  'retention_purges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    runId: uuid('run_id').references(() => retentionRuns.id),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id),
    applicationNumber: text('application_number'),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id),
    decisionDate: ts('decision_date'),
    noticeDate: ts('notice_date').notNull(),
    purgedAt: ts('purged_at').notNull().defaultNow(),
    filesRemoved: integer('files_removed').notNull().default(0),
  },
  (t) => [uniqueIndex('retention_purges_submission').on(t.submissionId)],
);
