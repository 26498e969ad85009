-- The Email log keeps sent messages EMAIL_LOG_RETENTION_DAYS (default 400); the daily 'email-log-purge' job
-- (api/src/jobs/kinds/email-log-purge.ts) deletes older ones by this index.
CREATE INDEX IF NOT EXISTS "outbox_sent_at" ON "outbox" ("sent_at") WHERE "status" = 'sent';
