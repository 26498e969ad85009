/**
 * A contact's rules (back-office.md §5 'Contact'): name required, at most 100 characters, stored upper
 * case; email required, at most 250, stored upper case, exactly one '@', a '.', not starting with '@', a
 * '.' after the '@', none of (),:;<>[]\ — each rule with its own 'Invalid Email. ' message.
 */
import {
  CONTACT_EMAIL_RULES as E,
  CONTACT_NAME_REQUIRED,
  CONTACT_NAME_TOO_LONG,
} from '@cp/schemas/messages/units-admin';

/** The first broken email rule's message, or undefined. */
export function contactEmailProblem(raw: string): string | undefined {
  const email = raw.trim();
  if (!email) return E.required;
  if (email.length > 250) return E.tooLong;
  if (email.startsWith('@')) return E.startsWithAt;
  if (email.split('@').length !== 2) return E.oneAt;
  if (/[(),:;<>[\]\\]/.test(email)) return E.characters;
  if (!email.includes('.')) return E.dot;
  if (!email.split('@')[1].includes('.')) return E.dotAfterAt;
  return undefined;
}

export function contactNameProblem(raw: string): string | undefined {
  const name = raw.trim();
  if (!name) return CONTACT_NAME_REQUIRED;
  if (name.length > 100) return CONTACT_NAME_TOO_LONG;
  return undefined;
}
