-- Issue 29 items 1 and 2: one credit file per customer. A customer entity is the legal entity behind the
-- submissions of every kind and division; each submitted activation and application is linked to one, matched
-- on its facts (migration 0017: the answers read through the field roles, never by a field's name) by
-- customer_link_submission() below, at submit (services/portal/submit-link-record.ts) and by the backfill at
-- the end of this file (re-runnable: `select customer_backfill()`). Staff actions (link, unlink, merge, parent)
-- write audit_log rows with entity 'customer' (api/src/customers/).

-- The federal tax id (EIN) as it is matched: its nine digits, whatever the formatting ('12-3456789',
-- '123456789', 'EIN 12 3456789'); anything else (too short, all zeros) is no key.
CREATE OR REPLACE FUNCTION customer_tax_key(v text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN length(d) = 9 AND d <> '000000000' THEN d END
  FROM (SELECT regexp_replace(coalesce(v, ''), '[^0-9]', '', 'g') AS d) x
$$;--> statement-breakpoint
-- The DUNS number: its nine digits ('12-345-6789' and '123456789' are one), else no key.
CREATE OR REPLACE FUNCTION customer_duns_key(v text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN length(d) = 9 AND d <> '000000000' THEN d END
  FROM (SELECT regexp_replace(coalesce(v, ''), '[^0-9]', '', 'g') AS d) x
$$;--> statement-breakpoint
-- A state as matched: upper case, trimmed ('tx ' and 'TX' are one).
CREATE OR REPLACE FUNCTION customer_state_key(v text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT nullif(upper(btrim(coalesce(v, ''))), '')
$$;--> statement-breakpoint
CREATE TABLE "customer_entities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"legal_name" text DEFAULT '' NOT NULL,
	-- business_name_key(legal_name) (migration 0003) and the state of the first address: the name + state key.
	"name_key" text,
	"state" text,
	"dbas" text[] DEFAULT '{}'::text[] NOT NULL,
	"tax_id" text,
	"duns" text,
	"addresses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"customer_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"parent_id" uuid REFERENCES "customer_entities"("id"),
	-- Set when staff merged this entity into another (its submissions moved there); merged rows are not listed.
	"merged_into" uuid REFERENCES "customer_entities"("id"),
	"add_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "customer_entities_tax_id" ON "customer_entities" ("tax_id") WHERE merged_into IS NULL AND tax_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "customer_entities_duns" ON "customer_entities" ("duns") WHERE merged_into IS NULL AND duns IS NOT NULL;--> statement-breakpoint
CREATE INDEX "customer_entities_name_state" ON "customer_entities" ("name_key", "state") WHERE merged_into IS NULL;--> statement-breakpoint
CREATE INDEX "customer_entities_name_trgm" ON "customer_entities" USING gin ("name_key" gin_trgm_ops) WHERE merged_into IS NULL;--> statement-breakpoint
CREATE INDEX "customer_entities_legal_name_trgm" ON "customer_entities" USING gin (lower("legal_name") gin_trgm_ops) WHERE merged_into IS NULL;--> statement-breakpoint
CREATE INDEX "customer_entities_parent" ON "customer_entities" ("parent_id") WHERE parent_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "customer_entities_codes" ON "customer_entities" USING gin ("customer_codes");--> statement-breakpoint
-- One row per linked submission: its entity and how it was matched ('taxId', 'duns', 'nameState', 'new',
-- 'staff' for a link or unlink by staff, 'merge' when its entity was merged into this one).
CREATE TABLE "customer_links" (
	"submission_id" uuid PRIMARY KEY NOT NULL REFERENCES "submissions"("id"),
	"entity_id" uuid NOT NULL REFERENCES "customer_entities"("id"),
	"matched_on" text NOT NULL,
	"add_date" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "customer_links_entity" ON "customer_links" ("entity_id");--> statement-breakpoint
-- 'Possibly the same customer': live entities whose name key is trigram-similar (>= 0.5) to this entity's,
-- most similar first, offered to staff to link or merge (never merged by themselves). Found when a credit file
-- is read rather than stored at submit: the submit's match stays a few index lookups, and a similar customer
-- who arrives later is offered too. The threshold of `%` is the suggestions' 0.5 for the call, so the GIN index
-- hands back only names that can qualify.
CREATE OR REPLACE FUNCTION customer_similar(eid uuid, max_rows integer DEFAULT 20)
RETURNS TABLE (id uuid, similarity real)
LANGUAGE sql STABLE SET pg_trgm.similarity_threshold = 0.5 AS $$
  SELECT e.id, similarity(e.name_key, me.name_key)
  FROM customer_entities me JOIN customer_entities e ON e.name_key % me.name_key
  WHERE me.id = eid AND me.name_key IS NOT NULL AND e.merged_into IS NULL AND e.id <> me.id
  ORDER BY 2 DESC, e.id
  LIMIT max_rows
$$;--> statement-breakpoint
-- Adds what a submission's facts say to its entity: the name and keys it lacked, a DBA or an address not seen.
CREATE OR REPLACE FUNCTION customer_absorb_facts(eid uuid, f jsonb) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  dba text := nullif(btrim(f->>'dba'), '');
  addr jsonb := CASE WHEN jsonb_typeof(f->'address') = 'object' THEN f->'address' END;
BEGIN
  UPDATE customer_entities e SET
    legal_name = CASE WHEN e.legal_name = '' THEN coalesce(nullif(btrim(f->>'legalName'), ''), '') ELSE e.legal_name END,
    name_key = coalesce(e.name_key, business_name_key(f->>'legalName')),
    state = coalesce(e.state, customer_state_key(f->'address'->>'state')),
    tax_id = coalesce(e.tax_id, customer_tax_key(f->>'federalTaxId')),
    duns = coalesce(e.duns, customer_duns_key(f->>'duns')),
    dbas = CASE WHEN dba IS NULL OR dba = ANY(e.dbas) THEN e.dbas ELSE e.dbas || dba END,
    addresses = CASE WHEN addr IS NULL OR e.addresses @> jsonb_build_array(addr) THEN e.addresses
                     ELSE e.addresses || jsonb_build_array(addr) END,
    updated_at = now()
  WHERE e.id = eid;
END $$;--> statement-breakpoint
-- Links a submission to its entity and answers the entity's id (the link it has, if any). Matching, on the
-- facts: the EIN when present; else (or when no entity has it) the DUNS; else the legal name key + state — an
-- entity whose own tax id or DUNS contradicts the submission's is never matched by a weaker key. No match makes
-- a new entity (similar names are offered by customer_similar() when its file is read, never merged).
-- force_new: make a new entity whatever matches (staff's unlink).
CREATE OR REPLACE FUNCTION customer_link_submission(sid uuid, force_new boolean DEFAULT false) RETURNS uuid
LANGUAGE plpgsql AS $$
DECLARE
  f jsonb;
  v_tax text; v_duns text; v_name text; v_state text;
  eid uuid;
  how text;
BEGIN
  IF NOT force_new THEN
    SELECT l.entity_id INTO eid FROM customer_links l WHERE l.submission_id = sid;
    IF eid IS NOT NULL THEN RETURN eid; END IF;
  END IF;
  SELECT coalesce(s.facts, '{}'::jsonb) INTO f FROM submissions s WHERE s.id = sid;
  IF NOT FOUND THEN RETURN NULL; END IF;
  v_tax := customer_tax_key(f->>'federalTaxId');
  v_duns := customer_duns_key(f->>'duns');
  v_name := business_name_key(f->>'legalName');
  v_state := customer_state_key(f->'address'->>'state');
  IF NOT force_new THEN
    IF v_tax IS NOT NULL THEN
      SELECT e.id INTO eid FROM customer_entities e
        WHERE e.tax_id = v_tax AND e.merged_into IS NULL ORDER BY e.add_date, e.id LIMIT 1;
      how := 'taxId';
    END IF;
    IF eid IS NULL AND v_duns IS NOT NULL THEN
      SELECT e.id INTO eid FROM customer_entities e
        WHERE e.duns = v_duns AND e.merged_into IS NULL AND (v_tax IS NULL OR e.tax_id IS NULL)
        ORDER BY e.add_date, e.id LIMIT 1;
      how := 'duns';
    END IF;
    IF eid IS NULL AND v_name IS NOT NULL AND v_state IS NOT NULL THEN
      SELECT e.id INTO eid FROM customer_entities e
        WHERE e.name_key = v_name AND e.state = v_state AND e.merged_into IS NULL
          AND (v_tax IS NULL OR e.tax_id IS NULL)
          AND (v_duns IS NULL OR e.duns IS NULL OR e.duns = v_duns)
        ORDER BY e.add_date, e.id LIMIT 1;
      how := 'nameState';
    END IF;
  END IF;
  IF eid IS NULL THEN
    INSERT INTO customer_entities DEFAULT VALUES RETURNING id INTO eid;
    how := CASE WHEN force_new THEN 'staff' ELSE 'new' END;
  END IF;
  PERFORM customer_absorb_facts(eid, f);
  INSERT INTO customer_links (submission_id, entity_id, matched_on) VALUES (sid, eid, how)
    ON CONFLICT (submission_id) DO UPDATE SET entity_id = excluded.entity_id, matched_on = excluded.matched_on,
      add_date = now();
  RETURN eid;
END $$;--> statement-breakpoint
-- An approval's customer code joins its entity's codes (linking the submission first if it was not).
CREATE OR REPLACE FUNCTION customer_record_approval(sid uuid) RETURNS uuid
LANGUAGE plpgsql AS $$
DECLARE
  eid uuid := customer_link_submission(sid);
  code text;
BEGIN
  SELECT nullif(btrim(s.customer_code), '') INTO code FROM submissions s WHERE s.id = sid;
  IF eid IS NOT NULL AND code IS NOT NULL THEN
    UPDATE customer_entities SET customer_codes = customer_codes || code, updated_at = now()
      WHERE id = eid AND NOT (code = ANY(customer_codes));
  END IF;
  RETURN eid;
END $$;--> statement-breakpoint
-- Links every submitted submission that has no entity yet, oldest first (re-runnable; answers how many).
CREATE OR REPLACE FUNCTION customer_backfill() RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  n integer := 0;
  r record;
BEGIN
  FOR r IN SELECT s.id FROM submissions s
      WHERE s.status IN ('NEW', 'PENDING', 'APPROVED', 'DENIED') AND s.delete_date IS NULL
        AND NOT EXISTS (SELECT 1 FROM customer_links l WHERE l.submission_id = s.id)
      ORDER BY coalesce(s.signature_date, s.add_date), s.id LOOP
    PERFORM customer_record_approval(r.id);
    n := n + 1;
  END LOOP;
  RETURN n;
END $$;--> statement-breakpoint
SELECT customer_backfill();
