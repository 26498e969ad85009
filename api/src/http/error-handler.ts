/**
 * The one error handler: AppError -> its status and the envelope; body-parser and upload failures ->
 * 400/413/415; database failures -> 409/400/503 (db-errors.ts); anything else -> 500 with the general
 * message. Never a stack trace in a response.
 */
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { GENERAL_ERROR } from '@cp/schemas/messages/general';
import { BODY_UNREADABLE, MALFORMED_JSON, NOT_FOUND, PAYLOAD_TOO_LARGE } from '@cp/schemas/messages/platform';
import { AppError, ErrorCode, httpStatusOf, isAppError } from '../errors';
import { appErrorFromDb } from './db-errors';
import { fail } from './envelope';

/** Body-parser and multer errors carry a type or code telling what was wrong with the request. */
interface ParserError {
  type?: string;
  code?: string;
  name?: string;
  status?: number;
  expose?: boolean;
}

function asAppError(err: unknown): AppError | undefined {
  if (isAppError(err)) return err;
  const e = (err ?? {}) as ParserError;
  if (e.type === 'entity.too.large' || e.code === 'LIMIT_FILE_SIZE')
    return new AppError(ErrorCode.PayloadTooLarge, PAYLOAD_TOO_LARGE);
  if (e.type === 'entity.parse.failed') return new AppError(ErrorCode.Validation, MALFORMED_JSON);
  // Everything else a body parser or multer refuses is the request's fault: an unknown or lying
  // Content-Encoding (zlib's Z_DATA_ERROR), a charset, an aborted or malformed multipart body.
  if (e.name === 'MulterError' || (e.expose === true && typeof e.status === 'number' && e.status < 500))
    return new AppError(ErrorCode.Validation, BODY_UNREADABLE);
  return appErrorFromDb(err);
}

export const errorHandler: ErrorRequestHandler = (err, req, res, next) => {
  if (res.headersSent) return next(err);
  // Refused before its body was read (an upload without a session or a valid link, one over its slots):
  // the connection closes with the answer, so the unread body holds nothing (http/document-upload.ts).
  if (!req.complete) res.setHeader('Connection', 'close');
  const appError = asAppError(err);
  if (!appError) {
    req.log?.error({ err }, 'unhandled error');
    return fail(res, 500, GENERAL_ERROR);
  }
  const status = httpStatusOf(appError.code);
  if (status >= 500) req.log?.error({ err }, appError.message);
  if (appError.retryAfterSeconds !== undefined)
    res.setHeader('Retry-After', String(appError.retryAfterSeconds));
  fail(res, status, appError.message, {
    ...(appError.fields ? { errors: appError.fields } : {}),
    ...(appError.data !== undefined ? { data: appError.data } : {}),
  });
};

/** Unknown /api paths answer 404 in the envelope rather than the console's HTML. */
export const apiNotFound: RequestHandler = (_req, res) => fail(res, 404, NOT_FOUND);
