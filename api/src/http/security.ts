/** Security headers. The CSP lets the React apps run with no inline script at all. */
import helmet from 'helmet';

const directives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // MUI (emotion) injects <style> elements at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  // PDFs are shown from blob: URLs in a frame or object.
  frameSrc: ["'self'", 'blob:'],
  objectSrc: ["'self'", 'blob:'],
  workerSrc: ["'self'", 'blob:'],
  frameAncestors: ["'self'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

export function securityHeaders() {
  return helmet({ contentSecurityPolicy: { useDefaults: false, directives } });
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The policy of the customer app's pages. The forms engine validates with ajv, which compiles each
 * JSON Schema into a function (`new Function`) — the same compiled schemas as the server, which is the
 * point of the design — so these pages need 'unsafe-eval'. Everything else stays as strict as the
 * console's: no inline script, same-origin only. (Shipping ajv's standalone precompiled validators would
 * remove the need; see the issue note.)
 */
export const customerPagePolicy = Object.entries({
  ...directives,
  scriptSrc: ["'self'", "'unsafe-eval'"],
})
  .map(([name, values]) => `${kebab(name)} ${values.join(' ')}`)
  .join('; ');
