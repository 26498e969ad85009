/** The live submission of a form by id, for the PDF calls (a malformed id is simply not found). */
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { submissions } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findSubmissionForPdf(opts: {
  db: DbOrTx;
  id: string;
  form: 'credit-application' | 'customer-activation';
}) {
  if (!UUID.test(opts.id)) throw new AppError(ErrorCode.NotFound);
  const [s] = await opts.db
    .select({ id: submissions.id, companyId: submissions.companyId, divisionId: submissions.divisionId })
    .from(submissions)
    .where(and(eq(submissions.id, opts.id), eq(submissions.form, opts.form), isNull(submissions.deleteDate)));
  if (!s) throw new AppError(ErrorCode.NotFound);
  return s;
}
