/**
 * The fraud signals of a reference's email address (README 'Reference requests'): a free-mail provider, or
 * the applicant's own domain. Either suggests the applicant may have listed themselves or a friend as a
 * reference; the request is still sent, and staff see the flag on the details page.
 */
import type { ReferenceFlag } from '../contracts/references';

/** Free-mail providers (lower case). A sub-domain of one counts too ('mail.yahoo.com'). */
export const FREE_MAIL_DOMAINS: readonly string[] = [
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'ymail.com',
  'rocketmail.com',
  'hotmail.com',
  'outlook.com',
  'live.com',
  'msn.com',
  'aol.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'gmx.com',
  'gmx.net',
  'mail.com',
  'yandex.com',
  'yandex.ru',
  'zoho.com',
  'zohomail.com',
  'fastmail.com',
  'tutanota.com',
  'hey.com',
  'comcast.net',
  'att.net',
  'verizon.net',
  'sbcglobal.net',
];

/** The domain of an address, lower case ('' when it has none). */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase()
        .replace(/\.$/, '');
}

const within = (domain: string, parent: string) => domain === parent || domain.endsWith(`.${parent}`);

export const isFreeMail = (email: string): boolean => {
  const domain = emailDomain(email);
  return domain !== '' && FREE_MAIL_DOMAINS.some((d) => within(domain, d));
};

/**
 * The flags of a reference's address against the applicant's own addresses (the link's email, the company and
 * contact emails). A free-mail applicant's domain is not 'their own': two gmail.com addresses share nothing.
 */
export function referenceFlags(email: string, applicantEmails: readonly string[]): ReferenceFlag[] {
  const flags: ReferenceFlag[] = [];
  if (isFreeMail(email)) flags.push('free-mail');
  const domain = emailDomain(email);
  const own = new Set(applicantEmails.filter((e) => !isFreeMail(e)).map(emailDomain));
  if (domain && own.has(domain)) flags.push('same-domain');
  return flags;
}
