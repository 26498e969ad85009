-- Issue 29 budgets: 'possibly the same customer' stored, not computed when a credit file is read. The near-name
-- suggestions (customer_similar(), migration 0024: live entities whose name key is trigram-similar >= 0.5) were
-- found on every open of a file (a trigram search over every entity, tens of ms at 300,000 entities). They are
-- now kept per pair, both directions, and computed when an entity gets its name key (a new entity at submit,
-- a staff unlink's new entity, a merge that fills the key): the trigger below queues the entity in
-- customer_suggest_queue, the submit enqueues a 'customer-suggest' job in its transaction (customers/match.ts)
-- and the worker computes it (jobs/kinds/customer-suggest.ts) — not at submit, whose match budget (p99 <= 20 ms)
-- a trigram search would take. The file reads the stored rows; a file whose own entity is still queued (a worker
-- lagging, none running) has it computed as it is opened. A pair is stored when either entity is computed, so
-- an older file shows a newer similar customer once the newer one's job has run (or its file was opened).
CREATE TABLE "customer_suggestions" (
	"entity_id" uuid NOT NULL REFERENCES "customer_entities"("id") ON DELETE CASCADE,
	"other_id" uuid NOT NULL REFERENCES "customer_entities"("id") ON DELETE CASCADE,
	"similarity" real NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("entity_id", "other_id")
);--> statement-breakpoint
CREATE INDEX "customer_suggestions_other" ON "customer_suggestions" ("other_id");--> statement-breakpoint
-- Entities whose suggestions are to be (re)computed.
CREATE TABLE "customer_suggest_queue" (
	"entity_id" uuid PRIMARY KEY NOT NULL REFERENCES "customer_entities"("id") ON DELETE CASCADE,
	"add_date" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- Computes one entity's suggestions: its 20 most similar live entities that no dismissed pair excludes, stored
-- in both directions (the other entity's file offers this one too); a merged entity or one without a name key
-- has none. Answers how many rows were stored.
CREATE OR REPLACE FUNCTION customer_suggest(eid uuid) RETURNS integer
LANGUAGE plpgsql SET pg_trgm.similarity_threshold = 0.5 AS $$
DECLARE
  n integer;
BEGIN
  DELETE FROM customer_suggest_queue WHERE entity_id = eid;
  DELETE FROM customer_suggestions WHERE entity_id = eid OR other_id = eid;
  INSERT INTO customer_suggestions (entity_id, other_id, similarity)
  SELECT x.a, x.b, x.sim FROM (
      SELECT e.id, similarity(e.name_key, me.name_key) AS sim
      FROM customer_entities me JOIN customer_entities e ON e.name_key % me.name_key
      WHERE me.id = eid AND me.name_key IS NOT NULL AND me.merged_into IS NULL
        AND e.merged_into IS NULL AND e.id <> me.id
        AND NOT EXISTS (SELECT 1 FROM customer_dismissed_pairs p
          WHERE p.a = least(e.id, me.id) AND p.b = greatest(e.id, me.id))
      ORDER BY 2 DESC, e.id
      LIMIT 20) m,
    LATERAL (VALUES (eid, m.id, m.sim), (m.id, eid, m.sim)) AS x(a, b, sim)
  ON CONFLICT (entity_id, other_id) DO UPDATE SET similarity = excluded.similarity, computed_at = now();
  GET DIAGNOSTICS n = ROW_COUNT;
  RETURN n;
END $$;--> statement-breakpoint
-- Computes the queued entities, `first` (when queued) before the oldest others, at most max_rows; a row another
-- transaction is computing is skipped. Answers how many entities were computed. Cheap when nothing is queued.
CREATE OR REPLACE FUNCTION customer_suggest_pending(max_rows integer DEFAULT 20, first uuid DEFAULT NULL)
RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  n integer := 0;
  r record;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM customer_suggest_queue) THEN RETURN 0; END IF;
  FOR r IN SELECT q.entity_id FROM customer_suggest_queue q
      ORDER BY q.entity_id = first DESC NULLS LAST, q.add_date, q.entity_id
      LIMIT max_rows FOR UPDATE SKIP LOCKED LOOP
    PERFORM customer_suggest(r.entity_id);
    n := n + 1;
  END LOOP;
  RETURN n;
END $$;--> statement-breakpoint
-- A credit file's read: this entity's suggestions computed now if it is still queued (its job not run yet), so
-- its file never lacks them; never another entity's (a backlog is the worker's). Answers whether it computed.
CREATE OR REPLACE FUNCTION customer_suggest_if_queued(eid uuid) RETURNS boolean
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM customer_suggest_queue q WHERE q.entity_id = eid FOR UPDATE SKIP LOCKED;
  IF NOT FOUND THEN RETURN false; END IF;
  PERFORM customer_suggest(eid);
  RETURN true;
END $$;--> statement-breakpoint
-- An entity that gets a name key, or a different one, is queued (the link at submit fills a new entity's key
-- through customer_absorb_facts(); a merge may fill the target's).
CREATE OR REPLACE FUNCTION customer_entities_suggest_queue() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO customer_suggest_queue (entity_id) VALUES (NEW.id) ON CONFLICT (entity_id) DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "customer_entities_suggest_insert" AFTER INSERT ON "customer_entities"
  FOR EACH ROW WHEN (NEW.name_key IS NOT NULL AND NEW.merged_into IS NULL)
  EXECUTE FUNCTION customer_entities_suggest_queue();--> statement-breakpoint
CREATE TRIGGER "customer_entities_suggest_update" AFTER UPDATE OF name_key ON "customer_entities"
  FOR EACH ROW WHEN (NEW.name_key IS NOT NULL AND NEW.merged_into IS NULL
    AND NEW.name_key IS DISTINCT FROM OLD.name_key)
  EXECUTE FUNCTION customer_entities_suggest_queue();--> statement-breakpoint
-- The submit's link (customers/match.ts): customer_link_submission() and whether its entity now waits for its
-- suggestions (a new entity), in one call — a statement's own snapshot would not see the trigger's queue row.
CREATE OR REPLACE FUNCTION customer_link_submission_queued(sid uuid)
RETURNS TABLE (id uuid, queued boolean)
LANGUAGE plpgsql AS $$
BEGIN
  id := customer_link_submission(sid);
  queued := id IS NOT NULL AND EXISTS (SELECT 1 FROM customer_suggest_queue q WHERE q.entity_id = id);
  RETURN NEXT;
END $$;--> statement-breakpoint
-- A pair staff dismissed ('Not the same customer') is no longer stored, from either side.
CREATE OR REPLACE FUNCTION customer_dismissed_pairs_unsuggest() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM customer_suggestions
    WHERE (entity_id = NEW.a AND other_id = NEW.b) OR (entity_id = NEW.b AND other_id = NEW.a);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "customer_dismissed_pairs_unsuggest" AFTER INSERT ON "customer_dismissed_pairs"
  FOR EACH ROW EXECUTE FUNCTION customer_dismissed_pairs_unsuggest();--> statement-breakpoint
-- The job the submit enqueues (pg-boss's queue, as migration 0022 creates its kinds' queues).
SELECT pgboss.create_queue('customer-suggest', '{"policy":"standard","retryLimit":5,"retryDelay":30,"retryBackoff":true,"expireInSeconds":300,"deadLetter":"jobs-dead"}')
  WHERE NOT EXISTS (SELECT 1 FROM pgboss.queue WHERE name = 'customer-suggest');--> statement-breakpoint
-- The backfill: every live entity with a name key is queued, and up to max_rows of them computed now (the
-- rest, on a database with many customers, by the worker's next 'customer-suggest' run or as a file is opened).
-- Re-runnable; answers how many were computed.
CREATE OR REPLACE FUNCTION customer_suggest_backfill(max_rows integer DEFAULT 2000) RETURNS integer
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO customer_suggest_queue (entity_id)
    SELECT e.id FROM customer_entities e WHERE e.name_key IS NOT NULL AND e.merged_into IS NULL
    ON CONFLICT (entity_id) DO NOTHING;
  RETURN customer_suggest_pending(max_rows);
END $$;--> statement-breakpoint
SELECT customer_suggest_backfill();--> statement-breakpoint
-- The linking backfill of migration 0024 (the demo's seed and a database restored without links call it): the
-- entities it makes are queued by the trigger and computed before it answers, at most 2,000 (the rest as above).
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
  IF n > 0 THEN PERFORM customer_suggest_pending(2000); END IF;
  RETURN n;
END $$;--> statement-breakpoint
-- The credit file's exposure (view customer_exposure, migration 0025) keeps each unit's latest AR import: its
-- max(as_of) per unit, one index lookup instead of a scan of every AR line per line read (a file whose customer
-- has two years of monthly imports timed out at 10 s without it).
CREATE INDEX IF NOT EXISTS "ar_lines_unit_as_of" ON "ar_lines" ("unit_id", "as_of");--> statement-breakpoint
-- The credit file's timeline reads the staff actions naming the entity (customers/get-customer.ts): the audit
-- rows of entity 'customer' whose before/after name it as the other entity or the parent. Partial indexes (the
-- customer rows only), so those rows are found by index however many staff actions there are.
CREATE INDEX IF NOT EXISTS "audit_customer_before_entity" ON "audit_log" (("before"->>'entityId')) WHERE entity = 'customer';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_customer_after_entity" ON "audit_log" (("after"->>'entityId')) WHERE entity = 'customer';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_customer_before_parent" ON "audit_log" (("before"->>'parentId')) WHERE entity = 'customer';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_customer_after_parent" ON "audit_log" (("after"->>'parentId')) WHERE entity = 'customer';
