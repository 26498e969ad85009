/**
 * The Email log keeps a copy of every email, and super admins (or anyone who can read the email_messages table)
 * can read it. A password-reset, invitation or signing link there would let them act as someone else, and
 * a customer's link is the customer's credential (README 'Email delivery'). So once an email is sent, its
 * stored copy and payload have these links replaced; only the message sent keeps them. That holds for the
 * local mailbox of a default install (no SMTP_URL) too: only the development mode MAILBOX_SHOW_LINKS keeps
 * them there, and the Email log says so on screen. A copy stored with its links (in that mode) is shown
 * without them once the mode is off.
 */
import { EMAIL_LINK_REDACTED } from '@cp/schemas/messages/documents';
import type { Config } from '../config';
import type { EmailMessage } from './enqueue';

/** Whether the Email log shows credential links: the development mode, for the local mailbox only. */
export const mailboxShowsLinks = (config: Partial<Pick<Config, 'smtpUrl' | 'mailboxShowLinks'>>): boolean =>
  !config.smtpUrl && config.mailboxShowLinks === true;

/** Template context keys that hold a link which is a credential on its own. */
export const CREDENTIAL_LINK_KEYS = [
  'resetUrl',
  'registerUrl',
  'applyUrl',
  'activationUrl',
  'link',
  'signUrl',
  'referenceUrl',
] as const;

export function credentialLinksOf(message: EmailMessage): string[] {
  const context = message.context ?? {};
  const links = CREDENTIAL_LINK_KEYS.map((k) => context[k]).filter(
    (v): v is string => typeof v === 'string' && v.length > 0,
  );
  return [...new Set(links)];
}

const redact = (value: string, links: string[]) =>
  links.reduce((s, link) => s.split(link).join(EMAIL_LINK_REDACTED), value);

/** A text (or the HTML, where the template escaped `&` as `&amp;`) with every one of `links` replaced. */
export function withoutLinks(value: string, links: string[]): string {
  return redact(
    value,
    links.flatMap((link) => [link, link.replace(/&/g, '&amp;')]),
  );
}

/** The message with every credential link replaced, in its context, text and subject. */
export function withoutCredentialLinks(
  message: EmailMessage,
  links = credentialLinksOf(message),
): EmailMessage {
  if (links.length === 0) return message;
  const context = Object.fromEntries(
    Object.entries(message.context ?? {}).map(([k, v]) => [k, typeof v === 'string' ? redact(v, links) : v]),
  );
  return {
    ...message,
    context,
    ...(message.text !== undefined ? { text: redact(message.text, links) } : {}),
    ...(message.subject !== undefined ? { subject: redact(message.subject, links) } : {}),
  };
}
