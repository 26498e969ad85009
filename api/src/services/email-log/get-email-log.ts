/**
 * One Email log message: its HTML, attachments and every delivery attempt. Unless `showLinks` (the
 * development mode, mail/redact-links.ts), a credential link its payload still names is replaced in what is
 * shown: the copy of an email stored with its links, in that mode or before links were redacted.
 */
import { asc, eq } from 'drizzle-orm';
import { NOT_FOUND } from '@cp/schemas/messages/platform';
import type { Db } from '../../db/client';
import type { EmailMessage } from '../../mail/enqueue';
import { credentialLinksOf, withoutLinks } from '../../mail/redact-links';
import { emailAttempts, emailMessages } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { sanitizeFileName } from '../../files/sanitize-name';
import { belongsTo } from './belongs-to';
import { toEntry, type EmailAttachmentInfo, type EmailLogDetail } from './types';

interface StoredPayload extends Partial<EmailMessage> {
  to?: string[];
  cc?: string[];
  resolvedAttachments?: EmailAttachmentInfo[];
  renderedText?: string;
}

export async function getEmailLog(opts: { db: Db; id: string; showLinks: boolean }): Promise<EmailLogDetail> {
  const [row] = /^[0-9a-f-]{36}$/i.test(opts.id)
    ? await opts.db.select().from(emailMessages).where(eq(emailMessages.id, opts.id))
    : [];
  if (!row) throw new AppError(ErrorCode.NotFound, NOT_FOUND);
  const payload = row.payload as StoredPayload;
  const links = opts.showLinks ? [] : credentialLinksOf({ context: payload.context ?? {} } as EmailMessage);
  const shown = (value: string | null) => (value === null ? null : withoutLinks(value, links));
  const attempts = await opts.db
    .select()
    .from(emailAttempts)
    .where(eq(emailAttempts.emailId, row.id))
    .orderBy(asc(emailAttempts.id));
  return {
    ...toEntry(row, (await belongsTo(opts.db, [row]))(row)),
    to: payload.to ?? [],
    cc: payload.cc ?? [],
    subject: shown(row.subject) ?? '',
    html: shown(row.html),
    text: shown(payload.renderedText ?? null),
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
