/**
 * Scorecards (migration 0032, README 'Scorecard'): each unit's scorecard versions (null unit: the group
 * default) and what each decision saw of one.
 */
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import {
  SCORECARD_STATUSES,
  type FactorResult,
  type ScorecardDefinition,
  type ScorecardFacts,
} from '@cp/schemas/contracts/scorecards';
import { money, ts } from './columns';
import { users } from './people';
import { submissions } from './submissions';
import { units } from './units';

export const scorecards = pgTable('scorecards', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Null: the group default. */
  unitId: uuid('unit_id').references(() => units.id),
  version: integer('version').notNull(),
  status: text('status', { enum: SCORECARD_STATUSES }).notNull().default('draft'),
  definition: jsonb('definition').$type<ScorecardDefinition>().notNull(),
  createdBy: uuid('created_by').references(() => users.id),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  publishedAt: ts('published_at'),
});

export const scorecardResults = pgTable(
  'scorecard_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id),
    scorecardId: uuid('scorecard_id')
      .notNull()
      .references(() => scorecards.id),
    version: integer('version').notNull(),
    score: integer('score'),
    band: text('band'),
    recommendedLimit: money('recommended_limit'),
    terms: text('terms'),
    factors: jsonb('factors').$type<FactorResult[]>().notNull().default([]),
    facts: jsonb('facts').$type<ScorecardFacts>().notNull(),
    decision: text('decision', { enum: ['approve', 'deny'] }).notNull(),
    decidedAt: ts('decided_at').notNull().defaultNow(),
    decidedBy: uuid('decided_by').references(() => users.id),
  },
  (t) => [index('scorecard_results_submission').on(t.submissionId, t.decidedAt)],
);
