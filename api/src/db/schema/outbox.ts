/**
 * The audit log. (The former outbox became the Email log's table, email-log.ts; the queue is pg-boss's, jobs/queue.ts.)
 */
import { bigserial, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns';

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
