/**
 * The Email log (issue 28 item 1): the messages the product sends, what the console's Email log shows, and their
 * delivery attempts. A message is written in the caller's transaction together with its 'email-deliver' job
 * (mail/enqueue.ts); the queue's own state (who runs the job, when it expires and runs again) lives in pg-boss
 * only (jobs/queue.ts). Migration 0022 made this table from the former `outbox` (its lease columns and its
 * e-signature rows removed).
 */
import { bigserial, boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns';

export type EmailStatus = 'pending' | 'sent' | 'failed' | 'dead';

/** The SMTP server's acceptance of a message (nodemailer's answer to sendMail). */
export interface SmtpAcceptance {
  accepted: string[];
  rejected: string[];
  response: string;
  messageId: string;
  at: string;
}

/**
 * A guard against a message that stops its worker on every attempt (migration 0006); retries after delivery
 * failures end by time instead (OUTBOX_GIVE_UP_HOURS from retry_since, README 'Configuration').
 */
export const EMAIL_MAX_ATTEMPTS = 500;

export const emailMessages = pgTable(
  'email_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Template name, recipients, context and attachment specs; rendered by the delivery job. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    template: text('template').notNull().default(''),
    unitId: uuid('unit_id'),
    submissionId: uuid('submission_id'),
    status: text('status').$type<EmailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(EMAIL_MAX_ATTEMPTS),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    /** Start of the retry window: the enqueue, or the console's Resend. */
    retrySince: ts('retry_since').notNull().defaultNow(),
    lastError: text('last_error'),
    /** The rendered copy, one-time links redacted (mail/redact-links.ts). */
    toAddress: text('to_address').notNull().default(''),
    subject: text('subject').notNull().default(''),
    html: text('html'),
    deliveredVia: text('delivered_via'),
    messageId: text('message_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
  },
  (t) => [
    index('email_messages_created').on(t.createdAt.desc()),
    index('email_messages_submission').on(t.submissionId),
  ],
);

export const emailAttempts = pgTable(
  'email_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    emailId: uuid('email_id')
      .notNull()
      .references(() => emailMessages.id, { onDelete: 'cascade' }),
    /** The worker process that made the attempt. */
    worker: text('worker').notNull(),
    attemptedAt: ts('attempted_at').notNull().defaultNow(),
    /** null while 'sending': recorded before the message is handed to SMTP, settled after. */
    ok: boolean('ok'),
    /**
     * What the SMTP server answered when it accepted the message, recorded before the message is marked sent: a
     * job that runs again after its worker died finds it and does not send again (jobs/deliver-email.ts).
     */
    smtpAccepted: jsonb('smtp_accepted').$type<SmtpAcceptance>(),
    error: text('error'),
    durationMs: integer('duration_ms').notNull().default(0),
  },
  (t) => [index('email_attempts_email').on(t.emailId)],
);
