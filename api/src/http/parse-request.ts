/**
 * Request parts (body, query, headers, params) parsed by a schema from schemas/contracts: unknown keys
 * dropped, sizes capped, types checked. A failure answers 400 with a message and the per-field messages
 * ({ field: message }), never a 500.
 */
import type { Request } from 'express';
import type { z } from 'zod';
import { AppError, ErrorCode } from '../errors';

export const INVALID_REQUEST = 'The request is not valid.';

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.') || 'request';
    fields[path] ??= issue.message;
  }
  const [first] = result.error.issues;
  const where = first?.path.length ? `${first.path.map(String).join('.')}: ` : '';
  throw new AppError(
    ErrorCode.Validation,
    first ? `${INVALID_REQUEST} ${where}${first.message}` : INVALID_REQUEST,
    {
      fields,
    },
  );
}

export const parseBody = <S extends z.ZodType>(req: Request, schema: S): z.output<S> =>
  parseWith(schema, req.body);
export const parseQuery = <S extends z.ZodType>(req: Request, schema: S): z.output<S> =>
  parseWith(schema, req.query);
/** Header names arrive lower-cased: the schemas name them so. */
export const parseHeaders = <S extends z.ZodType>(req: Request, schema: S): z.output<S> =>
  parseWith(schema, req.headers);
