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
  let requested = 0;
  for (const s of denied) {
    const code = codes.find((c) => c.unitId === (s.divisionId ?? s.companyId) && c.code === s.denialCode);
    const noticeDate = s.approvedOrDeniedDate ?? new Date(now - 40 * DAY);
    const ask = s.form === 'credit-application' && requested < 3 ? requested++ : -1;
    // Requested 10 days ago (20 left), 35 days ago (5 overdue), or 15 days ago and sent.
    const askedDaysAgo = [10, 35, 15][ask];
    const requestedAt = askedDaysAgo ? new Date(now - askedDaysAgo * DAY) : null;
    await tx.insert(decisionNotices).values({
      submissionId: s.id,
      denialCode: s.denialCode,
      reasons: [code ? statementOf(code) : 'Limited credit experience'],
      noticeDate:
        requestedAt && requestedAt < noticeDate ? new Date(requestedAt.getTime() - DAY) : noticeDate,
      decidedBy: s.approvedBy,
      reasonsTokenHash: hashReasonsToken(newReasonsToken()),
      reasonsRequestedAt: requestedAt,
      reasonsDue: requestedAt ? new Date(requestedAt.getTime() + 30 * DAY) : null,
      reasonsNote: ask === 0 ? 'Please send it to our accounts payable address.' : '',
      statementSentAt: ask === 2 ? new Date(now - 5 * DAY) : null,
    });
  }
}
