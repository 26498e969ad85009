-- Trade and bank reference requests (README 'Reference requests'). One row per reference asked of a submitted
-- credit application: its contact as the applicant typed it (read through the form's tradeReferences and bank
-- roles), the SHA-256 of its emailed token and of its access code (neither is stored in usable form), where it
-- is, and its reminders. Its answer (one at most, answerable once) and its events are rows of their own.
CREATE TABLE IF NOT EXISTS "reference_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL REFERENCES "submissions"("id"),
	"kind" text NOT NULL,
	"position" integer,
	"company" text DEFAULT '' NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"flags" text[] DEFAULT '{}'::text[] NOT NULL,
	"token_hash" text,
	"code_hash" text,
	"code_failures" integer DEFAULT 0 NOT NULL,
	"code_locked_until" timestamp with time zone,
	"send_count" integer DEFAULT 0 NOT NULL,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"email_id" uuid,
	"sent_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"add_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reference_requests_kind" CHECK ("kind" IN ('trade', 'bank')),
	CONSTRAINT "reference_requests_status" CHECK ("status" IN ('queued', 'sent', 'opened', 'answered', 'declined', 'cancelled', 'bounced')),
	CONSTRAINT "reference_requests_position" CHECK (("kind" = 'bank') = ("position" IS NULL))
);--> statement-breakpoint
-- One request per reference of an application: a resend keeps the row (new token, new code, send_count + 1).
CREATE UNIQUE INDEX IF NOT EXISTS "reference_requests_reference" ON "reference_requests" ("submission_id", "kind", coalesce("position", -1));--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "reference_requests_token" ON "reference_requests" ("token_hash");--> statement-breakpoint
-- The reminders' and the analytics' scans: requests still waiting for an answer.
CREATE INDEX IF NOT EXISTS "reference_requests_waiting" ON "reference_requests" ("sent_at") WHERE "status" IN ('sent', 'opened');--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "reference_answers" (
	"request_id" uuid PRIMARY KEY NOT NULL REFERENCES "reference_requests"("id"),
	"declined" boolean DEFAULT false NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"form_family" text NOT NULL,
	"form_version" integer NOT NULL,
	"score" integer,
	"by_phone" boolean DEFAULT false NOT NULL,
	"recorded_by" uuid REFERENCES "users"("id"),
	"respondent_name" text DEFAULT '' NOT NULL,
	"respondent_title" text DEFAULT '' NOT NULL,
	"respondent_phone" text DEFAULT '' NOT NULL,
	"ip" text,
	"user_agent" text,
	"file_id" uuid,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reference_answers_score" CHECK ("score" IS NULL OR "score" BETWEEN 1 AND 100)
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "reference_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL REFERENCES "reference_requests"("id"),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"event" text NOT NULL,
	"user_id" uuid REFERENCES "users"("id"),
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reference_events_request" ON "reference_events" ("request_id", "at");--> statement-breakpoint
-- The unit's settings (its information card; a division's null is its company's): send the requests at
-- submit, remind after N days, at most M times; and the request and reminder emails' wording.
ALTER TABLE "units" ADD COLUMN IF NOT EXISTS "reference_auto_request" boolean;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN IF NOT EXISTS "reference_reminder_days" integer;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN IF NOT EXISTS "reference_reminder_max" integer;--> statement-breakpoint
ALTER TABLE "units" DROP CONSTRAINT IF EXISTS "units_reference_reminders_range";--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_reference_reminders_range" CHECK (("reference_reminder_days" IS NULL OR "reference_reminder_days" BETWEEN 1 AND 30) AND ("reference_reminder_max" IS NULL OR "reference_reminder_max" BETWEEN 0 AND 10));--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN IF NOT EXISTS "reference_request_body" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN IF NOT EXISTS "reference_reminder_body" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The reminders' job (jobs/kinds/reference-reminder.ts), its queue created as migration 0022 creates its kinds'.
SELECT pgboss.create_queue('reference-reminder', '{"policy":"standard","retryLimit":12,"retryDelay":30,"retryBackoff":true,"expireInSeconds":300,"deadLetter":"jobs-dead"}')
  WHERE NOT EXISTS (SELECT 1 FROM pgboss.queue WHERE name = 'reference-reminder');
