/** The Email log's views of a message (db/schema/email-log.ts). */
import type { emailMessages } from '../../db/schema';
import type { BelongsTo } from './belongs-to';

export type EmailMessageRow = typeof emailMessages.$inferSelect;

export interface EmailLogEntry extends BelongsTo {
  id: string;
  template: string;
  toAddress: string;
  subject: string;
  status: EmailMessageRow['status'];
  attempts: number;
  maxAttempts: number;
  deliveredVia: string | null;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
  nextAttemptAt: Date;
}

export interface EmailAttachmentInfo {
  fileId: string;
  filename: string;
  contentType: string;
  size: number;
}

export interface EmailLogDetail extends EmailLogEntry {
  to: string[];
  cc: string[];
  html: string | null;
  text: string | null;
  messageId: string | null;
  attachments: EmailAttachmentInfo[];
  attemptLog: Array<{
    id: number;
    worker: string;
    attemptedAt: Date;
    /** null while 'sending': handed to SMTP, outcome not recorded yet. */
    ok: boolean | null;
    error: string | null;
    durationMs: number;
  }>;
}

export function toEntry(r: EmailMessageRow, of: BelongsTo): EmailLogEntry {
  return {
    ...of,
    id: r.id,
    template: r.template,
    toAddress: r.toAddress,
    subject: r.subject,
    status: r.status,
    attempts: r.attempts,
    maxAttempts: r.maxAttempts,
    deliveredVia: r.deliveredVia,
    lastError: r.lastError,
    createdAt: r.createdAt,
    sentAt: r.sentAt,
    nextAttemptAt: r.nextAttemptAt,
  };
}
