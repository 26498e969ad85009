-- Stage clocks (README 'Analytics'): one narrow row per live submission with the times that open and close its
-- stages, read from the records themselves (the invitation is add_date, the first open application_opened, the
-- submit signature_date, the decision approved_or_denied_date, the references their requests' sent_at and
-- closed_at, the signature the completed envelope). The analytics queries read this table, not the wide
-- submissions rows. Statement triggers (transition tables) keep it: a bulk insert recomputes its rows in one
-- statement; an update recomputes only the rows whose stage columns changed.
CREATE TABLE IF NOT EXISTS "submission_stage_clocks" (
	"submission_id" uuid PRIMARY KEY NOT NULL REFERENCES "submissions"("id") ON DELETE CASCADE,
	"form" text NOT NULL,
	"company_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"invited_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"approved" boolean NOT NULL DEFAULT false,
	"refs_requested_at" timestamp with time zone,
	"refs_answered_at" timestamp with time zone,
	"refs_overlap_seconds" double precision NOT NULL DEFAULT 0,
	"signed_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "submission_stage_clocks_unit" ON "submission_stage_clocks" ("unit_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "submission_stage_clocks_company" ON "submission_stage_clocks" ("company_id");--> statement-breakpoint
CREATE OR REPLACE FUNCTION stage_clocks_refresh(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM submission_stage_clocks WHERE submission_id = ANY(ids);
  INSERT INTO submission_stage_clocks (submission_id, form, company_id, unit_id, invited_at, opened_at,
    submitted_at, decided_at, approved, refs_requested_at, refs_answered_at, refs_overlap_seconds, signed_at)
  SELECT s.id, s.form, s.company_id, coalesce(s.division_id, s.company_id), s.add_date, s.application_opened,
    sub.at, dec.at, s.status = 'APPROVED', r.requested, r.answered,
    CASE WHEN dec.at IS NULL THEN 0 ELSE coalesce((SELECT sum(extract(epoch FROM upper(x) - lower(x)))
      FROM unnest(r.ranges * tstzmultirange(tstzrange(sub.at, dec.at))) AS x), 0) END,
    e.signed
  FROM submissions s
  CROSS JOIN LATERAL (SELECT CASE WHEN s.status IN ('NEW', 'PENDING', 'APPROVED', 'DENIED') THEN s.signature_date END AS at) sub
  CROSS JOIN LATERAL (SELECT CASE WHEN s.status IN ('APPROVED', 'DENIED') AND sub.at IS NOT NULL
    THEN greatest(s.approved_or_denied_date, sub.at) END AS at) dec
  LEFT JOIN LATERAL (
    SELECT min(q.sent_at) AS requested,
      CASE WHEN bool_and(q.closed_at IS NOT NULL) THEN max(q.closed_at) END AS answered,
      range_agg(tstzrange(q.sent_at, greatest(q.sent_at, coalesce(q.closed_at, 'infinity')))) AS ranges
    FROM reference_requests q WHERE q.submission_id = s.id AND q.sent_at IS NOT NULL
  ) r ON true
  LEFT JOIN LATERAL (
    SELECT min(v.updated_at) AS signed FROM esign_envelopes v WHERE v.submission_id = s.id AND v.status = 'completed'
  ) e ON true
  WHERE s.id = ANY(ids) AND s.delete_date IS NULL;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stage_clocks_of_submissions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM stage_clocks_refresh(ARRAY(SELECT id FROM new_rows));
  ELSE
    PERFORM stage_clocks_refresh(ARRAY(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.form, n.status, n.company_id, n.division_id, n.add_date, n.application_opened, n.signature_date,
        n.approved_or_denied_date, n.delete_date)
        IS DISTINCT FROM (o.form, o.status, o.company_id, o.division_id, o.add_date, o.application_opened,
        o.signature_date, o.approved_or_denied_date, o.delete_date)));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stage_clocks_of_children() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM stage_clocks_refresh(ARRAY(SELECT DISTINCT submission_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM stage_clocks_refresh(ARRAY(SELECT submission_id FROM new_rows UNION SELECT submission_id FROM old_rows));
  ELSE
    PERFORM stage_clocks_refresh(ARRAY(SELECT DISTINCT submission_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS stage_clocks_insert ON submissions;--> statement-breakpoint
CREATE TRIGGER stage_clocks_insert AFTER INSERT ON submissions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stage_clocks_of_submissions();--> statement-breakpoint
DROP TRIGGER IF EXISTS stage_clocks_update ON submissions;--> statement-breakpoint
CREATE TRIGGER stage_clocks_update AFTER UPDATE ON submissions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stage_clocks_of_submissions();--> statement-breakpoint
DROP TRIGGER IF EXISTS stage_clocks_references_insert ON reference_requests;--> statement-breakpoint
CREATE TRIGGER stage_clocks_references_insert AFTER INSERT ON reference_requests REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stage_clocks_of_children();--> statement-breakpoint
DROP TRIGGER IF EXISTS stage_clocks_references_update ON reference_requests;--> statement-breakpoint
CREATE TRIGGER stage_clocks_references_update AFTER UPDATE ON reference_requests REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stage_clocks_of_children();--> statement-breakpoint
DROP TRIGGER IF EXISTS stage_clocks_references_delete ON reference_requests;--> statement-breakpoint
CREATE TRIGGER stage_clocks_references_delete AFTER DELETE ON reference_requests REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stage_clocks_of_children();--> statement-breakpoint
DROP TRIGGER IF EXISTS stage_clocks_esign_insert ON esign_envelopes;--> statement-breakpoint
CREATE TRIGGER stage_clocks_esign_insert AFTER INSERT ON esign_envelopes REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stage_clocks_of_children();--> statement-breakpoint
DROP TRIGGER IF EXISTS stage_clocks_esign_update ON esign_envelopes;--> statement-breakpoint
CREATE TRIGGER stage_clocks_esign_update AFTER UPDATE ON esign_envelopes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stage_clocks_of_children();--> statement-breakpoint
DROP TRIGGER IF EXISTS stage_clocks_esign_delete ON esign_envelopes;--> statement-breakpoint
CREATE TRIGGER stage_clocks_esign_delete AFTER DELETE ON esign_envelopes REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stage_clocks_of_children();--> statement-breakpoint
-- Backfill: every live submission's clock, in one statement.
SELECT stage_clocks_refresh(ARRAY(SELECT id FROM submissions WHERE delete_date IS NULL));
