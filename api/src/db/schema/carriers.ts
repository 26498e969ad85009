/** Carrier checks (migration 0031, README 'Carrier checks'): each dated lookup of an application's carrier. */
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { CARRIER_SOURCES, CARRIER_VERDICTS, type CarrierSnapshot } from '@cp/schemas/contracts/carriers';
import { ts } from './columns';
import { users } from './people';
import { submissions } from './submissions';

export const carrierChecks = pgTable(
  'carrier_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id),
    usdot: text('usdot'),
    mc: text('mc'),
    checkedAt: ts('checked_at').notNull().defaultNow(),
    source: text('source', { enum: CARRIER_SOURCES }).notNull(),
    verdict: text('verdict', { enum: CARRIER_VERDICTS }).notNull(),
    problems: jsonb('problems').$type<string[]>().notNull().default([]),
    /** What the provider answered, normalised; null when it found no carrier. */
    snapshot: jsonb('snapshot').$type<CarrierSnapshot>(),
    /** Who asked ('Check carrier'); null for the check the submit enqueued. */
    checkedBy: uuid('checked_by').references(() => users.id),
  },
  (t) => [index('carrier_checks_submission_at').on(t.submissionId, t.checkedAt)],
);
