/** Reads one live submission of a kind that the actor may see; anything else is 'not found' (no leak). */
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { submissions } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { isUuid } from '../units/find-unit';
import { may, type Staff } from './access';
import type { SubmissionKind, SubmissionRow } from './kind';

export async function loadSubmission(
  db: DbOrTx,
  kind: SubmissionKind,
  staff: Staff,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<SubmissionRow> {
  if (!isUuid(id)) throw new AppError(ErrorCode.NotFound, kind.messages.notFound);
  const query = db
    .select()
    .from(submissions)
    .where(and(eq(submissions.id, id), eq(submissions.form, kind.form), isNull(submissions.deleteDate)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row || !may(staff, kind, 'read', row)) throw new AppError(ErrorCode.NotFound, kind.messages.notFound);
  return row;
}
