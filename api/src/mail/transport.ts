/**
 * Delivery of a rendered message: nodemailer to SMTP_URL, or without SMTP_URL the local mailbox (the
 * Email log's message itself keeps the HTML, shown in the console's Email log).
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { SmtpAcceptance } from '../db/schema/email-log';

export interface OutgoingAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface OutgoingMessage {
  from: string;
  to: string[];
  cc: string[];
  subject: string;
  html: string;
  text: string;
  /** Stable per message of the Email log, so a duplicate after a crash is recognisable. */
  messageId: string;
  attachments: OutgoingAttachment[];
}

const transports = new Map<string, Transporter>();

function transportFor(smtpUrl: string): Transporter {
  let t = transports.get(smtpUrl);
  if (!t) {
    // Timeouts well under the delivery job's expiry (120 s), so a hung server cannot outlive the job.
    t = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    transports.set(smtpUrl, t);
  }
  return t;
}

export interface Delivery {
  /** 'smtp' when sent to the server, 'mailbox' when kept locally. */
  via: 'smtp' | 'mailbox';
  /** The server's acceptance, through SMTP. */
  acceptance?: SmtpAcceptance;
}

const addresses = (list: unknown): string[] =>
  Array.isArray(list)
    ? list.map((a) => (typeof a === 'string' ? a : String((a as { address?: unknown }).address)))
    : [];

export async function deliver(smtpUrl: string | undefined, m: OutgoingMessage): Promise<Delivery> {
  if (!smtpUrl) return { via: 'mailbox' };
  const info = await transportFor(smtpUrl).sendMail({
    from: m.from,
    to: m.to,
    cc: m.cc.length ? m.cc : undefined,
    subject: m.subject,
    html: m.html,
    text: m.text,
    messageId: m.messageId,
    attachments: m.attachments,
  });
  return {
    via: 'smtp',
    acceptance: {
      accepted: addresses(info.accepted),
      rejected: addresses(info.rejected),
      response: String(info.response ?? ''),
      messageId: String(info.messageId ?? m.messageId),
      at: new Date().toISOString(),
    },
  };
}

/** Permanent SMTP refusals (5xx) are not retried; connection problems and 4xx are. */
export function isPermanentSmtpError(err: unknown): boolean {
  const code = (err as { responseCode?: unknown })?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

export function messageIdFor(emailId: string, mailFrom: string): string {
  const domain = /@([^>\s]+)/.exec(mailFrom)?.[1] ?? 'credit-portal.local';
  return `<${emailId}@${domain}>`;
}
