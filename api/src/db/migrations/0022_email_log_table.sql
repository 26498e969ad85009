-- Issue 28 item 1: the Email log is its own table of messages and the queue's state lives in pg-boss only.
-- The former "outbox" becomes "email_messages" without its lease columns (locked_until, locked_by) or its kind;
-- its e-signature rows become jobs of their own kinds ('esign-envelope', 'esign-reminder'). The migrator runs it once
-- in its transaction; the re-enqueue of pending messages at the end skips a message whose delivery job waits, so
-- running that statement again enqueues nothing twice.
SELECT pgboss.create_queue('esign-envelope', '{"policy":"standard","retryLimit":12,"retryDelay":30,"retryBackoff":true,"expireInSeconds":300,"deadLetter":"jobs-dead"}')
  WHERE NOT EXISTS (SELECT 1 FROM pgboss.queue WHERE name = 'esign-envelope');
--> statement-breakpoint
SELECT pgboss.create_queue('esign-reminder', '{"policy":"standard","retryLimit":12,"retryDelay":30,"retryBackoff":true,"expireInSeconds":300,"deadLetter":"jobs-dead"}')
  WHERE NOT EXISTS (SELECT 1 FROM pgboss.queue WHERE name = 'esign-reminder');
--> statement-breakpoint
ALTER TABLE IF EXISTS "outbox" RENAME TO "email_messages";
--> statement-breakpoint
ALTER TABLE IF EXISTS "outbox_attempts" RENAME TO "email_attempts";
--> statement-breakpoint
-- Pending e-signature work: a job of its kind, due when the row was (a reminder's due date is kept).
INSERT INTO pgboss.job (name, data, start_after, dead_letter, expire_in, keep_until, retry_limit, retry_delay, retry_backoff, policy)
SELECT q.name, m.payload, m.next_attempt_at, q.dead_letter, q.expire_seconds * interval '1 second',
       greatest(m.next_attempt_at, now()) + interval '14 days', q.retry_limit, q.retry_delay, q.retry_backoff, q.policy
  FROM "email_messages" m
  JOIN pgboss.queue q ON q.name = replace(m.kind, 'esign.', 'esign-')
 WHERE m.kind IN ('esign.envelope', 'esign.reminder') AND m.status = 'pending';
--> statement-breakpoint
-- Failed e-signature work stays visible as a dead letter (the Email log's alert reads the 'jobs-dead' queue).
INSERT INTO pgboss.job (name, data, dead_letter, keep_until, retry_limit, policy)
SELECT 'jobs-dead',
       jsonb_build_object('kind', replace(m.kind, 'esign.', 'esign-'), 'jobId', m.id, 'data', m.payload,
                          'error', coalesce(m.last_error, 'Failed'), 'at', m.created_at),
       NULL, now() + interval '30 days', 0, 'standard'
  FROM "email_messages" m
 WHERE m.kind IN ('esign.envelope', 'esign.reminder') AND m.status IN ('failed', 'dead');
--> statement-breakpoint
DELETE FROM "email_messages" WHERE "kind" <> 'email';
--> statement-breakpoint
ALTER TABLE "email_messages" DROP COLUMN IF EXISTS "kind";
--> statement-breakpoint
ALTER TABLE "email_messages" DROP COLUMN IF EXISTS "locked_until";
--> statement-breakpoint
ALTER TABLE "email_messages" DROP COLUMN IF EXISTS "locked_by";
--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN IF NOT EXISTS "template" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN IF NOT EXISTS "unit_id" uuid;
--> statement-breakpoint
UPDATE "email_messages" SET "template" = coalesce("payload"->>'template', ''),
  "unit_id" = CASE WHEN "payload"->>'unitId' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
                   THEN ("payload"->>'unitId')::uuid END
 WHERE "template" = '';
--> statement-breakpoint
DROP INDEX IF EXISTS "outbox_due";
--> statement-breakpoint
ALTER INDEX IF EXISTS "outbox_created" RENAME TO "email_messages_created";
--> statement-breakpoint
ALTER INDEX IF EXISTS "outbox_sent_at" RENAME TO "email_messages_sent_at";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "email_messages_submission" ON "email_messages" USING btree ("submission_id");
--> statement-breakpoint
ALTER TABLE "email_attempts" RENAME COLUMN "outbox_id" TO "email_id";
--> statement-breakpoint
ALTER INDEX IF EXISTS "outbox_attempts_outbox" RENAME TO "email_attempts_email";
--> statement-breakpoint
ALTER TABLE "email_attempts" RENAME CONSTRAINT "outbox_attempts_outbox_id_outbox_id_fk" TO "email_attempts_email_id_email_messages_id_fk";
--> statement-breakpoint
-- Delivery jobs queued before name the message as the job data's 'emailId'.
UPDATE pgboss.job SET data = jsonb_build_object('emailId', data->>'outboxId')
 WHERE name = 'email-deliver' AND data ? 'outboxId' AND state IN ('created', 'retry', 'active');
--> statement-breakpoint
-- A pending message without a waiting delivery job (queued before jobs existed, when the outbox sweep delivered
-- it) gets one, due at its next attempt.
INSERT INTO pgboss.job (name, data, start_after, dead_letter, expire_in, keep_until, retry_limit, retry_delay, retry_backoff, policy)
SELECT q.name, jsonb_build_object('emailId', m.id), m.next_attempt_at, q.dead_letter, q.expire_seconds * interval '1 second',
       greatest(m.next_attempt_at, now()) + interval '14 days', q.retry_limit, q.retry_delay, q.retry_backoff, q.policy
  FROM "email_messages" m
  JOIN pgboss.queue q ON q.name = 'email-deliver'
 WHERE m.status = 'pending'
   AND NOT EXISTS (SELECT 1 FROM pgboss.job j WHERE j.name = 'email-deliver' AND j.data->>'emailId' = m.id::text
                     AND j.state IN ('created', 'retry', 'active'));
