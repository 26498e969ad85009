-- Retention of decision records (README 'Regulation B', 12 CFR 1002.12(b)): the per-unit window and the
-- counsel setting, a record's legal hold, the purge's tombstone and the job's report.
ALTER TABLE "units" ADD COLUMN IF NOT EXISTS "decision_retention_months" integer;--> statement-breakpoint
ALTER TABLE "units" DROP CONSTRAINT IF EXISTS "units_decision_retention_months_range";--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_decision_retention_months_range" CHECK ("decision_retention_months" IS NULL OR "decision_retention_months" BETWEEN 12 AND 120);--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN IF NOT EXISTS "regb_duty_advances_credit" boolean;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN IF NOT EXISTS "purged_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "legal_holds" (
	"submission_id" uuid PRIMARY KEY NOT NULL REFERENCES "submissions"("id"),
	"reason" text NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	"set_by" uuid REFERENCES "users"("id")
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "retention_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"purged_count" integer DEFAULT 0 NOT NULL,
	"skipped_held_count" integer DEFAULT 0 NOT NULL
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "retention_purges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid REFERENCES "retention_runs"("id"),
	"submission_id" uuid NOT NULL REFERENCES "submissions"("id"),
	"application_number" text,
	"unit_id" uuid NOT NULL REFERENCES "units"("id"),
	"decision_date" timestamp with time zone,
	"notice_date" timestamp with time zone NOT NULL,
	"purged_at" timestamp with time zone DEFAULT now() NOT NULL,
	"files_removed" integer DEFAULT 0 NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "retention_purges_submission" ON "retention_purges" ("submission_id");--> statement-breakpoint
-- The daily purge (jobs/kinds/decision-retention.ts), its queue created as 0022 creates its kinds'.
SELECT pgboss.create_queue('decision-retention', '{"policy":"standard","retryLimit":3,"retryDelay":300,"retryBackoff":true,"expireInSeconds":3600,"deadLetter":"jobs-dead"}')
  WHERE NOT EXISTS (SELECT 1 FROM pgboss.queue WHERE name = 'decision-retention');
