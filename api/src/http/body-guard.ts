/**
 * Checks a parsed body before any route sees it: no NUL characters in text (PostgreSQL refuses them, and
 * they truncate strings in C libraries), no nesting deeper than any form needs (recursive validators and
 * merges would otherwise run out of stack), and keys that could reach an object's prototype
 * (`__proto__`, `constructor`, `prototype`) dropped.
 */
import type { RequestHandler } from 'express';
import { NESTED_TOO_DEEPLY, NUL_CHARACTER } from '@cp/schemas/messages/platform';
import { AppError, ErrorCode } from '../errors';

/** Deeper than any form (a section, a repeated group, a field, its parts) ever goes. */
export const MAX_BODY_DEPTH = 32;

const prototypeKeys = new Set(['__proto__', 'constructor', 'prototype']);

/** Throws a 400 for a NUL or excessive depth; deletes prototype keys in place. */
export function checkValue(value: unknown, depth = 0): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw new AppError(ErrorCode.Validation, NUL_CHARACTER);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  if (depth >= MAX_BODY_DEPTH) throw new AppError(ErrorCode.Validation, NESTED_TOO_DEEPLY);
  if (Array.isArray(value)) {
    for (const item of value) checkValue(item, depth + 1);
    return;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (key.includes('\u0000')) throw new AppError(ErrorCode.Validation, NUL_CHARACTER);
    if (prototypeKeys.has(key)) {
      delete record[key];
      continue;
    }
    checkValue(record[key], depth + 1);
  }
}

export const bodyGuard: RequestHandler = (req, _res, next) => {
  checkValue(req.body);
  next();
};
