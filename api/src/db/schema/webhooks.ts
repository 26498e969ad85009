/**
 * Signed webhooks for the ERP (migration 0038, README 'Webhooks'): a company's endpoints, the events emitted to
 * them, one delivery per (event, endpoint) — its id is the `webhook-id` every attempt carries — and the attempts.
 */
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { users } from './people';
import { units } from './units';

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => units.id),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: jsonb('events').$type<string[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    /** Receives the record's bank account number and tax id (off by default). */
    sensitive: boolean('sensitive').notNull().default(false),
    /** The `whsec_…` secret, AES-256-GCM encrypted (webhooks/secrets.ts); shown once, at creation and rotation. */
    secretEncrypted: text('secret_encrypted').notNull(),
    secretRotatedAt: ts('secret_rotated_at').notNull().defaultNow(),
    lastSuccessAt: ts('last_success_at'),
    /** Set when repeated failure disabled the endpoint (active is then false). */
    disabledAt: ts('disabled_at'),
    disabledReason: text('disabled_reason'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_company').on(t.companyId)],
);

export const webhookEvents = pgTable('webhook_events', {
  id: uuid('id').primaryKey().defaultRandom(),
  type: text('type').notNull(),
  companyId: uuid('company_id')
    .notNull()
    .references(() => units.id),
  /** The record whose sensitive fields a flagged endpoint receives (read at delivery, never stored here). */
  submissionId: uuid('submission_id'),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export type WebhookDeliveryStatus = 'pending' | 'retrying' | 'succeeded' | 'failed' | 'cancelled';

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    /** `msg_…`: the `webhook-id` header of every attempt of this delivery, replays included. */
    id: text('id').primaryKey(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    responseCode: integer('response_code'),
    durationMs: integer('duration_ms'),
    error: text('error'),
    nextAttemptAt: ts('next_attempt_at'),
    lastAttemptAt: ts('last_attempt_at'),
    deliveredAt: ts('delivered_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_endpoint').on(t.eventId, t.endpointId),
    index('webhook_deliveries_endpoint').on(t.endpointId, t.createdAt),
  ],
);

export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: text('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    at: ts('at').notNull(),
    manual: boolean('manual').notNull().default(false),
    responseCode: integer('response_code'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
    /** At most the first 500 characters of the answer's body. */
    responseExcerpt: text('response_excerpt'),
  },
  (t) => [index('webhook_attempts_delivery').on(t.deliveryId, t.at)],
);
