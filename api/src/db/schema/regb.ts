/**
 * Regulation B (migration 0033, README 'Regulation B'): the notice of a denial with its one to four specific
 * reasons and its date, one per denied record, with the applicant's request for the statement of reasons.
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
    /** SHA-256 of the private link's token (the link is the credential, as a reference's is). */
    reasonsTokenHash: text('reasons_token_hash'),
    reasonsRequestedAt: ts('reasons_requested_at'),
    /** The request's answer is due 30 days after it (1002.9(a)(3)(ii)). */
    reasonsDue: ts('reasons_due'),
    reasonsNote: text('reasons_note').notNull().default(''),
    statementSentAt: ts('statement_sent_at'),
  },
  (t) => [
    uniqueIndex('decision_notices_submission').on(t.submissionId),
    uniqueIndex('decision_notices_reasons_token').on(t.reasonsTokenHash),
  ],
);
