import { GENERAL_ERROR } from '@cp/schemas/messages/general';

/** Every failure the API reports on purpose. Mapped to an HTTP status in one place (httpStatusOf). */
export enum ErrorCode {
  /** Input failed validation; `fields` carries path → message. */
  Validation = 'VALIDATION',
  /** Not signed in, or the session ended (idle, revoked, expired). */
  Unauthenticated = 'UNAUTHENTICATED',
  /** Signed in but the role or unit scope does not allow it. */
  Forbidden = 'FORBIDDEN',
  /** No such record, or the caller may not know it exists. */
  NotFound = 'NOT_FOUND',
  /** The record's state forbids the change (already approved, duplicate code …). */
  Conflict = 'CONFLICT',
  /** Rate limit hit; `retryAfterSeconds` set. */
  TooManyRequests = 'TOO_MANY_REQUESTS',
  /** Body too large. */
  PayloadTooLarge = 'PAYLOAD_TOO_LARGE',
  /** A business rule said no, reported as success:false with the spec's message (HTTP 400). */
  Rule = 'RULE',
  /** A dependency (Chromium, SMTP, DocuSign) failed. */
  Unavailable = 'UNAVAILABLE',
  /** Anything unexpected: the general message, never details. */
  Internal = 'INTERNAL',
}

const statusByCode: Record<ErrorCode, number> = {
  [ErrorCode.Validation]: 400,
  [ErrorCode.Unauthenticated]: 401,
  [ErrorCode.Forbidden]: 403,
  [ErrorCode.NotFound]: 404,
  [ErrorCode.Conflict]: 409,
  [ErrorCode.TooManyRequests]: 429,
  [ErrorCode.PayloadTooLarge]: 413,
  [ErrorCode.Rule]: 400,
  [ErrorCode.Unavailable]: 503,
  [ErrorCode.Internal]: 500,
};

export function httpStatusOf(code: ErrorCode): number {
  return statusByCode[code];
}

export interface AppErrorOptions {
  /** Per-field messages for validation errors: JSON pointer-ish path ('/address/city') → message. */
  fields?: Record<string, string>;
  retryAfterSeconds?: number;
  data?: unknown;
  cause?: unknown;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields?: Record<string, string>;
  readonly retryAfterSeconds?: number;
  readonly data?: unknown;

  constructor(code: ErrorCode, message: string = GENERAL_ERROR, options: AppErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.data = options.data;
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
