/**
 * The Email log list: every outbox email, newest first by default, filtered by text and status. The status
 * 'undelivered' is both kinds of dead letter, 'failed' and 'dead' (the console's alert counts them).
 */
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';
import { toEntry, type EmailLogEntry } from './types';

const SORTABLE = {
  createdAt: outbox.createdAt,
  sentAt: outbox.sentAt,
  toAddress: outbox.toAddress,
  subject: outbox.subject,
  status: outbox.status,
  attempts: outbox.attempts,
} as const;

export interface ListEmailLogInput {
  db: Db;
  q?: string;
  status?: string;
  sort?: string;
  order?: 'ASC' | 'DESC';
  offset: number;
  limit: number;
}

export async function listEmailLog(
  input: ListEmailLogInput,
): Promise<{ rows: EmailLogEntry[]; total: number }> {
  const where: SQL[] = [eq(outbox.kind, 'email')];
  if (input.status === 'undelivered') where.push(inArray(outbox.status, ['failed', 'dead']));
  else if (input.status && ['pending', 'sent', 'failed', 'dead'].includes(input.status))
    where.push(eq(outbox.status, input.status as EmailLogEntry['status']));
  if (input.q) {
    const like = `%${input.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(outbox.toAddress, like), ilike(outbox.subject, like))!);
  }
  const column = SORTABLE[input.sort as keyof typeof SORTABLE] ?? outbox.createdAt;
  const orderBy = input.order === 'ASC' ? asc(column) : desc(column);
  const filter = and(...where);
  const [rows, [{ total }]] = await Promise.all([
    input.db
      .select()
      .from(outbox)
      .where(filter)
      .orderBy(orderBy, desc(outbox.id))
      .offset(input.offset)
      .limit(input.limit),
    input.db.select({ total: count() }).from(outbox).where(filter),
  ]);
  return { rows: rows.map(toEntry), total: Number(total) };
}
