/** The Email log's views of an outbox row. */
import type { outbox } from '../../db/schema';

export type OutboxRow = typeof outbox.$inferSelect;

export interface EmailLogEntry {
  id: string;
  template: string;
  toAddress: string;
  subject: string;
  status: OutboxRow['status'];
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

export function toEntry(r: OutboxRow): EmailLogEntry {
  const payload = r.payload as { template?: unknown };
  return {
    id: r.id,
    template: typeof payload.template === 'string' ? payload.template : '',
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
