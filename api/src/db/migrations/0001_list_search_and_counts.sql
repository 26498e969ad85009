-- The list search: words of the text, lower case, split on anything but a letter or digit, plus the pieces of
-- words that mix letters and digits ('wds1005' also gives 'wds' and '1005'). 'simple': no stemming, no stop words.
CREATE OR REPLACE FUNCTION submission_search_vector(document text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT to_tsvector('simple', words || ' ' || regexp_replace(regexp_replace(words, '([a-z])([0-9])', '\1 \2', 'g'), '([0-9])([a-z])', '\1 \2', 'g'))
  FROM (SELECT regexp_replace(lower(document), '[^a-z0-9]+', ' ', 'g') AS words) AS w
$$;--> statement-breakpoint
CREATE TABLE "submission_counts" (
	"form" text NOT NULL,
	"status" text NOT NULL,
	"company_id" uuid NOT NULL,
	"division_id" uuid,
	"n" bigint NOT NULL,
	CONSTRAINT "submission_counts_key" UNIQUE NULLS NOT DISTINCT("form","status","company_id","division_id")
);
--> statement-breakpoint
DROP INDEX "submissions_search";--> statement-breakpoint
DROP INDEX "submissions_list";--> statement-breakpoint
DROP INDEX "submissions_reviewed";--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (submission_search_vector(coalesce(application_number, '') || ' ' || email || ' ' || coalesce(data->>'companyName', '') || ' ' || coalesce(data->>'companyContact', '') || ' ' || customer_code)) STORED;--> statement-breakpoint
CREATE INDEX "submissions_search_application_sent" ON "submissions" USING gin ("search_vector") WHERE form = 'credit-application' and status = 'SENT' and delete_date is null;--> statement-breakpoint
CREATE INDEX "submissions_search_application_new" ON "submissions" USING gin ("search_vector") WHERE form = 'credit-application' and status = 'NEW' and delete_date is null;--> statement-breakpoint
CREATE INDEX "submissions_search_application_pending" ON "submissions" USING gin ("search_vector") WHERE form = 'credit-application' and status = 'PENDING' and delete_date is null;--> statement-breakpoint
CREATE INDEX "submissions_search_application_approved" ON "submissions" USING gin ("search_vector") WHERE form = 'credit-application' and status = 'APPROVED' and delete_date is null;--> statement-breakpoint
CREATE INDEX "submissions_search_application_denied" ON "submissions" USING gin ("search_vector") WHERE form = 'credit-application' and status = 'DENIED' and delete_date is null;--> statement-breakpoint
CREATE INDEX "submissions_search_activation_sent" ON "submissions" USING gin ("search_vector") WHERE form = 'customer-activation' and status = 'SENT' and delete_date is null;--> statement-breakpoint
CREATE INDEX "submissions_search_activation_new" ON "submissions" USING gin ("search_vector") WHERE form = 'customer-activation' and status = 'NEW' and delete_date is null;--> statement-breakpoint
CREATE INDEX "submissions_search_activation_pending" ON "submissions" USING gin ("search_vector") WHERE form = 'customer-activation' and status = 'PENDING' and delete_date is null;--> statement-breakpoint
CREATE INDEX "submissions_search_activation_approved" ON "submissions" USING gin ("search_vector") WHERE form = 'customer-activation' and status = 'APPROVED' and delete_date is null;--> statement-breakpoint
CREATE INDEX "submissions_search_activation_denied" ON "submissions" USING gin ("search_vector") WHERE form = 'customer-activation' and status = 'DENIED' and delete_date is null;--> statement-breakpoint
CREATE INDEX "submissions_list" ON "submissions" USING btree ("form","status","add_date" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "submissions"."delete_date" is null;--> statement-breakpoint
CREATE INDEX "submissions_reviewed" ON "submissions" USING btree ("form","approved_or_denied_date" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "submissions"."delete_date" is null and "submissions"."status" in ('APPROVED', 'DENIED');--> statement-breakpoint
ALTER TABLE "submissions" DROP COLUMN "search_text";--> statement-breakpoint
-- submission_counts follows every insert, update, delete and truncate of submissions, one statement at a time
-- (transition tables, so a bulk insert costs one counter update per form/status/unit, not one per row). Rows
-- are locked in key order so two concurrent statements cannot deadlock on them.
CREATE FUNCTION submission_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO submission_counts AS c (form, status, company_id, division_id, n)
    SELECT form, status, company_id, division_id, count(*) FROM new_rows WHERE delete_date IS NULL
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (form, status, company_id, division_id) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO submission_counts AS c (form, status, company_id, division_id, n)
    SELECT form, status, company_id, division_id, sum(delta) FROM (
      SELECT form, status, company_id, division_id, 1 AS delta FROM new_rows WHERE delete_date IS NULL
      UNION ALL
      SELECT form, status, company_id, division_id, -1 AS delta FROM old_rows WHERE delete_date IS NULL
    ) AS changes
    GROUP BY 1, 2, 3, 4 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (form, status, company_id, division_id) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO submission_counts AS c (form, status, company_id, division_id, n)
    SELECT form, status, company_id, division_id, -count(*) FROM old_rows WHERE delete_date IS NULL
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (form, status, company_id, division_id) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    DELETE FROM submission_counts;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER submission_counts_insert AFTER INSERT ON submissions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION submission_counts_apply();--> statement-breakpoint
CREATE TRIGGER submission_counts_update AFTER UPDATE ON submissions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION submission_counts_apply();--> statement-breakpoint
CREATE TRIGGER submission_counts_delete AFTER DELETE ON submissions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION submission_counts_apply();--> statement-breakpoint
CREATE TRIGGER submission_counts_truncate AFTER TRUNCATE ON submissions
  FOR EACH STATEMENT EXECUTE FUNCTION submission_counts_apply();--> statement-breakpoint
INSERT INTO submission_counts (form, status, company_id, division_id, n)
SELECT form, status, company_id, division_id, count(*) FROM submissions WHERE delete_date IS NULL GROUP BY 1, 2, 3, 4;
