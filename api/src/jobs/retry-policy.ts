/**
 * When an email that could not be delivered is tried again: like a mail server's queue, the delay doubles
 * from 30 s up to OUTBOX_MAX_BACKOFF_SECONDS (1 h), and the message keeps trying until OUTBOX_GIVE_UP_HOURS
 * (5 days) after it was queued or resent; then it is a dead letter (README 'Configuration').
 */
import type { Config } from '../config';
import type { EmailMessageRow } from './attempt-log';

export interface RetryPolicy {
  baseMs: number;
  capMs: number;
  giveUpMs: number;
}

export const DEFAULT_RETRY_BASE_MS = 30_000;

export function retryPolicy(
  config: Partial<Pick<Config, 'outboxMaxBackoffSeconds' | 'outboxGiveUpHours'>>,
  overrides: { backoffBaseMs?: number; backoffCapMs?: number } = {},
): RetryPolicy {
  return {
    baseMs: overrides.backoffBaseMs ?? DEFAULT_RETRY_BASE_MS,
    capMs: overrides.backoffCapMs ?? (config.outboxMaxBackoffSeconds ?? 3600) * 1000,
    giveUpMs: (config.outboxGiveUpHours ?? 120) * 3_600_000,
  };
}

/** The delay after the given number of attempts: min(base × 2^(attempts-1), cap). */
export function backoffMs(attempts: number, base = DEFAULT_RETRY_BASE_MS, cap = 3_600_000): number {
  return Math.min(cap, base * 2 ** Math.max(0, attempts - 1));
}

/**
 * After a failed attempt: the time of the next one (never past the end of the window, so the last try
 * happens at the deadline), or null when the message has used its window or its attempts and is dead.
 */
export function nextAttemptAt(
  row: Pick<EmailMessageRow, 'attempts' | 'maxAttempts' | 'retrySince'>,
  now: Date,
  policy: RetryPolicy,
): Date | null {
  const deadline = row.retrySince.getTime() + policy.giveUpMs;
  if (row.attempts >= row.maxAttempts || now.getTime() >= deadline) return null;
  return new Date(Math.min(now.getTime() + backoffMs(row.attempts, policy.baseMs, policy.capMs), deadline));
}
