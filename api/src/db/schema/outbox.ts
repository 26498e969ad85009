/** The outbox of side effects, its delivery attempts, and the audit log. */
import { bigserial, boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns';

export type OutboxStatus = 'pending' | 'sent' | 'failed' | 'dead';

/** The SMTP server's acceptance of a message (nodemailer's answer to sendMail). */
export interface SmtpAcceptance {
  accepted: string[];
  rejected: string[];
  response: string;
  messageId: string;
  at: string;
}

/**
 * A guard against a row that stops its worker on every attempt (migration 0006); retries after delivery
 * failures end by time instead (OUTBOX_GIVE_UP_HOURS from retry_since, README 'Configuration').
 */
export const OUTBOX_MAX_ATTEMPTS = 500;

/** Side effects written in the same transaction as the change that caused them. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull().default('email'),
    /** Template name, recipients, context and attachment specs; rendered by the worker. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(OUTBOX_MAX_ATTEMPTS),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    /** Start of the retry window: the enqueue, or the console's Resend. */
    retrySince: ts('retry_since').notNull().defaultNow(),
    lockedUntil: ts('locked_until'),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    /** Rendered message, kept for the Email log. */
    toAddress: text('to_address').notNull().default(''),
    subject: text('subject').notNull().default(''),
    html: text('html'),
    deliveredVia: text('delivered_via'),
    messageId: text('message_id'),
    submissionId: uuid('submission_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
  },
  (t) => [index('outbox_due').on(t.status, t.nextAttemptAt), index('outbox_created').on(t.createdAt.desc())],
);

export const outboxAttempts = pgTable(
  'outbox_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    outboxId: uuid('outbox_id')
      .notNull()
      .references(() => outbox.id, { onDelete: 'cascade' }),
    worker: text('worker').notNull(),
    attemptedAt: ts('attempted_at').notNull().defaultNow(),
    /** null while 'sending': recorded before the message is handed to SMTP, settled after. */
    ok: boolean('ok'),
    /**
     * What the SMTP server answered when it accepted the message, recorded before the row is marked sent: a
     * worker recovering the row finds it and does not send again (jobs/worker.ts).
     */
    smtpAccepted: jsonb('smtp_accepted').$type<SmtpAcceptance>(),
    error: text('error'),
    durationMs: integer('duration_ms').notNull().default(0),
  },
  (t) => [index('outbox_attempts_outbox').on(t.outboxId)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: ts('at').notNull().defaultNow(),
    actorId: uuid('actor_id'),
    actorKind: text('actor_kind', { enum: ['user', 'customer', 'system'] }).notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: uuid('entity_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    ip: text('ip'),
  },
  (t) => [index('audit_entity').on(t.entity, t.entityId), index('audit_at').on(t.at.desc())],
);
