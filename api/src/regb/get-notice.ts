/** A denied record's notice for its details page (README 'Regulation B'): whoever may read the record. */
import { eq } from 'drizzle-orm';
import type { DecisionNoticeView } from '@cp/schemas/contracts/regb';
import type { Db } from '../db/client';
import { decisionNotices } from '../db/schema';
import { kindOf } from '../sanctions/screening';
import type { Staff } from '../services/submissions/access';
import { loadSubmission } from '../services/submissions/load-submission';

const iso = (d: Date | null) => d?.toISOString() ?? null;

export async function getDecisionNotice(
  o: Staff & { db: Db; id: string },
): Promise<DecisionNoticeView | null> {
  const record = await loadSubmission(o.db, await kindOf(o.db, o.id), o, o.id);
  const [n] = await o.db.select().from(decisionNotices).where(eq(decisionNotices.submissionId, record.id));
  if (!n) return null;
  return {
    denialCode: n.denialCode,
    reasons: n.reasons,
    noticeDate: n.noticeDate.toISOString(),
    requestedAt: iso(n.reasonsRequestedAt),
    dueAt: iso(n.reasonsDue),
    note: n.reasonsNote,
    sentAt: iso(n.statementSentAt),
  };
}
