/**
 * Static files of a built front end (issue 17): the precompressed copy a client accepts (brotli, else gzip;
 * written at build time by scripts/precompress.mjs) and caching by kind of file. Vite's content-hashed
 * files under `assets/` never change under their name, so browsers keep them a year without asking again;
 * anything else (favicon, robots.txt) is revalidated after an hour. index.html is not served here (see
 * front-ends.ts: no-cache, so a new build is picked up at once).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler } from 'express';

/** Vite's output names: `assets/<name>-<8+ chars of base64url hash>.<ext>`. */
export const hashedAsset = /(^|\/)assets\/[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE_HOURLY = 'public, max-age=3600';

const encodings = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** Whether an Accept-Encoding header allows an encoding (a `;q=0` refuses it, `*` allows any). */
export function accepts(header: string | undefined, encoding: string): boolean {
  if (!header) return false;
  let star = false;
  for (const part of header.split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (token === encoding) return allowed;
    if (token === '*') star = allowed;
  }
  return star;
}

export function staticAssets(dir: string): RequestHandler {
  const root = path.resolve(dir);
  const files = express.static(root, {
    index: false,
    fallthrough: true,
    // The copies' own extension must not pick the type or a second Content-Encoding.
    setHeaders(res, file) {
      const rel = path.relative(root, file).split(path.sep).join('/');
      const original = rel.replace(/\.(br|gz)$/, '');
      res.setHeader('Cache-Control', hashedAsset.test(original) ? IMMUTABLE : REVALIDATE_HOURLY);
    },
  });
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let rel: string;
    try {
      rel = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    if (rel.includes('\0') || rel.split('/').includes('..') || /\.(br|gz)$/.test(rel)) return next();
    const file = path.join(root, rel);
    if (!file.startsWith(root + path.sep) || !existsSync(file)) return next();
    res.vary('Accept-Encoding');
    const header = req.headers['accept-encoding'];
    const encoding = encodings.find((e) => accepts(header, e.name) && existsSync(file + e.suffix));
    if (!encoding) return files(req, res, next);
    res.type(path.extname(file));
    res.setHeader('Content-Encoding', encoding.name);
    const url = req.url;
    const query = url.indexOf('?');
    req.url = req.path + encoding.suffix + (query >= 0 ? url.slice(query) : '');
    return files(req, res, (err?: unknown) => {
      // Not sent after all (an error): the original name goes on to the next handler.
      req.url = url;
      res.removeHeader('Content-Encoding');
      next(err);
    });
  };
}
