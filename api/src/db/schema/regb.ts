/**
 * Regulation B (migration 0033, README 'Regulation B'): the notice of a denial with its one to four specific
 * reasons and its date, one per denied record.
 */
import { jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { users } from './people';
import { submissions } from './submissions';

export const decisionNotices = pgTable(
  'decision_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id),
    denialCode: text('denial_code').notNull(),
    reasons: jsonb('reasons').$type<string[]>().notNull().default([]),
    noticeDate: ts('notice_date').notNull().defaultNow(),
    decidedBy: uuid('decided_by').references(() => users.id),
  },
  (t) => [uniqueIndex('decision_notices_submission').on(t.submissionId)],
);
