/**
 * The Email log list: every email of the Email log, newest first by default, filtered by text, status and unit
 * (a company: its divisions' too), each with its unit and its application or activation. The status
 * 'undelivered' is both kinds of dead letter, 'failed' and 'dead' (the console's alert counts them).
 */
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { EmailLogFilter, EmailLogSortField } from '@cp/schemas/contracts/email-log';
import type { Db } from '../../db/client';
import { emailMessages, units } from '../../db/schema';
import { belongsTo } from './belongs-to';
import { toEntry, type EmailLogEntry } from './types';

/** The columns of the Email log's sort fields (the contract's EMAIL_LOG_SORTABLE, checked by the route). */
const SORT_COLUMNS = {
  createdAt: emailMessages.createdAt,
  sentAt: emailMessages.sentAt,
  toAddress: emailMessages.toAddress,
  subject: emailMessages.subject,
  status: emailMessages.status,
  attempts: emailMessages.attempts,
  id: emailMessages.id,
} satisfies Record<EmailLogSortField, unknown>;

export interface ListEmailLogInput {
  db: Db;
  q?: string;
  status?: EmailLogFilter['status'];
  unitId?: string;
  sort: EmailLogSortField;
  order: 'ASC' | 'DESC';
  offset: number;
  limit: number;
  /** An export's keyset read (README 'Exports'): the rows after `afterId`, no total, no offset. */
  keyset?: { part: KeysetPart; afterId?: string };
}

/** A nullable sort column is read in two parts, in the order PostgreSQL puts its nulls (last ascending). */
type KeysetPart = 'valued' | 'null' | 'all';

export const keysetParts = (sort: EmailLogSortField, order: 'ASC' | 'DESC'): KeysetPart[] =>
  sort !== 'sentAt' ? ['all'] : order === 'ASC' ? ['valued', 'null'] : ['null', 'valued'];

/** After the row `afterId` in `column order, id desc`; the row's own value read by the statement. */
function keysetConditions(input: ListEmailLogInput): SQL[] {
  if (!input.keyset) return [];
  const { part, afterId } = input.keyset;
  const column = SORT_COLUMNS[input.sort];
  const m = emailMessages;
  if (part === 'null') return [sql`${column} is null`, ...(afterId ? [sql`${m.id} < ${afterId}::uuid`] : [])];
  const conditions = part === 'valued' ? [sql`${column} is not null`] : [];
  if (!afterId) return conditions;
  const own = sql`(select k.${sql.identifier(column.name)} from ${m} k where k.id = ${afterId}::uuid)`;
  // The first bound alone is a range of the column's index; the second leaves out the ties already read.
  const [bound, strict] = input.order === 'ASC' ? [sql`>=`, sql`>`] : [sql`<=`, sql`<`];
  return [
    ...conditions,
    sql`${column} ${bound} ${own}`,
    sql`(${column} ${strict} ${own} or ${m.id} < ${afterId}::uuid)`,
  ];
}

export async function listEmailLog(
  input: ListEmailLogInput,
): Promise<{ rows: EmailLogEntry[]; total: number }> {
  const where: SQL[] = [];
  if (input.status === 'undelivered') where.push(inArray(emailMessages.status, ['failed', 'dead']));
  else if (input.status) where.push(eq(emailMessages.status, input.status));
  // A company's emails and its divisions'.
  if (input.unitId)
    where.push(
      or(
        eq(emailMessages.unitId, input.unitId),
        inArray(
          emailMessages.unitId,
          input.db.select({ id: units.id }).from(units).where(eq(units.parentId, input.unitId)),
        ),
      )!,
    );
  if (input.q) {
    const like = `%${input.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(emailMessages.toAddress, like), ilike(emailMessages.subject, like))!);
  }
  const column = SORT_COLUMNS[input.sort];
  const orderBy = input.order === 'ASC' ? asc(column) : desc(column);
  const filter = and(...where);
  const [rows, [{ total }]] = await Promise.all([
    input.db
      .select()
      .from(emailMessages)
      .where(and(filter, ...keysetConditions(input)))
      .orderBy(orderBy, desc(emailMessages.id))
      .offset(input.offset)
      .limit(input.limit),
    input.keyset ? [{ total: 0 }] : input.db.select({ total: count() }).from(emailMessages).where(filter),
  ]);
  const of = await belongsTo(input.db, rows);
  return { rows: rows.map((r) => toEntry(r, of(r))), total: Number(total) };
}
