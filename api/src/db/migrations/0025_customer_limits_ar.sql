-- Issue 29 items 3, 4, 6: limits, AR imports and exposure of the credit file (api/src/customers/limits.ts,
-- api/src/customers/ar-import.ts). A limit is set by each approval at its unit (the division, else the
-- company); the entity's total is the sum across units. A group limit may be set on any entity by staff
-- (audit row 'customer-group-limit'); it caps the sum of the limits of the entity and all its descendants.
ALTER TABLE "customer_entities" ADD COLUMN "group_limit" numeric(14, 2);--> statement-breakpoint
CREATE TABLE "customer_limits" (
	"entity_id" uuid NOT NULL REFERENCES "customer_entities"("id"),
	"unit_id" uuid NOT NULL REFERENCES "units"("id"),
	"company_id" uuid NOT NULL REFERENCES "units"("id"),
	"division_id" uuid REFERENCES "units"("id"),
	"amount" numeric(14, 2) NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"submission_id" uuid NOT NULL REFERENCES "submissions"("id"),
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("entity_id", "unit_id")
);--> statement-breakpoint
-- One AR aging import per unit and as-of date; re-importing the same date replaces it (its lines go too).
CREATE TABLE "ar_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL REFERENCES "units"("id"),
	"as_of" date NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"imported_by" uuid REFERENCES "users"("id"),
	"add_date" timestamp with time zone DEFAULT now() NOT NULL,
	UNIQUE ("unit_id", "as_of")
);--> statement-breakpoint
-- An import's lines: the unit each line is for (its division_code), the entity it matched (null: unmatched,
-- listed for staff to match), the aging buckets and the open total.
CREATE TABLE "ar_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"import_id" uuid NOT NULL REFERENCES "ar_imports"("id") ON DELETE CASCADE,
	"line" integer NOT NULL,
	"unit_id" uuid NOT NULL REFERENCES "units"("id"),
	"as_of" date NOT NULL,
	"customer_code" text DEFAULT '' NOT NULL,
	"tax_id" text,
	"entity_id" uuid REFERENCES "customer_entities"("id"),
	"current" numeric(14, 2) DEFAULT 0 NOT NULL,
	"days_1_30" numeric(14, 2) DEFAULT 0 NOT NULL,
	"days_31_60" numeric(14, 2) DEFAULT 0 NOT NULL,
	"days_61_90" numeric(14, 2) DEFAULT 0 NOT NULL,
	"days_over_90" numeric(14, 2) DEFAULT 0 NOT NULL,
	"total" numeric(14, 2) DEFAULT 0 NOT NULL
);--> statement-breakpoint
CREATE INDEX "ar_lines_import" ON "ar_lines" ("import_id");--> statement-breakpoint
CREATE INDEX "ar_lines_entity" ON "ar_lines" ("entity_id", "unit_id", "as_of") WHERE entity_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "ar_lines_unmatched" ON "ar_lines" ("import_id") WHERE entity_id IS NULL;--> statement-breakpoint
-- A column mapping per unit for ERP exports: { "<our column>": "<their header>" }.
CREATE TABLE "ar_mappings" (
	"unit_id" uuid PRIMARY KEY NOT NULL REFERENCES "units"("id"),
	"mapping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- The latest AR lines of each entity and unit: the exposure (never guessed: no line, no exposure).
CREATE OR REPLACE VIEW "customer_exposure" AS
  SELECT l.entity_id, l.unit_id, l.as_of,
    sum(l.current) AS current, sum(l.days_1_30) AS days_1_30, sum(l.days_31_60) AS days_31_60,
    sum(l.days_61_90) AS days_61_90, sum(l.days_over_90) AS days_over_90, sum(l.total) AS total
  FROM ar_lines l
  WHERE l.entity_id IS NOT NULL
    AND l.as_of = (SELECT max(x.as_of) FROM ar_lines x WHERE x.unit_id = l.unit_id)
  GROUP BY l.entity_id, l.unit_id, l.as_of;
--> statement-breakpoint
-- The limits of approvals recorded without the approval call (those made before this migration, and the demo
-- seed's): per entity and unit, its latest approval. Re-runnable; answers how many it added.
CREATE OR REPLACE FUNCTION customer_limits_backfill() RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  n integer;
BEGIN
  INSERT INTO customer_limits (entity_id, unit_id, company_id, division_id, amount, terms, submission_id, set_at)
  SELECT DISTINCT ON (l.entity_id, coalesce(s.division_id, s.company_id))
    l.entity_id, coalesce(s.division_id, s.company_id), s.company_id, s.division_id, s.approved_amount,
    btrim(concat_ws(' ', nullif(s.net_terms, ''), nullif(s.payment_terms, ''))), s.id,
    coalesce(s.approved_or_denied_date, now())
  FROM customer_links l JOIN submissions s ON s.id = l.submission_id
  WHERE s.status = 'APPROVED' AND s.approved_amount IS NOT NULL AND s.delete_date IS NULL
  ORDER BY l.entity_id, coalesce(s.division_id, s.company_id), s.approved_or_denied_date DESC NULLS LAST, s.id
  ON CONFLICT DO NOTHING;
  GET DIAGNOSTICS n = ROW_COUNT;
  RETURN n;
END $$;--> statement-breakpoint
SELECT customer_limits_backfill();
