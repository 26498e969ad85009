/**
 * Database failures mapped once, for every route (ARCHITECTURE.md "One request"): a lost race on a unique
 * key answers 409 with the route's message, bad input the database refused answers 400, a database that
 * is stalled, cut or restarting answers 503 with Retry-After. Drizzle wraps the driver's error in `cause`.
 */
import { USER_EMAIL_TAKEN } from '@cp/schemas/messages/signin';
import {
  CONCURRENT_CHANGE,
  INVALID_VALUE,
  NUL_CHARACTER,
  SERVICE_BRIEFLY_UNAVAILABLE,
} from '@cp/schemas/messages/platform';
import { AppError, ErrorCode } from '../errors';

/** Seconds a client waits before retrying after a 503 from the database. */
export const DB_RETRY_AFTER_SECONDS = 5;

/** Unique indexes whose race has a message of its own (the check before the insert says the same). */
const uniqueMessages: Record<string, { message: string; field?: string }> = {
  users_email_live: { message: USER_EMAIL_TAKEN, field: 'email' },
};

interface DriverError {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** Network errors of a connection and pg's own messages for a dropped or silent server. */
const connectionCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
const connectionMessages =
  /Connection terminated|Query read timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended|not queryable/i;

function* causes(err: unknown): Generator<DriverError> {
  let e = err;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
    yield e as DriverError;
    e = (e as DriverError).cause;
  }
}

function fromSqlState(code: string, constraint: string | undefined, cause: unknown): AppError | undefined {
  const unavailable = () =>
    new AppError(ErrorCode.Unavailable, SERVICE_BRIEFLY_UNAVAILABLE, {
      retryAfterSeconds: DB_RETRY_AFTER_SECONDS,
      cause,
    });
  if (code === '23505') {
    const known = constraint ? uniqueMessages[constraint] : undefined;
    if (known)
      return new AppError(ErrorCode.Conflict, known.message, {
        cause,
        ...(known.field ? { fields: { [known.field]: known.message } } : {}),
      });
    return new AppError(ErrorCode.Conflict, CONCURRENT_CHANGE, { cause });
  }
  // Foreign key (a row deleted meanwhile), serialization failure, deadlock: the other request won.
  if (code === '23503' || code === '40001' || code === '40P01')
    return new AppError(ErrorCode.Conflict, CONCURRENT_CHANGE, { cause });
  // 22021: invalid byte sequence (a NUL in text); 22P05: unsupported Unicode escape (\u0000 in jsonb).
  if (code === '22021' || code === '22P05')
    return new AppError(ErrorCode.Validation, NUL_CHARACTER, { cause });
  // Class 22 (data exception: bad uuid, too long, out of range …) and 23 (other integrity checks).
  if (code.startsWith('22') || code.startsWith('23'))
    return new AppError(ErrorCode.Validation, INVALID_VALUE, { cause });
  // 08: connection exception; 57014: statement timeout; 57P01-57P03: shutdown / cannot connect now;
  // 53300: too many connections; 55P03: lock not available (lock_timeout).
  if (code.startsWith('08') || code.startsWith('57') || code === '53300' || code === '55P03')
    return unavailable();
  return undefined;
}

/** The AppError a database failure stands for, or undefined when it is not a database failure. */
export function appErrorFromDb(err: unknown): AppError | undefined {
  for (const e of causes(err)) {
    const code = typeof e.code === 'string' ? e.code : undefined;
    if (code && /^[0-9A-Z]{5}$/.test(code)) {
      const mapped = fromSqlState(code, typeof e.constraint === 'string' ? e.constraint : undefined, err);
      if (mapped) return mapped;
    }
    if (
      (code && connectionCodes.has(code)) ||
      (typeof e.message === 'string' && connectionMessages.test(e.message))
    )
      return new AppError(ErrorCode.Unavailable, SERVICE_BRIEFLY_UNAVAILABLE, {
        retryAfterSeconds: DB_RETRY_AFTER_SECONDS,
        cause: err,
      });
  }
  return undefined;
}
