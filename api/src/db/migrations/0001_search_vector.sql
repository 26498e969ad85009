-- The list search: words of the text, lower case, split on anything but a letter or digit, plus the pieces of
-- words that mix letters and digits ('wds1005' also gives 'wds' and '1005'). 'simple': no stemming, no stop words.
CREATE OR REPLACE FUNCTION submission_search_vector(document text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT to_tsvector('simple', words || ' ' || regexp_replace(regexp_replace(words, '([a-z])([0-9])', '\1 \2', 'g'), '([0-9])([a-z])', '\1 \2', 'g'))
  FROM (SELECT regexp_replace(lower(document), '[^a-z0-9]+', ' ', 'g') AS words) AS w
$$;--> statement-breakpoint
DROP INDEX "submissions_search";--> statement-breakpoint
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
ALTER TABLE "submissions" DROP COLUMN "search_text";