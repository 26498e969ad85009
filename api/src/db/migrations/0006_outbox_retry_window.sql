-- Issue 11 items 4 and 5: the outbox retries for a time window (OUTBOX_GIVE_UP_HOURS, counted from
-- retry_since: the enqueue, or the console's Resend) instead of a handful of attempts; max_attempts stays as
-- a guard against a row that stops its worker on every attempt. An attempt's ok is null while it is
-- 'sending' (recorded before the message is handed to SMTP).
ALTER TABLE "outbox" ADD COLUMN "retry_since" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "outbox" SET "retry_since" = "created_at";--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "max_attempts" SET DEFAULT 500;--> statement-breakpoint
UPDATE "outbox" SET "max_attempts" = 500 WHERE "status" = 'pending' AND "max_attempts" < 500;--> statement-breakpoint
ALTER TABLE "outbox_attempts" ALTER COLUMN "ok" DROP NOT NULL;
