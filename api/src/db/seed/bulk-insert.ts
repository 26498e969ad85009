/**
 * Inserts thousands of submissions per statement: the batch travels as one JSON parameter and
 * jsonb_to_recordset turns it into rows, so there is no bind-parameter limit and one round trip per batch.
 */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { units } from '../schema';
import type { SubmissionInsert } from './demo-submissions';

const COLUMNS: [keyof SubmissionInsert, string, string][] = [
  ['form', 'form', 'text'],
  ['formFamily', 'form_family', 'text'],
  ['status', 'status', 'text'],
  ['applicationNumber', 'application_number', 'text'],
  ['companyId', 'company_id', 'uuid'],
  ['divisionId', 'division_id', 'uuid'],
  ['email', 'email', 'text'],
  ['contacts', 'contacts', 'uuid[]'],
  ['data', 'data', 'jsonb'],
  ['customerCode', 'customer_code', 'text'],
  ['amountReq', 'amount_req', 'numeric'],
  ['approvedAmount', 'approved_amount', 'numeric'],
  ['paymentTerms', 'payment_terms', 'text'],
  ['netTerms', 'net_terms', 'text'],
  ['isCod', 'is_cod', 'boolean'],
  ['denialCode', 'denial_code', 'text'],
  ['notes', 'notes', 'text'],
  ['approvedBy', 'approved_by', 'uuid'],
  ['notifiedBy', 'notified_by', 'uuid'],
  ['notifiedDate', 'notified_date', 'timestamptz'],
  ['approvedOrDeniedDate', 'approved_or_denied_date', 'timestamptz'],
  ['applicationOpened', 'application_opened', 'timestamptz'],
  ['signatureDate', 'signature_date', 'timestamptz'],
  ['addDate', 'add_date', 'timestamptz'],
  ['updatedAt', 'updated_at', 'timestamptz'],
];
/** Text columns that are NOT NULL with a '' default. */
const NOT_NULL_TEXT = new Set(['customerCode', 'paymentTerms', 'netTerms', 'denialCode', 'notes']);

const names = COLUMNS.map(([, c]) => c).join(', ');
const record = COLUMNS.map(([, c, type]) => `${c} ${type}`).join(', ');

export async function bulkInsertSubmissions(db: DbOrTx, rows: SubmissionInsert[]): Promise<void> {
  const payload = rows.map((row) => {
    const filled: SubmissionInsert = { contacts: [], data: {}, isCod: false, updatedAt: row.addDate, ...row };
    return Object.fromEntries(
      COLUMNS.map(([key, column]) => {
        const value = filled[key] ?? (NOT_NULL_TEXT.has(key) ? '' : null);
        return [column, value instanceof Date ? value.toISOString() : value];
      }),
    );
  });
  await db.execute(
    sql`insert into submissions (${sql.raw(names)}) select ${sql.raw(names)} from jsonb_to_recordset(${JSON.stringify(payload)}::jsonb) as x(${sql.raw(record)})`,
  );
}

/** Reserves `count` application numbers of a unit at once; returns the first suffix. */
export async function reserveNumbers(db: DbOrTx, unitId: string, count: number): Promise<number> {
  const [row] = await db
    .update(units)
    .set({ counter: sql`${units.counter} + ${count}` })
    .where(eq(units.id, unitId))
    .returning({ first: sql<number>`${units.counter} - ${count}` });
  return Number(row.first);
}
