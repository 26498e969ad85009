/** Answers the envelope of every spec call and console action (declared in schemas/contracts/envelope). */
import type { Response } from 'express';
import type { Envelope } from '@cp/schemas/contracts/envelope';

export type { Envelope };

export function ok<T>(res: Response, data: T, message = '', extra: Partial<Envelope<T>> = {}): void {
  res.json({ success: true, message, data, ...extra } satisfies Envelope<T>);
}

export function fail(res: Response, status: number, message: string, extra: Partial<Envelope> = {}): void {
  res.status(status).json({ success: false, message, data: null, ...extra } satisfies Envelope);
}
