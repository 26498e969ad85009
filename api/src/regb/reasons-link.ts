/**
 * The applicant's reasons page (README 'Regulation B'), public: the private link's token is the credential.
 * GET shows what it is for; a request within 60 days of the notice starts the 30-day clock and tells the
 * unit's contacts; a second request is told it was received, a late one that the window has closed.
 */
import { and, eq } from 'drizzle-orm';
import type { ReasonsPageView } from '@cp/schemas/contracts/regb';
import { factText } from '@cp/schemas/forms/roles';
import * as M from '@cp/schemas/messages/regb';
import { REASONS_ANSWER_DAYS, REASONS_REQUEST_WINDOW_DAYS } from '@cp/schemas/regb/notice';
import type { Db, DbOrTx } from '../db/client';
import { contacts, decisionNotices, submissions } from '../db/schema';
import { AppError, ErrorCode } from '../errors';
import { enqueueEmail } from '../mail/enqueue';
import { writeAudit } from '../services/submissions/audit';
import { loadPortalUnit } from '../services/submissions/unit-view';
import { hashReasonsToken } from './secrets';

const DAY = 24 * 60 * 60 * 1000;
const addDays = (d: Date, days: number) => new Date(d.getTime() + days * DAY);

async function noticeByToken(tx: DbOrTx, token: string, forUpdate = false) {
  if (!token) return undefined;
  const q = tx
    .select({ notice: decisionNotices, submission: submissions })
    .from(decisionNotices)
    .innerJoin(submissions, eq(submissions.id, decisionNotices.submissionId))
    .where(eq(decisionNotices.reasonsTokenHash, hashReasonsToken(token)));
  const [row] = forUpdate ? await q.for('update', { of: decisionNotices }) : await q;
  return row && !row.submission.deleteDate ? row : undefined;
}

type Found = NonNullable<Awaited<ReturnType<typeof noticeByToken>>>;
const stateOf = ({ notice }: Found, now: Date): ReasonsPageView['state'] =>
  notice.reasonsRequestedAt
    ? 'requested'
    : now > addDays(notice.noticeDate, REASONS_REQUEST_WINDOW_DAYS)
      ? 'closed'
      : 'open';

export async function getReasonsPage(o: { db: Db; token: string; now: Date }): Promise<ReasonsPageView> {
  const found = await noticeByToken(o.db, o.token);
  const unit = found && (await loadPortalUnit(o.db, found.submission.companyId, found.submission.divisionId));
  if (!found || !unit) throw new AppError(ErrorCode.NotFound, M.REASONS_LINK_UNKNOWN);
  const { companyCode: _code, ...pageUnit } = unit;
  const { notice, submission } = found;
  return {
    unit: pageUnit,
    companyName: factText(submission.facts, 'legalName'),
    applicationNumber: submission.applicationNumber ?? '',
    noticeDate: notice.noticeDate.toISOString(),
    state: stateOf(found, o.now),
    windowEnds: addDays(notice.noticeDate, REASONS_REQUEST_WINDOW_DAYS).toISOString(),
    requestedAt: notice.reasonsRequestedAt?.toISOString() ?? null,
    dueAt: notice.reasonsDue?.toISOString() ?? null,
  };
}

export async function requestReasons(o: {
  db: Db;
  token: string;
  note: string;
  now: Date;
  ip: string | null;
}): Promise<void> {
  await o.db.transaction(async (tx) => {
    const found = await noticeByToken(tx, o.token, true);
    if (!found) throw new AppError(ErrorCode.NotFound, M.REASONS_LINK_UNKNOWN);
    const state = stateOf(found, o.now);
    if (state === 'requested') throw new AppError(ErrorCode.Conflict, M.REASONS_ALREADY_REQUESTED);
    if (state === 'closed') throw new AppError(ErrorCode.Conflict, M.REASONS_WINDOW_CLOSED);
    const { notice, submission } = found;
    const due = addDays(o.now, REASONS_ANSWER_DAYS);
    const note = o.note.trim().slice(0, 2000);
    await tx
      .update(decisionNotices)
      .set({ reasonsRequestedAt: o.now, reasonsDue: due, reasonsNote: note })
      .where(eq(decisionNotices.id, notice.id));
    await writeAudit(tx, {
      actorId: null,
      actorKind: 'customer',
      action: 'request-reasons',
      entity: 'submission',
      entityId: submission.id,
      after: { requestedAt: o.now.toISOString(), due: due.toISOString(), note },
      ip: o.ip,
    });
    const unitId = submission.divisionId ?? submission.companyId;
    const to = await tx
      .select({ email: contacts.email })
      .from(contacts)
      .where(and(eq(contacts.unitId, unitId), eq(contacts.active, true)));
    if (!to.length) return;
    const number = submission.applicationNumber ?? '';
    const company = factText(submission.facts, 'legalName');
    const text = M.reasonsRequestedText(number, company, due.toISOString().slice(0, 10));
    await enqueueEmail(tx, {
      template: 'plain',
      to: to.map((c) => c.email),
      unitId,
      submissionId: submission.id,
      subject: M.reasonsRequestedSubject(number),
      context: { subject: M.reasonsRequestedSubject(number), text: note ? `${text}\n\nNote: ${note}` : text },
    });
  });
}
