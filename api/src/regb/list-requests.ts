/**
 * 'Reasons requested' (README 'Regulation B'): the denied records whose applicant requested the statement of
 * reasons, in the caller's units, soonest due first; open (not sent yet) or sent.
 */
import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { ReasonsRequestItem } from '@cp/schemas/contracts/regb';
import { factText } from '@cp/schemas/forms/roles';
import type { SessionUser } from '@cp/schemas/permissions/types';
import type { Db } from '../db/client';
import { decisionNotices, submissions, units } from '../db/schema';
import { scopeSql } from '../services/submissions/access';

export interface ListReasonsRequests {
  db: Db;
  actor: SessionUser;
  state?: 'open' | 'sent';
  order: 'ASC' | 'DESC';
  offset: number;
  limit: number;
}

export async function listReasonsRequests(
  o: ListReasonsRequests,
): Promise<{ rows: ReasonsRequestItem[]; total: number }> {
  const where: (SQL | undefined)[] = [
    isNotNull(decisionNotices.reasonsRequestedAt),
    isNull(submissions.deleteDate),
    scopeSql(o.actor),
    o.state === 'open' ? isNull(decisionNotices.statementSentAt) : undefined,
    o.state === 'sent' ? isNotNull(decisionNotices.statementSentAt) : undefined,
  ];
  const [{ total }] = await o.db
    .select({ total: count() })
    .from(decisionNotices)
    .innerJoin(submissions, eq(submissions.id, decisionNotices.submissionId))
    .where(and(...where));
  const rows = await o.db
    .select({ notice: decisionNotices, submission: submissions, unitName: units.name })
    .from(decisionNotices)
    .innerJoin(submissions, eq(submissions.id, decisionNotices.submissionId))
    .innerJoin(units, eq(units.id, sql`coalesce(${submissions.divisionId}, ${submissions.companyId})`))
    .where(and(...where))
    .orderBy(o.order === 'DESC' ? desc(decisionNotices.reasonsDue) : asc(decisionNotices.reasonsDue))
    .offset(o.offset)
    .limit(o.limit);
  return {
    total,
    rows: rows.map(({ notice, submission, unitName }) => ({
      id: submission.id,
      resource: submission.form === 'customer-activation' ? 'activations' : 'applications',
      applicationNumber: submission.applicationNumber ?? '',
      companyName: factText(submission.facts, 'legalName'),
      unitName,
      noticeDate: notice.noticeDate.toISOString(),
      requestedAt: notice.reasonsRequestedAt!.toISOString(),
      dueAt: notice.reasonsDue!.toISOString(),
      sentAt: notice.statementSentAt?.toISOString() ?? null,
      note: notice.reasonsNote,
      reasons: notice.reasons,
    })),
  };
}
