/**
 * The reasons of a denial (README 'Regulation B'): the denial code, the one to four specific reasons the
 * notice states, its date and who decided, and where the applicant's request for the statement stands.
 */
import { eq } from 'drizzle-orm';
import { decisionNotices } from '../../db/schema';
import { jsonEntry, type EvidencePart } from '../part';
import { peopleOf } from '../people';

export const reasonsPart: EvidencePart = {
  name: 'reasons',
  async collect({ db, submission }) {
    const [notice] = await db
      .select()
      .from(decisionNotices)
      .where(eq(decisionNotices.submissionId, submission.id));
    if (!notice) return [];
    const person = await peopleOf(db, [notice.decidedBy]);
    return [
      jsonEntry('reasons.json', {
        denialCode: notice.denialCode,
        reasons: notice.reasons,
        noticeDate: notice.noticeDate.toISOString(),
        decidedBy: person(notice.decidedBy),
        reasonsRequestedAt: notice.reasonsRequestedAt?.toISOString() ?? null,
        reasonsDue: notice.reasonsDue?.toISOString() ?? null,
        statementSentAt: notice.statementSentAt?.toISOString() ?? null,
      }),
    ];
  },
};
