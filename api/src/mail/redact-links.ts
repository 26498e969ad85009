/**
 * The Email log keeps a copy of every email, and super admins (or anyone who can read the outbox table)
 * can read it. A password-reset or invitation link there would let them take over someone else's account,
 * and a customer's link is the customer's credential (README 'Email delivery'). So when an email goes out through
 * SMTP, its stored copy and payload have these links replaced; only the message sent keeps them. The
 * local development mailbox (no SMTP_URL) is the only place such an email is read, so it keeps them.
 */
import { EMAIL_LINK_REDACTED } from '@cp/schemas/messages/documents';
import type { EmailMessage } from './enqueue';

/** Template context keys that hold a link which is a credential on its own. */
export const CREDENTIAL_LINK_KEYS = [
  'resetUrl',
  'registerUrl',
  'applyUrl',
  'activationUrl',
  'link',
  'signUrl',
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
