import type { EmailLogSubmission, EmailLogUnit } from '@cp/schemas/contracts/email-log';

/** What GET /api/v1/email-log and /api/v1/email-log/:id answer. */
export type EmailStatus = 'pending' | 'sent' | 'failed' | 'dead';

export interface EmailLogRecord {
  id: string;
  template: string;
  toAddress: string;
  subject: string;
  status: EmailStatus;
  attempts: number;
  maxAttempts: number;
  deliveredVia: string | null;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  nextAttemptAt: string;
  /** The company or division it was sent for, and the application or activation it belongs to. */
  unit: EmailLogUnit | null;
  submission: EmailLogSubmission | null;
  // Only on the show answer:
  to?: string[];
  cc?: string[];
  html?: string | null;
  messageId?: string | null;
  attachments?: Array<{ fileId: string; filename: string; contentType: string; size: number }>;
  attemptLog?: Array<{
    id: number;
    worker: string;
    attemptedAt: string;
    /** null while 'sending': handed to SMTP, outcome not recorded yet. */
    ok: boolean | null;
    error: string | null;
    durationMs: number;
  }>;
}

export const canResend = (status: EmailStatus | undefined) => status === 'failed' || status === 'dead';
