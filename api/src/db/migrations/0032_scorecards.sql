-- Scorecards (README 'Scorecard'): a unit's scorecard as data, versioned like form definitions (draft,
-- published, archived; one published and at most one draft per unit). unit_id null is the group default,
-- which a division without its own scorecard falls back to after its company's. The definition's shape is
-- schemas contracts/scorecards.ts.
CREATE TABLE IF NOT EXISTS "scorecards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid REFERENCES "units"("id"),
	"version" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"definition" jsonb NOT NULL,
	"created_by" uuid REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid REFERENCES "users"("id"),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "scorecards_status" CHECK ("status" IN ('draft', 'published', 'archived'))
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "scorecards_unit_version" ON "scorecards" (coalesce("unit_id", '00000000-0000-0000-0000-000000000000'::uuid), "version");--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "scorecards_one_published" ON "scorecards" (coalesce("unit_id", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE "status" = 'published';--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "scorecards_one_draft" ON "scorecards" (coalesce("unit_id", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE "status" = 'draft';--> statement-breakpoint
-- What a decision saw: the scorecard version, the score, band, recommendation and every factor's value and
-- points, written in the decision's transaction (services/submissions/decide.ts).
CREATE TABLE IF NOT EXISTS "scorecard_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL REFERENCES "submissions"("id"),
	"scorecard_id" uuid NOT NULL REFERENCES "scorecards"("id"),
	"version" integer NOT NULL,
	"score" integer,
	"band" text,
	"recommended_limit" numeric(14, 2),
	"terms" text,
	"factors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"facts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"decision" text NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" uuid REFERENCES "users"("id"),
	CONSTRAINT "scorecard_results_decision" CHECK ("decision" IN ('approve', 'deny'))
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "scorecard_results_submission" ON "scorecard_results" ("submission_id", "decided_at");--> statement-breakpoint
-- The group default, version 1: schemas scorecards/default.ts (routes/scorecards.test.ts holds them equal: a
-- unit's first draft copies it).
INSERT INTO "scorecards" ("unit_id", "version", "status", "definition", "published_at")
  SELECT NULL, 1, 'published', '
{"factors":[{"key":"yearsInBusiness","label":"Years in business","weight":15,"ranges":[{"from":null,"to":2,"points":10},{"from":2,"to":5,"points":50},{"from":5,"to":10,"points":80},{"from":10,"to":null,"points":100}],"categories":[],"missing":{"rule":"points","points":20},"reason":"Length of time in business"},{"key":"tradePaymentScore","label":"Trade references’ payment score","weight":25,"ranges":[{"from":null,"to":50,"points":0},{"from":50,"to":70,"points":40},{"from":70,"to":80,"points":75},{"from":80,"to":null,"points":100}],"categories":[],"missing":{"rule":"exclude"},"reason":"Delinquent past or present credit obligations with others"},{"key":"tradeReferenceCount","label":"Trade references answered","weight":10,"ranges":[{"from":null,"to":1,"points":0},{"from":1,"to":2,"points":40},{"from":2,"to":3,"points":70},{"from":3,"to":null,"points":100}],"categories":[],"missing":{"rule":"points","points":0},"reason":"Insufficient number of credit references provided"},{"key":"bankReference","label":"Bank reference","weight":10,"ranges":[],"categories":[{"value":"satisfactory","points":100},{"value":"returned-items","points":40},{"value":"unsatisfactory","points":0}],"missing":{"rule":"exclude"},"reason":"Unable to verify credit references"},{"key":"screening","label":"Sanctions screening","weight":10,"ranges":[],"categories":[{"value":"no-hit","points":100},{"value":"cleared","points":80},{"value":"open-hit","points":0}],"missing":{"rule":"exclude"},"reason":"Unable to verify identity of applicant"},{"key":"carrierStatus","label":"Carrier status","weight":10,"ranges":[],"categories":[{"value":"active","points":100},{"value":"warning","points":50},{"value":"inactive","points":0},{"value":"not_found","points":10}],"missing":{"rule":"exclude"},"reason":"Operating authority, insurance or bond not in force"},{"key":"requestedToRevenue","label":"Requested amount against annual revenue","weight":10,"ranges":[{"from":null,"to":5,"points":100},{"from":5,"to":10,"points":70},{"from":10,"to":25,"points":30},{"from":25,"to":null,"points":0}],"categories":[],"missing":{"rule":"points","points":30},"reason":"Amount of credit requested is excessive in relation to income"},{"key":"daysBeyondTerms","label":"Days beyond terms (AR)","weight":5,"ranges":[{"from":null,"to":5,"points":100},{"from":5,"to":15,"points":70},{"from":15,"to":30,"points":30},{"from":30,"to":null,"points":0}],"categories":[],"missing":{"rule":"exclude"},"reason":"Delinquent past or present credit obligations with us"},{"key":"utilisation","label":"Utilisation of current limit (AR)","weight":5,"ranges":[{"from":null,"to":50,"points":100},{"from":50,"to":80,"points":60},{"from":80,"to":100,"points":30},{"from":100,"to":null,"points":0}],"categories":[],"missing":{"rule":"exclude"},"reason":"Excessive obligations in relation to income"}],"scoreBands":[{"minScore":80,"name":"A","requestedPercent":100,"revenuePercent":10,"maxAmount":250000,"terms":"Net 30"},{"minScore":65,"name":"B","requestedPercent":75,"revenuePercent":5,"maxAmount":100000,"terms":"Net 30"},{"minScore":50,"name":"C","requestedPercent":50,"revenuePercent":2.5,"maxAmount":25000,"terms":"Net 15"},{"minScore":0,"name":"D","requestedPercent":0,"revenuePercent":null,"maxAmount":null,"terms":"Cash in advance"}]}'::jsonb, now()
  WHERE NOT EXISTS (SELECT 1 FROM "scorecards" WHERE "unit_id" IS NULL);
