/**
 * What never reaches the log (README 'Security notes'): a customer link is the customer's credential (its
 * id and email), tokens, cookies and passwords sign someone in, and bank account numbers, tax ids and
 * DUNS numbers are the customer's secrets. Structured fields are redacted by pino (logger.ts); every
 * line is then scrubbed as text, which also covers what no key names: a database error quoting a row or
 * the parameters of a failed query, a URL inside a message.
 */

/** Form properties holding a customer's secrets (schemas/src/forms: bankInfo and company fields). */
export const SENSITIVE_FORM_FIELDS = ['accountNumber', 'federalTaxNumber', 'fedTaxId', 'duns'];
/** Keys whose values sign someone in or open a customer link. */
const CREDENTIAL_KEYS = [
  'password',
  'token',
  'refreshToken',
  'invite',
  'authorization',
  'cookie',
  'set-cookie',
];
/** Query parameters and headers of the link and sign-in calls that carry a credential. */
const CREDENTIAL_PARAMS = new Set([
  'id',
  '_id',
  'application_id',
  'applicationid',
  'email',
  'token',
  'invite',
  'refreshtoken',
  'password',
]);

const R = '[redacted]';
const keys = [...SENSITIVE_FORM_FIELDS, ...CREDENTIAL_KEYS].map((k) => k.replace('-', '\\-')).join('|');
// Every expression below runs on text a client controls (a URL, a header, a value a database error quotes), so
// each starts only where its run of characters starts (the look-behinds): a search that fails then costs the
// length of one run, never of the run at every position in it, and a line is scrubbed in linear time.
// "key": "value" or "key": 123, at any level of JSON escaping (\" inside a logged string, \\\" deeper).
const quotedField = new RegExp(
  `(?<!\\\\)(\\\\*)"(${keys})\\1"(\\s*:\\s*)(?:\\1"(?:[^"\\\\]|\\\\(?!\\1"))*?\\1"|-?[\\d.]+)`,
  'gi',
);
const emailAddress =
  /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
// After a character that is not a token's, or after a URL-encoded one (%20eyJ…).
const jwt = /(?:(?<![\w-])|(?<=%[0-9A-Fa-f]{2}))eyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]{5,}/g;
const sessionCookie = /(ca-(?:access|refresh)=)[^;"\s\\]+/g;
const customerLink = /\/(Apply|Activation)\/([^/?#"\s\\]+)\/[^/?#"\s\\]+\/[^/?#"\s\\]+/gi;
// A reference's answer page (/Reference/{unit}/{token}) is its credential too (README 'Reference requests').
const tokenLink = /\/(passwordreset|Register|Reference)\/[^/?#"\s\\]+\/[^/?#"\s\\]+/gi;
const referenceCall = /\/api\/reference\/(?!answer(?![^/?#"\s\\]))[^/?#"\s\\]+/gi;

/** A log line (or any text) with every known secret replaced by [redacted]. */
export function scrubText(text: string): string {
  return text
    .replace(
      quotedField,
      (_m, esc: string, key: string, colon: string) => `${esc}"${key}${esc}"${colon}${esc}"${R}${esc}"`,
    )
    .replace(customerLink, `/$1/$2/${R}/${R}`)
    .replace(tokenLink, `/$1/${R}/${R}`)
    .replace(referenceCall, `/api/reference/${R}`)
    .replace(sessionCookie, `$1${R}`)
    .replace(jwt, R)
    .replace(emailAddress, R);
}

/** A request URL with the credentials of links and calls (path segments and query values) redacted. */
export function redactUrl(url: string): string {
  const [path, query] = url.split(/\?(.*)/s, 2);
  const safePath = path
    .replace(customerLink, `/$1/$2/${R}/${R}`)
    .replace(tokenLink, `/$1/${R}/${R}`)
    .replace(referenceCall, `/api/reference/${R}`);
  if (query === undefined) return safePath;
  const params = new URLSearchParams(query);
  for (const name of [...params.keys()]) if (CREDENTIAL_PARAMS.has(name.toLowerCase())) params.set(name, R);
  return `${safePath}?${params.toString()}`;
}

/** A copy of a query or headers object with the credential entries redacted. */
export function redactParams<T>(values: T): T {
  if (!values || typeof values !== 'object') return values;
  return Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, CREDENTIAL_PARAMS.has(k.toLowerCase()) ? R : v]),
  ) as T;
}
