/**
 * What RJSF's schema utilities ask of `fast-uri` (`resolve` and `equal`), on the browser's own URL parser. RJSF
 * calls them for JSON Schema 2020-12 `$id` / `$ref` resolution only (our forms are draft-07), and fast-uri is
 * about 7 KB gzip of every form page's first load (issue 17). The forms build (vite.plugins.ts) hands RJSF this
 * module instead; ajv's copy (the playground's compiler) keeps fast-uri.
 */

/** A base for references that have none of their own: removed again from the answer. */
const NO_BASE = 'x-no-base://r/';

function parse(reference: string, base: string): URL {
  return new URL(reference, new URL(base, NO_BASE));
}

/** RFC 3986 §6.2.2.2: escapes of unreserved characters are the characters. */
const unescapeUnreserved = (uri: string) =>
  uri.replace(/%([0-9A-Fa-f]{2})/g, (escape: string, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return /[A-Za-z0-9\-._~]/.test(char) ? char : escape.toUpperCase();
  });

function unparse(url: URL, base: string, reference: string): string {
  const href = unescapeUnreserved(url.href);
  if (!href.startsWith(NO_BASE)) return href;
  // Relative to nothing: the reference as RFC 3986 §5.2 merges it with a relative base.
  const path = href.slice(NO_BASE.length);
  const rooted = base.startsWith('/') || (!base && reference.startsWith('/'));
  return (rooted ? '/' : '') + path;
}

/** RFC 3986 §5: `reference` resolved against `base`, normalised. */
export function resolve(base: string, reference: string): string {
  try {
    return unparse(parse(reference, base ?? ''), base ?? '', reference);
  } catch {
    return reference;
  }
}

/** Whether two URIs name the same resource once normalised (scheme and host case, escapes, default ports). */
export function equal(a: string, b: string): boolean {
  return resolve('', a) === resolve('', b);
}

const UriResolver = { resolve, equal };
export default UriResolver;
