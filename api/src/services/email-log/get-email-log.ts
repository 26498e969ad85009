/** One Email log message: its HTML, attachments and every delivery attempt. */
import { asc, eq } from 'drizzle-orm';
import { NOT_FOUND } from '@cp/schemas/messages/platform';
import type { Db } from '../../db/client';
import { outbox, outboxAttempts } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { sanitizeFileName } from '../../files/sanitize-name';
import { toEntry, type EmailAttachmentInfo, type EmailLogDetail } from './types';

interface StoredPayload {
  to?: string[];
  cc?: string[];
  resolvedAttachments?: EmailAttachmentInfo[];
  renderedText?: string;
}

export async function getEmailLog(opts: { db: Db; id: string }): Promise<EmailLogDetail> {
  const [row] = /^[0-9a-f-]{36}$/i.test(opts.id)
    ? await opts.db.select().from(outbox).where(eq(outbox.id, opts.id))
    : [];
  if (!row) throw new AppError(ErrorCode.NotFound, NOT_FOUND);
  const payload = row.payload as StoredPayload;
  const attempts = await opts.db
    .select()
    .from(outboxAttempts)
    .where(eq(outboxAttempts.outboxId, row.id))
    .orderBy(asc(outboxAttempts.id));
  return {
    ...toEntry(row),
    to: payload.to ?? [],
    cc: payload.cc ?? [],
    html: row.html,
    text: payload.renderedText ?? null,
    messageId: row.messageId,
    attachments: (payload.resolvedAttachments ?? []).map((a) => ({
      ...a,
      filename: sanitizeFileName(a.filename),
    })),
    attemptLog: attempts.map((a) => ({
      id: a.id,
      worker: a.worker,
      attemptedAt: a.attemptedAt,
      ok: a.ok,
      error: a.error,
      durationMs: a.durationMs,
    })),
  };
}
