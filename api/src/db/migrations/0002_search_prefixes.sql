-- Every beginning of every word of the search vector, up to 20 letters ('harbor' gives 'h', 'ha', … 'harbor'):
-- indexed, a typed word is one exact lexeme lookup instead of a prefix match over every word starting so.
CREATE OR REPLACE FUNCTION submission_search_prefixes(words tsvector) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT coalesce(array_to_tsvector(array_agg(DISTINCT left(w, n))), ''::tsvector)
  FROM unnest(tsvector_to_array(words)) AS w, generate_series(1, least(length(w), 20)) AS n
$$;--> statement-breakpoint
DROP INDEX "submissions_search_application_sent";--> statement-breakpoint
DROP INDEX "submissions_search_application_new";--> statement-breakpoint
DROP INDEX "submissions_search_application_pending";--> statement-breakpoint
DROP INDEX "submissions_search_application_approved";--> statement-breakpoint
DROP INDEX "submissions_search_application_denied";--> statement-breakpoint
DROP INDEX "submissions_search_activation_sent";--> statement-breakpoint
DROP INDEX "submissions_search_activation_new";--> statement-breakpoint
DROP INDEX "submissions_search_activation_pending";--> statement-breakpoint
DROP INDEX "submissions_search_activation_approved";--> statement-breakpoint
DROP INDEX "submissions_search_activation_denied";--> statement-breakpoint
CREATE INDEX "submissions_search_application_sent" ON "submissions" USING gin (submission_search_prefixes("search_vector")) WHERE form = 'credit-application' and status = 'SENT' and delete_date is null;--> statement-breakpoint
CREATE INDEX "submissions_search_application_new" ON "submissions" USING gin (submission_search_prefixes("search_vector")) WHERE form = 'credit-application' and status = 'NEW' and delete_date is null;--> statement-breakpoint
CREATE INDEX "submissions_search_application_pending" ON "submissions" USING gin (submission_search_prefixes("search_vector")) WHERE form = 'credit-application' and status = 'PENDING' and delete_date is null;--> statement-breakpoint
CREATE INDEX "submissions_search_application_approved" ON "submissions" USING gin (submission_search_prefixes("search_vector")) WHERE form = 'credit-application' and status = 'APPROVED' and delete_date is null;--> statement-breakpoint
CREATE INDEX "submissions_search_application_denied" ON "submissions" USING gin (submission_search_prefixes("search_vector")) WHERE form = 'credit-application' and status = 'DENIED' and delete_date is null;--> statement-breakpoint
CREATE INDEX "submissions_search_activation_sent" ON "submissions" USING gin (submission_search_prefixes("search_vector")) WHERE form = 'customer-activation' and status = 'SENT' and delete_date is null;--> statement-breakpoint
CREATE INDEX "submissions_search_activation_new" ON "submissions" USING gin (submission_search_prefixes("search_vector")) WHERE form = 'customer-activation' and status = 'NEW' and delete_date is null;--> statement-breakpoint
CREATE INDEX "submissions_search_activation_pending" ON "submissions" USING gin (submission_search_prefixes("search_vector")) WHERE form = 'customer-activation' and status = 'PENDING' and delete_date is null;--> statement-breakpoint
CREATE INDEX "submissions_search_activation_approved" ON "submissions" USING gin (submission_search_prefixes("search_vector")) WHERE form = 'customer-activation' and status = 'APPROVED' and delete_date is null;--> statement-breakpoint
CREATE INDEX "submissions_search_activation_denied" ON "submissions" USING gin (submission_search_prefixes("search_vector")) WHERE form = 'customer-activation' and status = 'DENIED' and delete_date is null;--> statement-breakpoint
-- Statistics for the new index expressions, so the planner knows how many rows a search finds.
ANALYZE "submissions";
