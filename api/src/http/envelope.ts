import type { Response } from 'express';

/** The response envelope of every spec call: { success, message, data, id?, applicationCount? }. */
export interface Envelope<T = unknown> {
  success: boolean;
  message: string;
  data: T | null;
  id?: string;
  applicationCount?: unknown;
  /** Per-field validation messages (path → message), only on validation failures. */
  errors?: Record<string, string>;
}

export function ok<T>(res: Response, data: T, message = '', extra: Partial<Envelope<T>> = {}): void {
  res.json({ success: true, message, data, ...extra } satisfies Envelope<T>);
}

export function fail(res: Response, status: number, message: string, extra: Partial<Envelope> = {}): void {
  res.status(status).json({ success: false, message, data: null, ...extra } satisfies Envelope);
}
