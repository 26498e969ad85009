/**
 * Regulation B's statement of specific reasons for business credit (README 'Regulation B'): a denial records
 * one to four reasons, offered from the chosen denial code's statement and this catalogue, adapted from the
 * sample reasons of 12 CFR 1002 Appendix C (form C-1) for trade credit.
 */
export const REASONS_MIN = 1;
export const REASONS_MAX = 4;
export const REASON_MIN_CHARS = 3;
export const REASON_MAX_CHARS = 200;

export const STANDARD_REASONS = [
  'Insufficient number of credit references provided',
  'Unable to verify credit references',
  'Length of time in business',
  'Unable to verify business information',
  'Insufficient income/revenue for amount of credit requested',
  'Delinquent past or present credit obligations with others',
  'Excessive obligations',
  'Limited credit experience',
  'Bankruptcy',
  'Collection action or judgment',
  'Incomplete application',
  'We do not grant credit to any applicant on the terms and conditions you have requested',
] as const;

/** Where an offered reason comes from: the dialog groups them so. */
export type ReasonSource = 'denial-code' | 'scorecard' | 'catalogue';

export interface OfferedReason {
  source: ReasonSource;
  /** The denial code the statement belongs to (source 'denial-code'). */
  code?: string;
  text: string;
}

/** The rule on the recorded reasons: the message to show, or undefined when they are acceptable. */
export function reasonsProblem(
  reasons: readonly string[],
  messages: { count: string; length: string },
): string | undefined {
  if (reasons.length < REASONS_MIN || reasons.length > REASONS_MAX) return messages.count;
  if (reasons.some((r) => r.length < REASON_MIN_CHARS || r.length > REASON_MAX_CHARS)) return messages.length;
  return undefined;
}
