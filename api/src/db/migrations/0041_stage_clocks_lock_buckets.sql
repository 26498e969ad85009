-- Stage clocks, bulk writes (README 'Analytics'): 0040 took one advisory lock per submission, so one statement
-- that changed many submissions (a bulk load, an import, a migration) took as many locks in one transaction
-- and ran out of the shared lock table ("out of shared memory", past max_locks_per_transaction). A refresh now
-- locks the submissions' buckets instead: the low 6 bits of the id's hash, at most 64 locks whatever the
-- statement's size, in bucket order so that two refreshes never wait on each other in a cycle. Refreshes of
-- one submission still run one after the other (same bucket); two submissions that share a bucket only wait
-- for each other's short refresh.
CREATE OR REPLACE FUNCTION stage_clocks_refresh(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(hashtext('submission_stage_clocks'), bucket)
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
$$;
