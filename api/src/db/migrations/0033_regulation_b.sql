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
--> statement-breakpoint
-- The applicant's request for the statement of reasons (1002.9(a)(3)(ii)): the notice's private link (only
-- its SHA-256 is stored), the request with its 30-day clock, and the statement sent, which closes it.
ALTER TABLE "decision_notices" ADD COLUMN IF NOT EXISTS "reasons_token_hash" text;--> statement-breakpoint
ALTER TABLE "decision_notices" ADD COLUMN IF NOT EXISTS "reasons_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "decision_notices" ADD COLUMN IF NOT EXISTS "reasons_due" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "decision_notices" ADD COLUMN IF NOT EXISTS "reasons_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "decision_notices" ADD COLUMN IF NOT EXISTS "statement_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "decision_notices_reasons_token" ON "decision_notices" ("reasons_token_hash");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "decision_notices_requested" ON "decision_notices" ("reasons_requested_at") WHERE "reasons_requested_at" IS NOT NULL;
