/** App Link (back-office.md §2 SENT row and details, §9): the customer link, for users who may copy it (§6). */
import type { DbOrTx } from '../../db/client';
import { AppError, ErrorCode } from '../../errors';
import { findUnit } from '../units/find-unit';
import { assertMay, type Staff } from './access';
import type { SubmissionKind } from './kind';
import { loadSubmission } from './load-submission';

export async function getSubmissionLink(
  o: Staff & { db: DbOrTx; kind: SubmissionKind; id: string; origin: string },
): Promise<{ link: string }> {
  const row = await loadSubmission(o.db, o.kind, o, o.id);
  assertMay(o, o.kind, 'copyLink', row, o.kind.messages.linkDenied);
  const unit = await findUnit(o.db, row.divisionId ?? row.companyId);
  if (!unit) throw new AppError(ErrorCode.NotFound, o.kind.messages.notFound);
  return { link: o.kind.link(o.origin, unit, row.email, row.id) };
}
