-- The business name as possible duplicates are matched on: lower case, letters and digits only, legal forms
-- and 'the' dropped ('The Harbor Logistics, L.L.C.' and 'harbor logistics llc' both give 'harborlogistics').
CREATE OR REPLACE FUNCTION business_name_key(name text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT nullif(replace(regexp_replace(regexp_replace(lower(name), '[^a-z0-9]+', ' ', 'g'),
    '\m(the|inc|incorporated|llc|l l c|ltd|limited|corp|corporation|co|company)\M', ' ', 'g'), ' ', ''), '')
$$;--> statement-breakpoint
CREATE TABLE "submission_duplicates" (
	"submission_id" uuid NOT NULL,
	"duplicate_id" uuid NOT NULL,
	"matched_on" text NOT NULL,
	"add_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submission_duplicates_submission_id_duplicate_id_pk" PRIMARY KEY("submission_id","duplicate_id")
);
--> statement-breakpoint
ALTER TABLE "submission_duplicates" ADD CONSTRAINT "submission_duplicates_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_duplicates" ADD CONSTRAINT "submission_duplicates_duplicate_id_submissions_id_fk" FOREIGN KEY ("duplicate_id") REFERENCES "public"."submissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submission_duplicates_duplicate" ON "submission_duplicates" USING btree ("duplicate_id");--> statement-breakpoint
CREATE INDEX "submissions_received" ON "submissions" USING btree ("form","status","signature_date" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "submissions"."delete_date" is null and "submissions"."status" in ('NEW', 'PENDING');--> statement-breakpoint
CREATE INDEX "submissions_duplicate_tax_id" ON "submissions" USING btree ((data->'bankInfo'->>'federalTaxNumber')) WHERE form = 'credit-application' and delete_date is null and status in ('NEW', 'PENDING', 'APPROVED', 'DENIED');--> statement-breakpoint
CREATE INDEX "submissions_duplicate_duns" ON "submissions" USING btree ((data->'bankInfo'->>'duns')) WHERE form = 'credit-application' and delete_date is null and status in ('NEW', 'PENDING', 'APPROVED', 'DENIED');--> statement-breakpoint
CREATE INDEX "submissions_duplicate_name_zip" ON "submissions" USING btree (business_name_key(data->>'companyName'), (data->'address'->>'zip')) WHERE form = 'credit-application' and delete_date is null and status in ('NEW', 'PENDING', 'APPROVED', 'DENIED');--> statement-breakpoint
ANALYZE "submissions";
