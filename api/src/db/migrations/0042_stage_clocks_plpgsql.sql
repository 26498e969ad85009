-- Stage clocks, cost per write (README 'Analytics'): stage_clocks_refresh and stage_histograms_add were SQL
-- functions, which PostgreSQL before 18 plans again on every call; the refresh's INSERT … SELECT with its
-- lateral joins was most of a submission insert's time (one-row insert on PostgreSQL 15: 0.95 ms without the
-- trigger, 2.5-3.2 ms with it). The same statements in PL/pgSQL keep their plans for the session
-- (1.7-1.9 ms). Same bodies as 0041 and 0039.
CREATE OR REPLACE FUNCTION stage_clocks_refresh(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('submission_stage_clocks'), bucket)
    FROM (SELECT DISTINCT hashtext(id::text) & 63 AS bucket FROM unnest(ids) AS id) AS b ORDER BY bucket;
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
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stage_histograms_add(clocks submission_stage_clocks[], sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO submission_stage_histograms AS h (stage, form, company_id, unit_id, month, bucket, n)
  SELECT d.stage, c.form, c.company_id, c.unit_id, date_trunc('month', d.ended AT TIME ZONE 'UTC')::date,
    stage_hist_bucket(d.hours), sign * count(*)
  FROM unnest(clocks) AS c CROSS JOIN LATERAL stage_durations(c) AS d
  GROUP BY 1, 2, 3, 4, 5, 6
  ORDER BY 1, 2, 3, 4, 5, 6 -- rows locked in key order: concurrent writers wait rather than deadlock
  ON CONFLICT (stage, form, company_id, unit_id, month, bucket) DO UPDATE SET n = h.n + excluded.n;
END
$$;
