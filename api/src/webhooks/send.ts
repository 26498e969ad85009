/**
 * One HTTP attempt of a webhook delivery (README 'Webhooks'): a POST with the signed headers, through the SSRF
 * guard's DNS lookup (ssrf.ts), cut off after the timeout; only the status, the duration and at most the first
 * 500 characters of the answer are kept.
 */
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import * as M from '@cp/schemas/messages/webhooks';
import { guardedLookup, isPrivateAddress } from './ssrf';

export const ATTEMPT_TIMEOUT_MS = 10_000;
const EXCERPT_CHARS = 500;
/** Bytes of the answer read at most (the rest is discarded unread). */
const READ_BYTES = 4096;

export interface AttemptResult {
  status: number | null;
  durationMs: number;
  error: string | null;
  excerpt: string | null;
}

export function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  o: { allowPrivate: boolean; timeoutMs?: number },
): Promise<AttemptResult> {
  const started = performance.now();
  const done = (r: Omit<AttemptResult, 'durationMs'>): AttemptResult => ({
    ...r,
    durationMs: Math.round(performance.now() - started),
  });
  const target = new URL(url);
  const host = target.hostname.replace(/^\[(.*)\]$/, '$1');
  // A literal address is never looked up: checked here.
  if (!o.allowPrivate && isIP(host) && isPrivateAddress(host))
    return Promise.resolve(done({ status: null, error: M.WEBHOOK_URL_PRIVATE(host, host), excerpt: null }));
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const clock: { timer?: NodeJS.Timeout } = {};
    const finish = (r: Omit<AttemptResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(clock.timer);
      resolve(done(r));
    };
    const req = client.request(
      target,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'credit-portal-webhooks/1',
        },
        lookup: guardedLookup(o.allowPrivate),
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const end = () => {
          const text = Buffer.concat(chunks).toString('utf8').slice(0, EXCERPT_CHARS);
          const status = res.statusCode ?? null;
          const ok = status !== null && status >= 200 && status < 300;
          finish({ status, error: ok ? null : `HTTP ${status}`, excerpt: text || null });
          res.destroy();
        };
        res.on('data', (c: Buffer) => {
          if (size < READ_BYTES) chunks.push(c.subarray(0, READ_BYTES - size));
          size += c.length;
          if (size >= READ_BYTES) end();
        });
        res.on('end', end);
        res.on('error', end);
      },
    );
    // The whole attempt (connect, send, answer) within the timeout.
    const timeoutMs = o.timeoutMs ?? ATTEMPT_TIMEOUT_MS;
    clock.timer = setTimeout(() => {
      finish({ status: null, error: `Timed out after ${timeoutMs / 1000} s`, excerpt: null });
      req.destroy();
    }, timeoutMs);
    req.on('close', () => clearTimeout(clock.timer));
    req.on('error', (err) => finish({ status: null, error: err.message.slice(0, 500), excerpt: null }));
    req.end(body);
  });
}
