/**
 * The demo's Regulation B notices (README 'Regulation B'): every denied demo record gets the notice a denial
 * records (its code's reason statement as the one reason, the decision date as the notice date), and the
 * three most recent denied applications have requested the statement of reasons — one due in 20 days, one
 * overdue, one already sent — so 'Reasons requested' shows the clock in each state.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../client';
import { decisionNotices, denialCodes, submissions } from '../schema';
import { statementOf } from '../../regb/offered-reasons';
import { hashReasonsToken, newReasonsToken } from '../../regb/secrets';

const DAY = 24 * 60 * 60 * 1000;

export async function seedDemoRegb(tx: Tx): Promise<void> {
  const denied = await tx
    .select()
    .from(submissions)
    .where(and(eq(submissions.status, 'DENIED'), isNull(submissions.deleteDate)))
    .orderBy(desc(submissions.approvedOrDeniedDate));
  const codes = await tx.select().from(denialCodes).where(isNull(denialCodes.deleteDate));
  const now = Date.now();
  // Requested 10 days ago (20 left), 35 days ago (5 overdue), 15 days ago and sent: each from an application
  // denied before it.
  const asks = new Map<string, number>();
  for (const [i, daysAgo] of [10, 35, 15].entries()) {
    const target = denied.find(
      (s) =>
        s.form === 'credit-application' &&
        !asks.has(s.id) &&
        // Within the 60 days after its notice, as a request must be.
        (s.approvedOrDeniedDate?.getTime() ?? now) < now - (daysAgo + 1) * DAY &&
        (s.approvedOrDeniedDate?.getTime() ?? 0) > now - (daysAgo + 59) * DAY,
    );
    if (target) asks.set(target.id, i);
  }
  for (const s of denied) {
    const code = codes.find((c) => c.unitId === (s.divisionId ?? s.companyId) && c.code === s.denialCode);
    const ask = asks.get(s.id);
    const requestedAt = ask === undefined ? null : new Date(now - [10, 35, 15][ask] * DAY);
    await tx.insert(decisionNotices).values({
      submissionId: s.id,
      denialCode: s.denialCode,
      reasons: [code ? statementOf(code) : 'Limited credit experience'],
      noticeDate: s.approvedOrDeniedDate ?? new Date(now - 40 * DAY),
      decidedBy: s.approvedBy,
      reasonsTokenHash: hashReasonsToken(newReasonsToken()),
      reasonsRequestedAt: requestedAt,
      reasonsDue: requestedAt ? new Date(requestedAt.getTime() + 30 * DAY) : null,
      reasonsNote: ask === 0 ? 'Please send it to our accounts payable address.' : '',
      statementSentAt: ask === 2 ? new Date(now - 5 * DAY) : null,
    });
  }
}
