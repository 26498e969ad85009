/**
 * Security headers and the same-origin check of state-changing calls. The CSP lets the React apps run
 * with no inline script at all.
 */
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { CROSS_SITE_REFUSED } from '@cp/schemas/messages/security';
import type { Config } from '../config';
import { AppError, ErrorCode } from '../errors';

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

/**
 * Helmet's headers, plus: no page or answer is for search engines (X-Robots-Tag), and no page tells the
 * next site where the user came from (Referrer-Policy) — a customer link holds the customer's email.
 */
export function securityHeaders(): RequestHandler[] {
  return [
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives },
      referrerPolicy: { policy: 'no-referrer' },
    }),
    (_req, res, next) => {
      res.setHeader('X-Robots-Tag', 'noindex, nofollow');
      next();
    },
  ];
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const localDevOrigin = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/**
 * A defence against cross-site request forgery beyond SameSite=Lax cookies: a state-changing call whose
 * browser says it comes from another origin is refused with 403. Calls without Origin (curl, servers,
 * tests) pass; outside production the front ends' development servers on localhost pass too.
 */
export function sameOriginWrites(config: Config): RequestHandler {
  return (req, _res, next) => {
    const origin = req.get('origin');
    if (SAFE_METHODS.has(req.method) || origin === undefined || origin === config.publicOrigin) return next();
    if (config.nodeEnv !== 'production' && localDevOrigin.test(origin)) return next();
    throw new AppError(ErrorCode.Forbidden, CROSS_SITE_REFUSED);
  };
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

const policy = (overrides: Partial<typeof directives>) =>
  Object.entries({ ...directives, ...overrides })
    .map(([name, values]) => `${kebab(name)} ${values.join(' ')}`)
    .join('; ');

/**
 * The policy of the customer app's pages: as strict as the console's, no inline script, same-origin only, and
 * no 'unsafe-eval'. The pages validate with precompiled validator modules (routes/form-validators.ts), the
 * functions the server's ajv set-up generates, so no schema is compiled in the browser (issue 17).
 */
export const customerPagePolicy = policy({});

/**
 * The forms playground (/playground, a development page, no customer data) shows the server's verdict live by
 * running the server's validation in the page, which compiles schemas with ajv (`new Function`): only this
 * page may evaluate code.
 */
export const playgroundPagePolicy = policy({ scriptSrc: ["'self'", "'unsafe-eval'"] });
