/**
 * The unit and the application or activation each Email log message belongs to (its `unit_id` and
 * `submission_id`, written by every caller of mail/enqueue.ts): two queries for a page of messages.
 */
import { inArray } from 'drizzle-orm';
import type { EmailLogSubmission, EmailLogUnit } from '@cp/schemas/contracts/email-log';
import type { Db } from '../../db/client';
import { submissions, units } from '../../db/schema';

export interface BelongsTo {
  unit: EmailLogUnit | null;
  submission: EmailLogSubmission | null;
}

type Ids = { unitId: string | null; submissionId: string | null };

export async function belongsTo(db: Db, rows: Ids[]): Promise<(row: Ids) => BelongsTo> {
  const unitIds = [...new Set(rows.flatMap((r) => (r.unitId ? [r.unitId] : [])))];
  const submissionIds = [...new Set(rows.flatMap((r) => (r.submissionId ? [r.submissionId] : [])))];
  const [unitRows, submissionRows] = await Promise.all([
    unitIds.length
      ? db
          .select({ id: units.id, name: units.name, kind: units.kind })
          .from(units)
          .where(inArray(units.id, unitIds))
      : [],
    submissionIds.length
      ? db
          .select({ id: submissions.id, form: submissions.form, number: submissions.applicationNumber })
          .from(submissions)
          .where(inArray(submissions.id, submissionIds))
      : [],
  ]);
  const unitById = new Map(unitRows.map((u) => [u.id, u]));
  const submissionById = new Map(
    submissionRows.map((s): [string, EmailLogSubmission] => [
      s.id,
      { id: s.id, kind: s.form === 'credit-application' ? 'application' : 'activation', number: s.number },
    ]),
  );
  return (row) => ({
    unit: (row.unitId && unitById.get(row.unitId)) || null,
    submission: (row.submissionId && submissionById.get(row.submissionId)) || null,
  });
}
