-- Stage clocks, concurrent writers (README 'Analytics'): two transactions that change rows of the same
-- submission at once (two of its reference requests marked sent by two email deliveries) both refreshed its
-- clock by delete-then-insert; the second one's delete waited on the first's, found the row gone once the
-- first committed, and its insert then hit the first one's new row (duplicate key), failing the delivery.
-- A refresh now first takes a transaction-scoped advisory lock per submission, in id order, so refreshes of
-- one submission run one after the other; each later statement of this volatile SQL function reads with a
-- fresh snapshot, so the second refresh sees the first one's committed rows and rebuilds from them.
CREATE OR REPLACE FUNCTION stage_clocks_refresh(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(hashtext('submission_stage_clocks'), hashtext(id::text))
    FROM unnest(ids) AS id ORDER BY id;
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
