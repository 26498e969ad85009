-- Field roles (ARCHITECTURE.md 'Field roles'): each form definition says where the legal name, tax id, address
-- and the other roles are in its answers (schemas/src/forms/roles.ts); null on a version stored before, which
-- the API fills at start. `seed_hash`: the content hash of a built-in version written from the code, so a
-- changed built-in becomes a new version instead of being kept under the old number.
ALTER TABLE "form_definitions" ADD COLUMN "roles" jsonb;--> statement-breakpoint
ALTER TABLE "form_definitions" ADD COLUMN "seed_hash" text;--> statement-breakpoint
-- A submission's facts: its answers read through its version's roles, the only place the lists, search and
-- duplicate detection read answers from. Null until computed (rows stored before are filled at start).
ALTER TABLE "submissions" ADD COLUMN "facts" jsonb;--> statement-breakpoint
-- The value at a JSON pointer ('/bankInfo/duns'), JSON null read as none.
CREATE OR REPLACE FUNCTION answer_at(data jsonb, pointer text) RETURNS jsonb
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT nullif(data #> array(SELECT replace(replace(p, '~1', '/'), '~0', '~')
    FROM unnest((string_to_array(pointer, '/'))[2:]) AS p), 'null'::jsonb)
$$;--> statement-breakpoint
-- schemas/src/forms/roles.ts `roleFacts`, in SQL: each value role's value and each object role's parts that have
-- one; list roles (a pointer and item roles) are not facts.
CREATE OR REPLACE FUNCTION submission_facts(data jsonb, roles jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(jsonb_object_agg(r.key, v.value) FILTER (WHERE v.value IS NOT NULL), '{}'::jsonb)
  FROM jsonb_each(coalesce(roles, '{}'::jsonb)) AS r
  CROSS JOIN LATERAL (SELECT CASE
    WHEN jsonb_typeof(r.value) = 'string' THEN answer_at(data, r.value #>> '{}')
    WHEN jsonb_typeof(r.value) = 'object' AND NOT r.value ? 'pointer' THEN (
      SELECT jsonb_object_agg(part.key, answer_at(data, part.value #>> '{}'))
        FILTER (WHERE answer_at(data, part.value #>> '{}') IS NOT NULL)
      FROM jsonb_each(r.value) AS part WHERE jsonb_typeof(part.value) = 'string')
  END AS value) AS v
$$;--> statement-breakpoint
CREATE FUNCTION submission_facts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.facts := submission_facts(NEW.data, (SELECT d.roles FROM form_definitions d
    WHERE d.form = NEW.form AND d.family = NEW.form_family AND d.version = NEW.form_version));
  RETURN NEW;
END
$$;--> statement-breakpoint
-- Every write of the answers or of the version recomputes the facts, whichever code path writes the row.
CREATE TRIGGER submission_facts BEFORE INSERT OR UPDATE OF data, form, form_family, form_version ON submissions
  FOR EACH ROW EXECUTE FUNCTION submission_facts_apply();--> statement-breakpoint
-- The search words and the duplicate keys now come from the facts (legal name, contact, tax id, DUNS, zip).
ALTER TABLE "submissions" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (submission_search_vector(coalesce(application_number, '') || ' ' || email || ' ' || coalesce(facts->>'legalName', '') || ' ' || coalesce(facts->>'contactName', '') || ' ' || customer_code)) STORED;--> statement-breakpoint
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
DROP INDEX "submissions_duplicate_tax_id";--> statement-breakpoint
DROP INDEX "submissions_duplicate_duns";--> statement-breakpoint
DROP INDEX "submissions_duplicate_name_zip";--> statement-breakpoint
CREATE INDEX "submissions_duplicate_tax_id" ON "submissions" USING btree ((facts->>'federalTaxId')) WHERE form = 'credit-application' and delete_date is null and status in ('NEW', 'PENDING', 'APPROVED', 'DENIED');--> statement-breakpoint
CREATE INDEX "submissions_duplicate_duns" ON "submissions" USING btree ((facts->>'duns')) WHERE form = 'credit-application' and delete_date is null and status in ('NEW', 'PENDING', 'APPROVED', 'DENIED');--> statement-breakpoint
CREATE INDEX "submissions_duplicate_name_zip" ON "submissions" USING btree (business_name_key(facts->>'legalName'), (facts->'address'->>'zip')) WHERE form = 'credit-application' and delete_date is null and status in ('NEW', 'PENDING', 'APPROVED', 'DENIED');
