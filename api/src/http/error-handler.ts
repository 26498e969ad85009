/**
 * The one error handler: AppError -> its status and the envelope; body-parser failures -> 400/413;
 * anything else -> 500 with the general message. Never a stack trace in a response.
 */
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { GENERAL_ERROR } from '@cp/schemas/messages/general';
import { MALFORMED_JSON, NOT_FOUND, PAYLOAD_TOO_LARGE } from '@cp/schemas/messages/platform';
import { AppError, ErrorCode, httpStatusOf, isAppError } from '../errors';
import { fail } from './envelope';

/** Body-parser and multer errors carry a type or code telling what was wrong with the request. */
interface ParserError {
  type?: string;
  code?: string;
  status?: number;
}

function asAppError(err: unknown): AppError | undefined {
  if (isAppError(err)) return err;
  const e = (err ?? {}) as ParserError;
  if (e.type === 'entity.too.large' || e.code === 'LIMIT_FILE_SIZE')
    return new AppError(ErrorCode.PayloadTooLarge, PAYLOAD_TOO_LARGE);
  if (e.type === 'entity.parse.failed') return new AppError(ErrorCode.Validation, MALFORMED_JSON);
  if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported')
    return new AppError(ErrorCode.Validation, GENERAL_ERROR);
  return undefined;
}

export const errorHandler: ErrorRequestHandler = (err, req, res, next) => {
  if (res.headersSent) return next(err);
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
