-- Issue 29 item 7: periodic credit reviews. Each customer entity with an approval has a next review date:
-- the last approval's date plus its unit's review interval (units.review_months; a division's null is its
-- company's, a company's null is 12 months), set at approval (api/src/customers/reviews.ts) and after a
-- 'Review done'; brought forward when an AR import takes its utilisation past 85 %. A daily job emails each
-- unit's contacts the reviews due in it (customer_review_digests makes it once per unit and day).
ALTER TABLE "units" ADD COLUMN IF NOT EXISTS "review_months" integer;--> statement-breakpoint
ALTER TABLE "units" DROP CONSTRAINT IF EXISTS "units_review_months_range";--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_review_months_range" CHECK ("review_months" IS NULL OR "review_months" BETWEEN 1 AND 60);--> statement-breakpoint
ALTER TABLE "customer_entities" ADD COLUMN IF NOT EXISTS "next_review_on" date;--> statement-breakpoint
-- Why the date is what it is: 'approval' (interval after the last approval), 'review' (after a review done),
-- 'utilisation' (brought forward by an AR import past 85 %).
ALTER TABLE "customer_entities" ADD COLUMN IF NOT EXISTS "review_reason" text;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customer_entities_next_review" ON "customer_entities" ("next_review_on") WHERE merged_into IS NULL AND next_review_on IS NOT NULL;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "customer_review_digests" (
	"unit_id" uuid NOT NULL REFERENCES "units"("id"),
	"day" date NOT NULL,
	"customers" integer NOT NULL,
	"email_id" uuid,
	"add_date" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("unit_id", "day")
);--> statement-breakpoint
-- The review interval of a unit in months: its own, else its company's, else 12.
CREATE OR REPLACE FUNCTION unit_review_months(uid uuid) RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT coalesce(u.review_months, c.review_months, 12)
  FROM units u LEFT JOIN units c ON c.id = u.parent_id
  WHERE u.id = uid
$$;--> statement-breakpoint
-- Existing approvals (re-runnable; the demo seed calls it after linking its customers): an entity without a
-- review date gets its last approval's date plus the interval of that approval's unit. Answers how many.
CREATE OR REPLACE FUNCTION customer_review_backfill() RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  n integer;
BEGIN
  UPDATE customer_entities e SET next_review_on = x.due, review_reason = 'approval'
  FROM (
    SELECT DISTINCT ON (l.entity_id) l.entity_id,
      (s.approved_or_denied_date + make_interval(months => unit_review_months(coalesce(s.division_id, s.company_id))))::date AS due
    FROM customer_links l JOIN submissions s ON s.id = l.submission_id
    WHERE s.status = 'APPROVED' AND s.delete_date IS NULL AND s.approved_or_denied_date IS NOT NULL
    ORDER BY l.entity_id, s.approved_or_denied_date DESC
  ) x
  WHERE e.id = x.entity_id AND e.next_review_on IS NULL AND e.merged_into IS NULL;
  GET DIAGNOSTICS n = ROW_COUNT;
  RETURN n;
END $$;--> statement-breakpoint
SELECT customer_review_backfill();
--> statement-breakpoint
-- Issue 29 item 1: 'possibly the same customer' pairs staff dismissed as different customers (the audit row
-- says who and why); a dismissed pair is never offered again, from either side. Stored ordered (a < b).
CREATE TABLE IF NOT EXISTS "customer_dismissed_pairs" (
	"a" uuid NOT NULL REFERENCES "customer_entities"("id"),
	"b" uuid NOT NULL REFERENCES "customer_entities"("id"),
	"add_date" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("a", "b"),
	CHECK ("a" < "b")
);
