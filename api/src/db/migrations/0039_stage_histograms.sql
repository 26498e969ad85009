-- Stage duration histograms (README 'Analytics'): counts of every stage's durations per (stage, form, company,
-- unit, month of the stage's end, bucket), so the stages call reads whole months from a few hundred thousand
-- counts instead of sorting millions of durations. Buckets are log-spaced: bucket b holds the hours h with
-- floor(ln(1 + 10 h) / ln(1.02)) = b, i.e. [(1.02^b - 1) / 10, (1.02^(b+1) - 1) / 10) — 0.002 h wide at zero,
-- 2% of the value above a few hours. A statement trigger on the stage clocks subtracts the old rows' durations
-- and adds the new ones (an update of a clock is a delete and an insert: stage_clocks_refresh).
CREATE TABLE IF NOT EXISTS "submission_stage_histograms" (
	"stage" text NOT NULL,
	"form" text NOT NULL,
	"company_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"month" date NOT NULL,
	"bucket" integer NOT NULL,
	"n" integer NOT NULL,
	PRIMARY KEY ("stage", "form", "company_id", "unit_id", "month", "bucket")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "submission_stage_histograms_month" ON "submission_stage_histograms" ("month");--> statement-breakpoint
-- The raw clocks at the range's partial months: each stage's end time is indexed.
CREATE INDEX IF NOT EXISTS "submission_stage_clocks_opened" ON "submission_stage_clocks" ("opened_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "submission_stage_clocks_submitted" ON "submission_stage_clocks" ("submitted_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "submission_stage_clocks_refs_answered" ON "submission_stage_clocks" ("refs_answered_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "submission_stage_clocks_decided" ON "submission_stage_clocks" ("decided_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "submission_stage_clocks_signed" ON "submission_stage_clocks" ("signed_at");--> statement-breakpoint
CREATE OR REPLACE FUNCTION stage_hist_bucket(hours double precision) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT floor(ln(1 + 10 * hours) / ln(1.02))::integer
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stage_hist_lower(bucket integer) RETURNS double precision LANGUAGE sql IMMUTABLE AS $$
  SELECT (power(1.02::double precision, bucket) - 1) / 10
$$;--> statement-breakpoint
-- Each stage's end and hours of one clock: the same as STAGE_ROWS in api/src/analytics/stages.ts.
CREATE OR REPLACE FUNCTION stage_durations(c submission_stage_clocks)
  RETURNS TABLE (stage text, ended timestamptz, hours double precision) LANGUAGE sql IMMUTABLE AS $$
  SELECT v.stage, v.ended, v.hours::double precision FROM (VALUES
    ('invite_to_open', c.opened_at, greatest(0, extract(epoch from c.opened_at - c.invited_at) / 3600)),
    ('open_to_submit', c.submitted_at, greatest(0, extract(epoch from c.submitted_at - c.opened_at) / 3600)),
    ('customer', c.submitted_at, greatest(0, extract(epoch from c.submitted_at - c.invited_at) / 3600)),
    ('references', c.refs_answered_at, greatest(0, extract(epoch from c.refs_answered_at - c.refs_requested_at) / 3600)),
    ('staff', c.decided_at, greatest(0, (extract(epoch from c.decided_at - c.submitted_at) - c.refs_overlap_seconds) / 3600)),
    ('signer', c.signed_at, case when c.approved then greatest(0, extract(epoch from c.signed_at - c.decided_at) / 3600) end),
    ('decision', c.decided_at, greatest(0, extract(epoch from c.decided_at - c.submitted_at) / 3600))
  ) AS v(stage, ended, hours)
  WHERE v.ended IS NOT NULL AND v.hours IS NOT NULL
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stage_histograms_add(clocks submission_stage_clocks[], sign integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO submission_stage_histograms AS h (stage, form, company_id, unit_id, month, bucket, n)
  SELECT d.stage, c.form, c.company_id, c.unit_id, date_trunc('month', d.ended AT TIME ZONE 'UTC')::date,
    stage_hist_bucket(d.hours), sign * count(*)
  FROM unnest(clocks) AS c CROSS JOIN LATERAL stage_durations(c) AS d
  GROUP BY 1, 2, 3, 4, 5, 6
  ORDER BY 1, 2, 3, 4, 5, 6 -- rows locked in key order: concurrent writers wait rather than deadlock
  ON CONFLICT (stage, form, company_id, unit_id, month, bucket) DO UPDATE SET n = h.n + excluded.n;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stage_histograms_of_clocks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    TRUNCATE submission_stage_histograms;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM stage_histograms_add(ARRAY(SELECT ROW(o.*)::submission_stage_clocks FROM old_rows o), -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM stage_histograms_add(ARRAY(SELECT ROW(n.*)::submission_stage_clocks FROM new_rows n), 1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS stage_histograms_insert ON submission_stage_clocks;--> statement-breakpoint
CREATE TRIGGER stage_histograms_insert AFTER INSERT ON submission_stage_clocks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stage_histograms_of_clocks();--> statement-breakpoint
DROP TRIGGER IF EXISTS stage_histograms_update ON submission_stage_clocks;--> statement-breakpoint
CREATE TRIGGER stage_histograms_update AFTER UPDATE ON submission_stage_clocks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stage_histograms_of_clocks();--> statement-breakpoint
DROP TRIGGER IF EXISTS stage_histograms_delete ON submission_stage_clocks;--> statement-breakpoint
CREATE TRIGGER stage_histograms_delete AFTER DELETE ON submission_stage_clocks REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stage_histograms_of_clocks();--> statement-breakpoint
DROP TRIGGER IF EXISTS stage_histograms_truncate ON submission_stage_clocks;--> statement-breakpoint
CREATE TRIGGER stage_histograms_truncate AFTER TRUNCATE ON submission_stage_clocks
  FOR EACH STATEMENT EXECUTE FUNCTION stage_histograms_of_clocks();--> statement-breakpoint
-- Backfill: every clock's durations, in one statement.
TRUNCATE submission_stage_histograms;--> statement-breakpoint
INSERT INTO submission_stage_histograms (stage, form, company_id, unit_id, month, bucket, n)
SELECT d.stage, c.form, c.company_id, c.unit_id, date_trunc('month', d.ended AT TIME ZONE 'UTC')::date,
  stage_hist_bucket(d.hours), count(*)
FROM submission_stage_clocks c CROSS JOIN LATERAL stage_durations(c) AS d
GROUP BY 1, 2, 3, 4, 5, 6;
