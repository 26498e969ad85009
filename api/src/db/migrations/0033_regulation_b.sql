-- Regulation B for business credit (README 'Regulation B'). A denial code's reason statement, and the notice
-- of a denial: the one to four specific reasons recorded with the notice date (12 CFR 1002.9(a)(3)(ii)).
ALTER TABLE "denial_codes" ADD COLUMN IF NOT EXISTS "reason_statement" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "decision_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL REFERENCES "submissions"("id"),
	"denial_code" text NOT NULL,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notice_date" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" uuid REFERENCES "users"("id")
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "decision_notices_submission" ON "decision_notices" ("submission_id");
