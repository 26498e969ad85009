/**
 * Request bodies read with a cap per route: 1 MB of JSON by default, a few kilobytes where a body only
 * carries credentials (sign-in, reset, refresh), so an oversized body is refused from its Content-Length
 * with 413 before it is read. A body that is announced but does not arrive in time, or an upload that
 * arrives slower than the minimum rate (UPLOAD_MIN_BYTES_PER_SECOND), is answered 408 and the connection
 * closed, so a silent or trickling client cannot hold a connection, or an upload slot, for minutes.
 */
import express, { type RequestHandler } from 'express';
import { BODY_TIMEOUT } from '@cp/schemas/messages/platform';
import { fail } from './envelope';

export const DEFAULT_JSON_LIMIT = '1mb';
/** Bodies that hold an email, a password or a token. */
export const SMALL_JSON_LIMIT = '16kb';

/** Paths (lower case, exact) whose bodies are small by nature. */
const smallBodyPaths = new Set(
  [
    '/api/User/login',
    '/api/User/passwordRequest',
    '/api/User/resetPassword',
    '/api/User/registerUser',
    '/api/User/refreshToken',
    '/api/User/logout',
  ].map((p) => p.toLowerCase()),
);

const parsers = (limit: string) => [
  express.json({ limit }),
  express.urlencoded({ extended: false, limit, parameterLimit: 200 }),
];
const small = parsers(SMALL_JSON_LIMIT);
const normal = parsers(DEFAULT_JSON_LIMIT);

const run =
  (handlers: RequestHandler[]): RequestHandler =>
  (req, res, next) => {
    const [json, form] = handlers;
    json(req, res, (err?: unknown) => (err ? next(err) : form(req, res, next)));
  };
const smallBodies = run(small);
const normalBodies = run(normal);

/** JSON and form bodies with the cap of the route they are for. */
export const bodyParsers: RequestHandler = (req, res, next) =>
  (smallBodyPaths.has(req.path.toLowerCase()) ? smallBodies : normalBodies)(req, res, next);

/** Seconds to wait for an announced body: JSON bodies, and (longer) file uploads. */
export const BODY_TIMEOUT_MS = 10_000;
export const UPLOAD_BODY_TIMEOUT_MS = 120_000;

const hasBody = (req: express.Request) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/**
 * Answers 408 (unless an answer is already on its way) and closes the connection: whatever reads the body
 * (a parser waiting for its end) is released by the closed socket.
 */
export function dropBody(req: express.Request, res: express.Response): void {
  if (!res.headersSent) {
    res.setHeader('Connection', 'close');
    fail(res, 408, BODY_TIMEOUT);
  }
  res.on('finish', () => req.socket.destroy());
  if (res.writableFinished) req.socket.destroy();
}

export interface BodyTimeoutOptions {
  jsonMs?: number;
  uploadMs?: number;
  /** An upload must bring this many bytes per second over every window of `uploadGraceSeconds` (0: off). */
  uploadMinBytesPerSecond?: number;
  uploadGraceSeconds?: number;
}

/**
 * Answers 408 and closes the connection when a request's body is not complete within the time, or, for an
 * upload (multipart), when it arrives slower than the minimum rate after the grace period: a client that
 * trickles a byte a second would otherwise hold an upload slot for the whole upload time.
 */
export function bodyTimeout(options: BodyTimeoutOptions = {}): RequestHandler {
  const jsonMs = options.jsonMs ?? BODY_TIMEOUT_MS;
  const uploadMs = options.uploadMs ?? UPLOAD_BODY_TIMEOUT_MS;
  const minRate = options.uploadMinBytesPerSecond ?? 0;
  const graceSeconds = options.uploadGraceSeconds ?? 10;
  return (req, res, next) => {
    if (!hasBody(req) || req.complete) return next();
    const multipart = (req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');
    const timer = setTimeout(
      () => {
        if (!req.complete) dropBody(req, res);
      },
      multipart ? uploadMs : jsonMs,
    );
    timer.unref();
    const watch = multipart && minRate > 0 ? watchRate(req, res, minRate, graceSeconds) : undefined;
    const clear = () => {
      clearTimeout(timer);
      clearInterval(watch);
    };
    req.once('end', clear);
    req.once('close', clear);
    res.once('finish', clear);
    next();
  };
}

/**
 * Samples the bytes the connection has read once a second (socket.bytesRead: counting them does not take
 * the body from its parser) and drops the body when a window of `graceSeconds` brought fewer than
 * minRate × graceSeconds of them.
 */
function watchRate(req: express.Request, res: express.Response, minRate: number, graceSeconds: number) {
  const samples = [req.socket.bytesRead];
  const watch = setInterval(() => {
    if (req.complete || res.headersSent) return clearInterval(watch);
    samples.push(req.socket.bytesRead);
    if (samples.length > graceSeconds + 1) samples.shift();
    if (samples.length === graceSeconds + 1 && samples[graceSeconds] - samples[0] < minRate * graceSeconds) {
      clearInterval(watch);
      dropBody(req, res);
    }
  }, 1000);
  watch.unref();
  return watch;
}
