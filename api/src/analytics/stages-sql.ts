/** The stage durations' SQL shared by the exact and the histogram statements (README 'Analytics'). */
import { sql } from 'drizzle-orm';

/** Each stage's end and its hours, from one stage clock row `c` (the same as the
 * stage_durations function of migration 0039, which the histograms' trigger reads). */
export const STAGE_ROWS = sql.raw(`
  ('invite_to_open', c.opened_at, greatest(0, extract(epoch from c.opened_at - c.invited_at) / 3600)),
  ('open_to_submit', c.submitted_at, greatest(0, extract(epoch from c.submitted_at - c.opened_at) / 3600)),
  ('customer', c.submitted_at, greatest(0, extract(epoch from c.submitted_at - c.invited_at) / 3600)),
  ('references', c.refs_answered_at, greatest(0, extract(epoch from c.refs_answered_at - c.refs_requested_at) / 3600)),
  ('staff', c.decided_at, greatest(0, (extract(epoch from c.decided_at - c.submitted_at) - c.refs_overlap_seconds) / 3600)),
  ('signer', c.signed_at, case when c.approved then greatest(0, extract(epoch from c.signed_at - c.decided_at) / 3600) end),
  ('decision', c.decided_at, greatest(0, extract(epoch from c.decided_at - c.submitted_at) / 3600))`);
