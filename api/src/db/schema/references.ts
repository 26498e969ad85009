/**
 * Trade and bank reference requests of credit applications, their answers and events (migration 0028, README
 * 'Reference requests'). The token and the access code are kept as SHA-256 only: the emailed link and code are
 * the credential, and neither the database nor the Email log holds them in usable form.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { REFERENCE_KINDS, REFERENCE_STATUSES } from '@cp/schemas/contracts/references';
import { ts } from './columns';
import { users } from './people';
import { submissions } from './submissions';

export const referenceRequests = pgTable(
  'reference_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id),
    kind: text('kind', { enum: REFERENCE_KINDS }).notNull(),
    /** The trade reference's index in the application's list; null for the bank. */
    position: integer('position'),
    company: text('company').notNull().default(''),
    contact: text('contact').notNull().default(''),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    status: text('status', { enum: REFERENCE_STATUSES }).notNull().default('queued'),
    /** Possible fraud signals of the email address ('free-mail', 'same-domain'). */
    flags: text('flags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** SHA-256 of the current link's token (a resend replaces it); null once cancelled. */
    tokenHash: text('token_hash'),
    /** SHA-256 of the current access code, salted with the request's id. */
    codeHash: text('code_hash'),
    codeFailures: integer('code_failures').notNull().default(0),
    codeLockedUntil: ts('code_locked_until'),
    /** Sends of this request (1 at the first, + 1 per resend): the request email's idempotency key with the id. */
    sendCount: integer('send_count').notNull().default(0),
    remindersSent: integer('reminders_sent').notNull().default(0),
    /** The Email log message of the last request or reminder (its delivery says 'bounced'). */
    emailId: uuid('email_id'),
    sentAt: ts('sent_at'),
    openedAt: ts('opened_at'),
    /** The link and code are refused after this (REFERENCE_LINK_DAYS after the last send). */
    expiresAt: ts('expires_at'),
    /** Answered, declined or cancelled. */
    closedAt: ts('closed_at'),
    addDate: ts('add_date').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reference_requests_reference').on(t.submissionId, t.kind, sql`coalesce(${t.position}, -1)`),
    uniqueIndex('reference_requests_token').on(t.tokenHash),
    index('reference_requests_waiting')
      .on(t.sentAt)
      .where(sql`${t.status} in ('sent', 'opened')`),
  ],
);

/** The one answer of a request: the form's answers, or 'We cannot give references' (declined), with evidence. */
export const referenceAnswers = pgTable('reference_answers', {
  requestId: uuid('request_id')
    .primaryKey()
    .references(() => referenceRequests.id),
  declined: boolean('declined').notNull().default(false),
  answers: jsonb('answers').$type<Record<string, unknown>>().notNull().default({}),
  /** The exact answer form: its family and published version. */
  formFamily: text('form_family').notNull(),
  formVersion: integer('form_version').notNull(),
  /** A trade answer's payment score (schemas references/score.ts); null for the bank and declines. */
  score: integer('score'),
  /** Taken by phone by a staff member (recordedBy). */
  byPhone: boolean('by_phone').notNull().default(false),
  recordedBy: uuid('recorded_by').references(() => users.id),
  respondentName: text('respondent_name').notNull().default(''),
  respondentTitle: text('respondent_title').notNull().default(''),
  respondentPhone: text('respondent_phone').notNull().default(''),
  ip: text('ip'),
  userAgent: text('user_agent'),
  /** The answer's PDF (files), among the application's documents. */
  fileId: uuid('file_id'),
  answeredAt: ts('answered_at').notNull().defaultNow(),
});

/** What happened to a request: sent, opened, reminded, answered, declined, bounced, cancelled, resent, email-changed. */
export const referenceEvents = pgTable(
  'reference_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => referenceRequests.id),
    at: ts('at').notNull().defaultNow(),
    event: text('event').notNull(),
    userId: uuid('user_id').references(() => users.id),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('reference_events_request').on(t.requestId, t.at)],
);
