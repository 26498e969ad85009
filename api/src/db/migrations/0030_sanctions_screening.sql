-- Sanctions screening (README 'Sanctions screening', issue 31 item 1). The US Treasury's lists as imported
-- (OFAC's SDN list and its consolidated non-SDN list, from their published CSV files): one row per import, and
-- one row per name of an entry — its primary name and each alias — with its normalised key (schemas
-- sanctions/names.ts), searched by trigram similarity. An import replaces its list's names.
CREATE TABLE IF NOT EXISTS "sanctions_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list" text NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"entries" integer NOT NULL,
	"names" integer NOT NULL,
	"imported_by" uuid REFERENCES "users"("id"),
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sanctions_imports_list" CHECK ("list" IN ('sdn', 'consolidated'))
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sanctions_imports_list_at" ON "sanctions_imports" ("list", "imported_at");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "sanctions_names" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"list" text NOT NULL,
	"entry_uid" integer NOT NULL,
	"entry_name" text NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"alias" boolean DEFAULT false NOT NULL,
	"entry_type" text DEFAULT '' NOT NULL,
	"programs" text DEFAULT '' NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"import_id" uuid NOT NULL REFERENCES "sanctions_imports"("id"),
	CONSTRAINT "sanctions_names_list" CHECK ("list" IN ('sdn', 'consolidated'))
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sanctions_names_key_trgm" ON "sanctions_names" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sanctions_names_list" ON "sanctions_names" ("list");--> statement-breakpoint
-- A screening of a submitted record: the names screened (each with its role), the lists' imports it ran
-- against, the threshold; its hits, each with a copy of the list entry as it was, its score and what staff
-- decided (cleared as a false positive with a reason, or confirmed, which denies). Kept 10 years (31 CFR
-- 501.601): `retain_until`; no record deletion removes them (the submission is only soft-deleted).
CREATE TABLE IF NOT EXISTS "sanctions_screenings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL REFERENCES "submissions"("id"),
	"screened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reason" text NOT NULL,
	"threshold" real NOT NULL,
	"names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"imports" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"retain_until" date NOT NULL,
	CONSTRAINT "sanctions_screenings_reason" CHECK ("reason" IN ('submit', 'list-import', 'manual'))
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sanctions_screenings_submission" ON "sanctions_screenings" ("submission_id", "screened_at");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "sanctions_hits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"screening_id" uuid NOT NULL REFERENCES "sanctions_screenings"("id"),
	"submission_id" uuid NOT NULL REFERENCES "submissions"("id"),
	"party_role" text NOT NULL,
	"party_name" text NOT NULL,
	"list" text NOT NULL,
	"entry_uid" integer NOT NULL,
	"entry_name" text NOT NULL,
	"matched_name" text NOT NULL,
	"entry_type" text DEFAULT '' NOT NULL,
	"programs" text DEFAULT '' NOT NULL,
	"score" real NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"decided_by" uuid REFERENCES "users"("id"),
	"decided_at" timestamp with time zone,
	"reason" text DEFAULT '' NOT NULL,
	"retain_until" date NOT NULL,
	CONSTRAINT "sanctions_hits_status" CHECK ("status" IN ('open', 'cleared', 'confirmed')),
	CONSTRAINT "sanctions_hits_role" CHECK ("party_role" IN ('legalName', 'dba', 'owner'))
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sanctions_hits_submission" ON "sanctions_hits" ("submission_id", "status");--> statement-breakpoint
-- A unit's match threshold (0.5–1; a division's null is its company's; default 0.85).
ALTER TABLE "units" ADD COLUMN IF NOT EXISTS "sanctions_threshold" real;--> statement-breakpoint
ALTER TABLE "units" DROP CONSTRAINT IF EXISTS "units_sanctions_threshold_range";--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_sanctions_threshold_range" CHECK ("sanctions_threshold" IS NULL OR "sanctions_threshold" BETWEEN 0.5 AND 1);--> statement-breakpoint
-- The re-screening after an import (jobs/kinds/sanctions-rescreen.ts), its queue created as 0022 creates its kinds'.
SELECT pgboss.create_queue('sanctions-rescreen', '{"policy":"standard","retryLimit":5,"retryDelay":60,"retryBackoff":true,"expireInSeconds":3600,"deadLetter":"jobs-dead"}')
  WHERE NOT EXISTS (SELECT 1 FROM pgboss.queue WHERE name = 'sanctions-rescreen');
