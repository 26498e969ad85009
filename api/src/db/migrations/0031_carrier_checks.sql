-- Carrier checks (README 'Carrier checks'): each lookup of an application's motor carrier or broker at FMCSA
-- (QCMobile, or the built-in recorded answers), dated and kept in the credit file: the numbers asked, the
-- verdict and its problems in plain words, and the snapshot of what the provider answered. `checked_by` is
-- null for the check the submit enqueues.
CREATE TABLE IF NOT EXISTS "carrier_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL REFERENCES "submissions"("id"),
	"usdot" text,
	"mc" text,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text NOT NULL,
	"verdict" text NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"snapshot" jsonb,
	"checked_by" uuid REFERENCES "users"("id"),
	CONSTRAINT "carrier_checks_source" CHECK ("source" IN ('fmcsa', 'fixtures')),
	CONSTRAINT "carrier_checks_verdict" CHECK ("verdict" IN ('active', 'warning', 'inactive', 'not_found')),
	CONSTRAINT "carrier_checks_number" CHECK ("usdot" IS NOT NULL OR "mc" IS NOT NULL)
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "carrier_checks_submission_at" ON "carrier_checks" ("submission_id", "checked_at");--> statement-breakpoint
-- The check after a submit (jobs/kinds/carrier-check.ts), its queue created as 0022 creates its kinds'.
SELECT pgboss.create_queue('carrier-check', '{"policy":"standard","retryLimit":5,"retryDelay":60,"retryBackoff":true,"expireInSeconds":300,"deadLetter":"jobs-dead"}')
  WHERE NOT EXISTS (SELECT 1 FROM pgboss.queue WHERE name = 'carrier-check');
