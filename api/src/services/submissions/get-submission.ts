/**
 * One record for the details page (back-office.md §2): its list row (the same fields as the list) plus
 * the customer's data as typed, the form it was made with, the chosen contacts, and what the kind adds.
 */
import { sql } from 'drizzle-orm';
import { withSpecDates } from '@cp/schemas/forms/spec-dates';
import type { DbOrTx } from '../../db/client';
import { AppError, ErrorCode } from '../../errors';
import { withCleanFileNames } from '../../files/sanitize-name';
import { definitionOf } from '../../forms/definitions';
import type { Staff } from './access';
import type { SubmissionKind } from './kind';
import { baseItem, selectRows, type ListRow } from './list-fields';
import { loadSubmission } from './load-submission';

/** The list row of one record (after the caller has checked the record is visible). */
export async function listRowOf(db: DbOrTx, id: string): Promise<ListRow | undefined> {
  const [row] = await selectRows(db, sql`select ${id}::uuid as page_id, 0 as total`);
  return row;
}

export async function getSubmission(
  o: Staff & { db: DbOrTx; kind: SubmissionKind; id: string },
): Promise<Record<string, unknown>> {
  const record = await loadSubmission(o.db, o.kind, o, o.id);
  const listRow = await listRowOf(o.db, record.id);
  if (!listRow) throw new AppError(ErrorCode.NotFound, o.kind.messages.notFound);
  return {
    ...o.kind.toItem(baseItem(listRow), listRow),
    data: withCleanFileNames(record.data),
    form: record.form,
    formFamily: record.formFamily,
    formVersion: record.formVersion,
    definition: await definitionOf(o.db, record),
    contacts: record.contacts,
    notifiedDate: record.notifiedDate?.toISOString() ?? null,
    applicationOpened: record.applicationOpened?.toISOString() ?? null,
    ...(await o.kind.detailsExtra?.(record, o.db)),
  };
}

/**
 * One record as the spec's getById calls answer it: the customer's data at the top level (§3 lists the
 * form's fields beside the workflow's) and the workflow under the spec's names. Dates are answered as the
 * models' other dates are, ISO date-times (README 'Dates').
 */
export async function getSpecSubmission(
  o: Staff & { db: DbOrTx; kind: SubmissionKind; id: string },
): Promise<Record<string, unknown>> {
  const record = await loadSubmission(o.db, o.kind, o, o.id);
  const listRow = await listRowOf(o.db, record.id);
  if (!listRow) throw new AppError(ErrorCode.NotFound, o.kind.messages.notFound);
  const { schema } = await definitionOf(o.db, record);
  const data = withSpecDates(schema, withCleanFileNames(record.data)) as Record<string, unknown>;
  return { ...data, ...o.kind.toSpec(listRow) };
}
