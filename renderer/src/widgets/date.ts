import { applyMask, digitsFor } from './mask';

export const DATE_MASK = '99/99/9999';

/** What is typed, through the MM/dd/yyyy mask; schemas' one date parser (dates.ts) reads the result. */
export function maskDate(text: string): string {
  return applyMask(digitsFor(text, DATE_MASK), DATE_MASK);
}
