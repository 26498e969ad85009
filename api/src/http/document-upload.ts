/**
 * The body of every upload route: one document per request (the multipart part `field`), streamed by multer's
 * disk storage into a temporary file (capped at 10 MB; never held in memory, issue 28 item 2) that the service
 * checks by content and streams into the object store (files/upload-content.ts); the file is removed when the
 * response ends or the connection closes, and multer removes a part it refused (too large, a broken body). Capacity goes only to a client the server has
 * verified (README 'Security notes'): before a byte of the body is read, `admit` names the holder (a
 * customer's link checked against its record, a signed-in user) or refuses, and only then is a slot taken
 * (files/upload-slots.ts: per holder, per client address as TRUST_PROXY derives it, per process). A refused
 * request is answered at once with its connection closed (http/error-handler.ts), so its unread body holds
 * nothing; a body that trickles is dropped by the minimum rate of http/body-parsers.ts.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rm, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { UPLOAD_BUSY, UPLOAD_MISSING, UPLOAD_TOO_LARGE } from '@cp/schemas/messages/portal';
import { signedIn } from '../auth/middleware';
import { AppError, ErrorCode } from '../errors';
import { MAX_UPLOAD_BYTES } from '../files/check-upload';
import { processUploadSlots, type UploadSlots } from '../files/upload-slots';

export interface DocumentUploadOptions {
  /** The multipart field of the file. */
  field: string;
  /** Who holds the upload, from the request's head alone; throws the refusal. */
  admit: (req: Request) => Promise<string> | string;
  slots?: UploadSlots;
  /** where uploads are spooled while they are checked and stored (default: the system's temporary directory) */
  spoolDir?: string;
}

let spoolDir: string | undefined;

/** The process's directory for spooled uploads: made on first use (private to the process), removed at exit. */
export function uploadSpoolDir(): string {
  if (!spoolDir) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cp-uploads-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    spoolDir = dir;
  }
  return spoolDir;
}

const uploadFields = new WeakMap<object, string>();

/** The file's field when `handler` was made by documentUpload (how the fuzz and fault suites find uploads). */
export const uploadFieldOf = (handler: unknown): string | undefined =>
  typeof handler === 'function' ? uploadFields.get(handler) : undefined;

export function documentUpload(o: DocumentUploadOptions): RequestHandler {
  const slots = o.slots ?? processUploadSlots;
  const dir = o.spoolDir ?? uploadSpoolDir();
  const parse = multer({
    storage: multer.diskStorage({
      destination: dir,
      // A name of our own: nothing of the client's file name reaches the file system.
      filename: (_req, _file, cb) => cb(null, `${randomUUID()}.upload`),
    }),
    // Browsers send a part's file name as UTF-8 (HTML's multipart/form-data encoding), not Latin-1.
    defParamCharset: 'utf8',
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024 },
  }).single(o.field);
  const handler: RequestHandler = async (req, res, next) => {
    let release: (() => void) | undefined;
    try {
      release = slots.tryAcquire(await o.admit(req), req.ip ?? 'unknown');
      if (!release) throw new AppError(ErrorCode.TooManyRequests, UPLOAD_BUSY, { retryAfterSeconds: 5 });
    } catch (err) {
      return next(err);
    }
    const done = () => {
      release?.();
      // The spooled file goes when the request is over, whatever its outcome (the store has its own copy).
      if (req.file?.path) rm(req.file.path, { force: true }, () => undefined);
    };
    res.once('close', done);
    res.once('finish', done);
    parse(req, res, (err: unknown) => {
      if (!err) return next();
      const code = (err as { code?: string }).code;
      if (code === 'LIMIT_FILE_SIZE') return next(new AppError(ErrorCode.PayloadTooLarge, UPLOAD_TOO_LARGE));
      if (err instanceof AppError) return next(err);
      // Any other failure of reading the multipart body (a missing part, busboy's 'Unexpected end of form',
      // a malformed part header, a missing boundary) is the request's fault: nothing is stored.
      next(new AppError(ErrorCode.Validation, UPLOAD_MISSING));
    });
  };
  uploadFields.set(handler, o.field);
  return handler;
}

/** A staff upload route's body (after its requireUser): the signed-in user holds the upload. */
export const staffUpload = (field: string): RequestHandler =>
  documentUpload({ field, admit: (req) => `user:${signedIn(req).user.id}` });
